import { flagName, parseCommandLine, quoteWord, type CommandContext } from '@careops/core/commands';
import { CareOpsError } from '@careops/core/contract/errors';
import { t } from '@careops/core/i18n';
import { isRecord, type ResourceDescriptor, type Row } from '@careops/core/resources';
import { listCommandId, type ConsoleModel } from './console-model';

/** A page of a list as the console shows it. */
export interface ListPage {
  columns: Array<{ key: string; title: string }>;
  /** Display values per column (labels, formatted money and dates), as `careops … list` prints them. */
  rows: Array<Record<string, string>>;
  /** The records as the server sent them (ids, versions, states), for details and actions. */
  records: Row[];
  total: number;
}

/** Rows asked for per page; more are loaded as the cursor nears the end. */
export const LIST_PAGE_SIZE = 200;

/**
 * The arguments of `careops <noun> list` a filter stands for: flags as typed (`--status
 * under-review`), or plain words for the descriptor's name lookup (else its first text filter).
 */
export function filterArguments(d: ResourceDescriptor, filter: string): string {
  const text = filter.trim();
  if (text === '' || text.startsWith('-')) return text;
  const byName = d.list.filters.find((f) => f.key === d.lookupFilter) ?? d.list.filters.find((f) => f.kind === 'text');
  if (!byName) throw new CareOpsError('invalidInput', t('console.list.flagsOnly', { flags: d.list.filters.map((f) => `--${flagName(f.arg ?? f.key)}`).join(' ') }));
  return `--${flagName(byName.arg ?? byName.key)} ${quoteWord(text)}`;
}

/**
 * One page of a descriptor's list, through the registry's list command (the same parsing,
 * filter values and request as `careops <noun> list`): a bad filter is the command's error.
 */
export async function loadListPage(model: ConsoleModel, ctx: CommandContext, d: ResourceDescriptor, filter: string, page: number): Promise<ListPage> {
  const command = model.registry.get(listCommandId(d));
  if (!command) throw new Error(`${d.id} has no list command`);
  const parsed = parseCommandLine(model.registry, `${command.cli.join(' ')} ${filterArguments(d, filter)}`, ctx);
  if (!parsed.ok) throw new CareOpsError('invalidInput', parsed.error);
  const result = await command.run(ctx, { ...parsed.args, page, limit: LIST_PAGE_SIZE });
  if (result.kind !== 'table') throw new Error(`${command.id} did not answer a table`);
  return {
    columns: result.columns,
    rows: result.rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v === null ? '' : String(v)]))),
    records: (result.data ?? result.rows).filter(isRecord),
    total: result.total ?? result.rows.length,
  };
}
