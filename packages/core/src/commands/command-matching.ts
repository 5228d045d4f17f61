import { t } from '../i18n/translate';
import { closest } from './edit-distance';
import type { Token } from './tokenize';
import type { AnyCommandDef } from './types';

/** A token that reads as a flag: unquoted, starting with '--' (or the lone '-h'). */
export const isFlagToken = (token: Token) => !token.quoted && (token.value.startsWith('--') || token.value === '-h');

/** The leading words of a line, before its first flag. */
export function leadingWords(tokens: readonly Token[]): string[] {
  const words: string[] = [];
  for (const token of tokens) {
    if (isFlagToken(token)) break;
    words.push(token.value);
  }
  return words;
}

/** The command whose cli words are the longest match at the start of `words`. */
export function matchCommand(commands: readonly AnyCommandDef[], words: readonly string[]): { command: AnyCommandDef; consumed: number } | undefined {
  let best: { command: AnyCommandDef; consumed: number } | undefined;
  for (const command of commands) {
    const n = command.cli.length;
    if (n > words.length || (best && n <= best.consumed)) continue;
    if (command.cli.every((w, i) => words[i]?.toLowerCase() === w)) best = { command, consumed: n };
  }
  return best;
}

/** "unknown command 'x'", with the closest visible command when one is near. */
export function unknownCommandError(commands: readonly AnyCommandDef[], words: readonly string[]): string {
  // Keep the words that still lead somewhere, plus the first that goes astray.
  let depth = 0;
  while (depth < words.length && commands.some((c) => c.cli.slice(0, depth + 1).join(' ') === words.slice(0, depth + 1).join(' ').toLowerCase())) depth += 1;
  const nameWords = words.slice(0, Math.min(words.length, depth + 1));
  const name = nameWords.join(' ');
  const byPrefix = new Map<string, string>();
  for (const command of commands) {
    const prefix = command.cli.slice(0, nameWords.length).join(' ');
    if (!byPrefix.has(prefix)) byPrefix.set(prefix, command.cli.join(' '));
  }
  const near = closest(name, [...byPrefix.keys()]);
  const suggestion = near === undefined ? undefined : byPrefix.get(near);
  return suggestion ? t('commands.error.didYouMean', { name, suggestion }) : t('commands.error.unknownCommand', { name });
}
