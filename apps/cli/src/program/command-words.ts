/** The words of argv that are not flags (nor `--profile`'s value), up to `--`. */
export function commandWords(argv: readonly string[]): string[] {
  const words: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const word = argv[i] ?? '';
    if (word === '--') break;
    if (word === '--profile') i += 1;
    else if (!word.startsWith('-')) words.push(word);
  }
  return words;
}
