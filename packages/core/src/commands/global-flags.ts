import { t } from '../i18n/translate';
import { quoteWord, tokenize, type Token } from './tokenize';

/** A token written back so the parser reads it as it was typed (a quoted word stays quoted: never a flag). */
const requote = (token: Token) => (token.quoted ? `"${token.value.replace(/(["\\])/g, '\\$1')}"` : quoteWord(token.value));

/** The options every `careops` command takes, as the terminal panel reads them too. */
export interface GlobalFlags {
  /** Print the result as JSON (wire values) instead of a table. */
  json: boolean;
  /** Print the result as CSV. */
  csv: boolean;
  /** Answer yes to confirmations. */
  yes: boolean;
  /** The CLI's profile; the web console always runs as its signed-in user. */
  profile?: string;
  /** The CLI's language; the terminal panel speaks the web console's. */
  lang?: string;
}

export type SplitGlobalFlags = { ok: true; line: string; flags: GlobalFlags } | { ok: false; error: string };

/**
 * Takes `--json`, `--csv`, `--yes`/`-y`, `--profile NAME` and `--lang LOCALE` out of a command line (before any
 * `--`), wherever they stand, as `careops` accepts them anywhere. Answers the rest of the line,
 * re-quoted, for the command parser. `--json` with `--csv` is refused, as the CLI refuses it.
 */
export function splitGlobalFlags(line: string): SplitGlobalFlags {
  const { tokens, error } = tokenize(line);
  if (error) return { ok: false, error };
  const flags: GlobalFlags = { json: false, csv: false, yes: false };
  const rest: string[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    if (!token.quoted && token.value === '--') {
      rest.push(...tokens.slice(i).map(requote));
      break;
    }
    const bare = token.quoted ? null : token.value;
    if (bare === '--json') flags.json = true;
    else if (bare === '--csv') flags.csv = true;
    else if (bare === '--yes' || bare === '-y') flags.yes = true;
    else if (bare?.startsWith('--profile=')) flags.profile = bare.slice('--profile='.length);
    else if (bare?.startsWith('--lang=')) flags.lang = bare.slice('--lang='.length);
    else if (bare === '--lang') {
      const next = tokens[i + 1];
      if (!next) return { ok: false, error: t('commands.error.missingValue', { flag: 'lang' }) };
      flags.lang = next.value;
      i += 1;
    }
    else if (bare === '--profile') {
      const next = tokens[i + 1];
      if (!next) return { ok: false, error: t('commands.error.missingValue', { flag: 'profile' }) };
      flags.profile = next.value;
      i += 1;
    } else rest.push(requote(token));
  }
  if (flags.json && flags.csv) return { ok: false, error: t('daily.terminal.jsonWithCsv') };
  return { ok: true, line: rest.join(' '), flags };
}
