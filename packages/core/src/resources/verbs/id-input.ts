import { CareOpsError } from '../../contract/careops-error';
import { t } from '../../i18n/translate';
import type { CommandContext } from '../../commands/types';
import { idKeyOf } from '../runtime/records';
import type { ResourceDescriptor } from '../types';

/** The keys `<noun> list` may print as its header line: its columns' and the id's. */
export const headerKeysOf = (d: ResourceDescriptor): string[] => [idKeyOf(d), ...d.list.columns.map((c) => c.key), 'path'];

/**
 * Ids in text from a file or stdin: separated by whitespace or commas; `#` starts a comment. A
 * first line made only of `headerKeys` (the column keys a list prints as its header, as in
 * `careops … list | cut -f1`) is a header, not ids.
 */
export function parseIdList(text: string, headerKeys: readonly string[] = []): string[] {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.replace(/#.*$/, '').split(/[\s,]+/).filter((word) => word !== ''))
    .filter((words) => words.length > 0);
  const [first = [], ...rest] = lines;
  const isHeader = headerKeys.length > 0 && first.length > 0 && first.every((word) => headerKeys.includes(word));
  return (isHeader ? rest : lines).flat();
}

/**
 * The ids a bulk command works on: the arguments, then those of `--from-file` (`-` is stdin);
 * with neither, piped stdin. Duplicates are dropped, first occurrence kept.
 */
export async function collectIds(ctx: CommandContext, given: readonly string[] | undefined, fromFile: string | undefined, headerKeys: readonly string[] = []): Promise<string[]> {
  const ids = [...(given ?? [])];
  if (fromFile !== undefined) {
    if (!ctx.readInput) throw new CareOpsError('invalidInput', t('resources.error.noFiles'), { field: 'fromFile' });
    const text = await ctx.readInput(fromFile === '-' ? 'stdin' : { file: fromFile });
    ids.push(...parseIdList(text ?? '', headerKeys));
  } else if (ids.length === 0 && ctx.readInput) {
    ids.push(...parseIdList((await ctx.readInput('stdin')) ?? '', headerKeys));
  }
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw new CareOpsError('invalidInput', t('resources.error.noIds'), { field: 'ids' });
  return unique;
}

/** The first line of piped stdin, for `--<secret>-stdin` flags. */
export async function secretFromStdin(ctx: CommandContext, flag: string): Promise<string> {
  const text = ctx.readInput ? await ctx.readInput('stdin') : null;
  const line = (text ?? '').split(/\r?\n/)[0] ?? '';
  if (line === '') throw new CareOpsError('invalidInput', t('resources.error.emptyStdin', { flag }), { field: flag });
  return line;
}
