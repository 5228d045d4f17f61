import * as z from 'zod';
import { endpointRoutes } from '../../contract/endpoint-routes';
import type { AnyCommandDef } from '../../commands/types';
import { t } from '../../i18n/translate';
import type { ResourceDescriptor, ResourceRecord } from '../types';
import { readRecord, resolveRecordId } from '../runtime/records';
import { cliWordsOf } from './cli-words';
import { recordOf } from './rows';

const args = z.object({ id: z.string().trim().min(1) });

/** Help of the record argument: an id, or also a name when the resource can look one up. */
export const idHelp = (d: ResourceDescriptor): string =>
  d.lookupFilter ? t('resources.arg.idOrName', { record: t(d.recordTitle) }) : t('resources.arg.id', { record: t(d.recordTitle) });

/** `<noun> view <id|name>`: the record's detail fields (the record itself with `--json`). */
export function viewCommand(d: ResourceDescriptor, record: ResourceRecord): AnyCommandDef {
  return {
    id: `${d.id}.view`,
    get title() {
      return t('resources.command.view', { record: t(d.recordTitle) });
    },
    group: d.group,
    keywords: [d.cli, t(d.recordTitle)],
    cli: [...cliWordsOf(d), 'view'],
    args,
    positionals: ['id'],
    get argHelp() {
      return { id: idHelp(d) };
    },
    permission: endpointRoutes[record.endpoint].permission,
    async run(ctx, given) {
      const { id } = given as z.infer<typeof args>;
      return recordOf(d, await readRecord(ctx.api, d, await resolveRecordId(ctx.api, d, id)));
    },
  };
}
