import { CareOpsError } from '../../contract/careops-error';
import { t } from '../../i18n/translate';
import type { CommandContext } from '../../commands/types';

/** Ids in text from a file or stdin: separated by whitespace or commas; `#` starts a comment. */
export function parseIdList(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/#.*$/, ''))
    .flatMap((line) => line.split(/[\s,]+/))
    .filter((word) => word !== '');
}

/**
 * The ids a bulk command works on: the arguments, then those of `--from-file` (`-` is stdin);
 * with neither, piped stdin. Duplicates are dropped, first occurrence kept.
 */
export async function collectIds(ctx: CommandContext, given: readonly string[] | undefined, fromFile: string | undefined): Promise<string[]> {
  const ids = [...(given ?? [])];
  if (fromFile !== undefined) {
    if (!ctx.readInput) throw new CareOpsError('invalidInput', t('resources.error.noFiles'), { field: 'fromFile' });
    const text = await ctx.readInput(fromFile === '-' ? 'stdin' : { file: fromFile });
    ids.push(...parseIdList(text ?? ''));
  } else if (ids.length === 0 && ctx.readInput) {
    ids.push(...parseIdList((await ctx.readInput('stdin')) ?? ''));
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
