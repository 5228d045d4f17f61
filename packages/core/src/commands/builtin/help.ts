import * as z from 'zod';
import { t } from '../../i18n/translate';
import { PUBLIC } from '../../permissions/permission-catalogue';
import { faceOf, type CommandRegistry } from '../command-registry';
import { helpText } from '../help-text';
import type { CommandDef } from '../types';

const args = z.object({ command: z.array(z.string()).optional() });

/** `help [command...]` over the commands of `registry` this user may run on this face. */
export function createHelpCommand(registry: CommandRegistry): CommandDef<typeof args> {
  return {
    id: 'help',
    get title() {
      return t('commands.help.title');
    },
    group: 'help',
    keywords: ['commands', 'usage'],
    cli: ['help'],
    args,
    positionals: ['command'],
    get argHelp() {
      return { command: t('commands.help.arg.command') };
    },
    permission: PUBLIC,
    faces: { palette: false, terminal: true, cli: true },
    completeArg(ctx) {
      return registry.visibleTo(ctx, faceOf(ctx.channel)).map((c) => c.cli[0] ?? '');
    },
    async run(ctx, { command }) {
      return { kind: 'text', text: helpText(registry, ctx, command ?? []) };
    },
  };
}
