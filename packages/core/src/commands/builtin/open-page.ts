import * as z from 'zod';
import { CareOpsError } from '../../contract/careops-error';
import { t } from '../../i18n/translate';
import { SIGNED_IN } from '../../permissions/permission-catalogue';
import type { CommandContext, CommandDef } from '../types';
import { findPage, openablePages, type PageTarget } from './page-targets';

const args = z.object({ page: z.string().trim().min(1, t('validate.required')) });

/** Pages the user may open and this face can show. */
function pagesFor(ctx: CommandContext): PageTarget[] {
  const targets = openablePages(ctx.session?.permissions ?? new Set());
  return ctx.hasPage ? targets.filter((target) => ctx.hasPage?.(target.route.name)) : targets;
}

export const openPageCommand: CommandDef<typeof args> = {
  id: 'navigation.open',
  get title() {
    return t('commands.open.title');
  },
  group: 'navigation',
  keywords: ['go to', 'page', 'navigate'],
  cli: ['open'],
  args,
  positionals: ['page'],
  get argHelp() {
    return { page: t('commands.open.arg.page') };
  },
  permission: SIGNED_IN,
  // The palette lists the pages themselves; this face needs a typed page.
  faces: { palette: false },
  completeArg(ctx, _key, partial) {
    const targets = pagesFor(ctx);
    if (partial.startsWith('/')) return targets.map((target) => target.path);
    return targets.flatMap((target) => [target.route.name, target.route.title]);
  },
  async run(ctx, { page }) {
    const target = findPage(pagesFor(ctx), page);
    if (!target) throw new CareOpsError('notFound', t('commands.open.noMatch', { page }), { field: 'page' });
    ctx.navigate?.(target.path);
    return { kind: 'navigate', path: target.path, title: target.title };
  },
};
