/**
 * Applying Tab completion to the prompt, pure: one candidate replaces the word being typed
 * (and adds a space), several extend it to their common prefix and are listed, like a shell.
 */

export interface Completion {
  candidates: string[];
  /** Where the word being completed starts. */
  replaceFrom: number;
}

export interface CompletionStep {
  line: string;
  caret: number;
  /** Candidates to list under the prompt (several matched). */
  listed: string[];
}

/** The terminal's own commands, completed beside the registry's at the start of the line. */
export const LOCAL_COMMANDS = ['clear'] as const;

export function commonPrefix(words: readonly string[]): string {
  if (words.length === 0) return '';
  let prefix = words[0] ?? '';
  for (const word of words.slice(1)) {
    let i = 0;
    while (i < prefix.length && i < word.length && prefix[i]?.toLowerCase() === word[i]?.toLowerCase()) i++;
    prefix = prefix.slice(0, i);
  }
  return prefix;
}

/** Adds the terminal's own commands when the caret is in the first word. */
export function withLocalCommands(completion: Completion, beforeCaret: string): Completion {
  if (/\s/.test(beforeCaret.trimStart())) return completion;
  const partial = beforeCaret.trimStart().toLowerCase();
  const local = LOCAL_COMMANDS.filter((c) => c.startsWith(partial) && !completion.candidates.includes(c));
  if (local.length === 0) return completion;
  return { candidates: [...completion.candidates, ...local].sort(), replaceFrom: beforeCaret.length - beforeCaret.trimStart().length };
}

/** The prompt after pressing Tab with the caret at `caret`. */
export function applyCompletion(line: string, caret: number, completion: Completion): CompletionStep {
  const { candidates, replaceFrom } = completion;
  const typed = line.slice(replaceFrom, caret);
  const after = line.slice(caret);
  if (candidates.length === 0) return { line, caret, listed: [] };
  if (candidates.length === 1) {
    const word = candidates[0] ?? '';
    // A flag value after '=' or a word already followed by a space needs no extra space.
    const space = word.endsWith('=') || after.startsWith(' ') ? '' : ' ';
    const next = line.slice(0, replaceFrom) + word + space;
    return { line: next + after, caret: next.length, listed: [] };
  }
  const prefix = commonPrefix(candidates);
  const extended = prefix.length > typed.length ? prefix : typed;
  const next = line.slice(0, replaceFrom) + extended;
  return { line: next + after, caret: next.length, listed: candidates };
}
