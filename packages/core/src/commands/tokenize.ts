import { t } from '../i18n/translate';

export interface Token {
  /** The word with quotes and escapes resolved. */
  value: string;
  /** Index of its first character in the line (a quote, if it starts with one). */
  start: number;
  /** Index just past its last character. */
  end: number;
  /** Some part of it was quoted or escaped, so it is never read as a flag. */
  quoted: boolean;
}

export interface TokenizeResult {
  tokens: Token[];
  /** Set when the line is incomplete (an open quote, a lone trailing backslash). */
  error?: string;
  /** The line ends inside a token (no whitespace after the last one). */
  openEnd: boolean;
}

const isSpace = (c: string) => c === ' ' || c === '\t' || c === '\n' || c === '\r';

/**
 * Splits a command line like a shell: whitespace separates words; '…' is literal; "…" allows
 * backslash escapes; outside quotes a backslash escapes the next character.
 */
export function tokenize(line: string): TokenizeResult {
  const tokens: Token[] = [];
  let current: Token | null = null;
  let error: string | undefined;
  let i = 0;
  const begin = () => (current ??= { value: '', start: i, end: i, quoted: false });
  while (i < line.length) {
    const c = line.charAt(i);
    if (isSpace(c)) {
      if (current) tokens.push(current);
      current = null;
      i += 1;
      continue;
    }
    const token = begin();
    if (c === "'" || c === '"') {
      token.quoted = true;
      let j = i + 1;
      while (j < line.length && line.charAt(j) !== c) {
        if (c === '"' && line.charAt(j) === '\\' && j + 1 < line.length) j += 1;
        token.value += line.charAt(j);
        j += 1;
      }
      if (j >= line.length) {
        error = t('commands.error.unclosedQuote', { quote: c === '"' ? 'double' : 'single' });
        i = line.length;
      } else i = j + 1;
    } else if (c === '\\') {
      token.quoted = true;
      if (i + 1 >= line.length) {
        error = t('commands.error.trailingEscape');
        i += 1;
      } else {
        token.value += line.charAt(i + 1);
        i += 2;
      }
    } else {
      token.value += c;
      i += 1;
    }
    token.end = i;
  }
  const finalToken: Token | null = current;
  if (finalToken) tokens.push(finalToken);
  return { tokens, ...(error ? { error } : {}), openEnd: finalToken !== null };
}

/** Quotes a word for a command line when it needs it. */
export function quoteWord(word: string): string {
  if (word !== '' && !/[\s'"\\]/.test(word)) return word;
  return `"${word.replace(/(["\\])/g, '\\$1')}"`;
}
