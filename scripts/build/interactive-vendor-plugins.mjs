// esbuild plugins for the interactive vendor file of the CLI (dist/interactive.js: Ink, React,
// yoga): what is left out and what is patched, each patch failing the build when the code it
// patches is no longer there (docs/terminal-console.md, Start-up).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const noReactDevtools = {
  name: 'no-react-devtools',
  setup(b) {
    // ws only serves the DevTools' connection (Ink's window polyfill): 130 kB less to compile on every console start.
    b.onResolve({ filter: /^(react-devtools-core|ws)$/ }, (args) => ({ path: args.path, namespace: 'no-react-devtools' }));
    b.onLoad({ filter: /.*/, namespace: 'no-react-devtools' }, () => ({ contents: 'export default {};' }));
  },
};
// Yoga (Ink's layout) carries its WebAssembly as base64 and, where a global fetch exists,
// fetches that data: URL, which makes Node load its whole fetch implementation (undici, ~20 ms
// of the console's start) only to decode it; the loader's own synchronous decoding is used instead.
export const yogaWithoutFetch = {
  name: 'yoga-without-fetch',
  setup(b) {
    b.onLoad({ filter: /yoga-layout[\\/]dist[\\/]binaries[\\/]yoga-wasm-base64-esm\.js$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      const contents = source.replaceAll('"function"!=typeof fetch', 'true');
      if (contents === source) throw new Error(`yoga-without-fetch: the loader's fetch check is no longer in ${args.path}`);
      return { contents, loader: 'js' };
    });
  },
};
// Ink turns each frame into text cell by cell (ansi-tokenize): each cell gets its own copy of
// its styles, and is diffed with the previous cell's (three Sets and two filters a cell, ~5,000
// cells a frame): most of a frame's CPU and garbage, the first frame's most of all. Patched
// without changing a result: cells share the styles array in force (the tokenizer replaces it,
// never changes it), cells with the same styles as the previous one (plain text, a reversed
// row) have nothing to diff, no styles are no text, and plain ASCII skips grapheme segmenting.
const ansiTokenizePatches = [
  { file: 'diff.js', find: 'export function diffAnsiCodes(from, to) {', add: '\n    if (from.length === to.length && from.every((code, i) => code.code === to[i].code && code.endCode === to[i].endCode)) return [];' },
  { file: 'styledChars.js', find: 'styles: [...codes],', replace: 'styles: codes,' },
  { file: 'ansiCodes.js', find: 'export function ansiCodesToString(codes) {', add: '\n    if (codes.length === 0) return "";' },
  // A line of printable ASCII is one narrow character a grapheme: no segmenter needed.
  { file: 'tokenize.js', find: 'export function tokenize(str, endChar = Number.POSITIVE_INFINITY) {', add: '\n    if (/^[\\x20-\\x7e]*$/.test(str)) { const ret = []; for (let i = 0; i < str.length; i++) { ret.push({ type: "char", value: str[i], fullWidth: false }); if (i + 1 >= endChar) break; } return ret; }' },
];
export const ansiTokenizeShortcuts = {
  name: 'ansi-tokenize-shortcuts',
  setup(b) {
    b.onLoad({ filter: /@alcalzone[\\/]ansi-tokenize[\\/]build[\\/](diff|styledChars|ansiCodes|tokenize)\.js$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      const patch = ansiTokenizePatches.find((p) => args.path.endsWith(p.file));
      const contents = patch ? source.replace(patch.find, patch.replace ?? `${patch.find}${patch.add}`) : source;
      if (contents === source) throw new Error(`ansi-tokenize-shortcuts: \`${patch?.find}\` is no longer in ${args.path}`);
      return { contents, loader: 'js' };
    });
  },
};
// string-width builds its RGI emoji expression (~20 ms: every emoji sequence of Unicode) when
// loaded, and Ink's first frame needs it only because of a non-ASCII character such as `·`.
// Only a text with a non-ASCII character and an emoji code point can be an RGI emoji (a keycap
// has U+FE0F): the expression is built when such a text first shows.
export const stringWidthLazyEmoji = {
  name: 'string-width-lazy-emoji',
  setup(b) {
    const find = 'const rgiEmojiRegex = /^\\p{RGI_Emoji}$/v;';
    const lazy = [
      'let careopsRgiEmoji;',
      'const careopsNonAscii = /[^\\x00-\\x7f]/;',
      'const careopsEmoji = /\\p{Emoji}/u;',
      'const rgiEmojiRegex = { test: (segment) => careopsNonAscii.test(segment) && careopsEmoji.test(segment) && (careopsRgiEmoji ??= /^\\p{RGI_Emoji}$/v).test(segment) };',
    ].join('\n');
    b.onLoad({ filter: /[\\/]node_modules[\\/]string-width[\\/]index\.js$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (source.includes(find)) return { contents: source.replace(find, () => lazy), loader: 'js' };
      // Older copies (wrap-ansi's) have no such expression; the one Ink measures with must.
      if (args.path === resolve('node_modules/string-width/index.js')) throw new Error(`string-width-lazy-emoji: the RGI emoji expression is no longer in ${args.path}`);
      return undefined;
    });
  },
};
// Ink fills each frame's grid with a new blank cell object (and styles array) per cell before
// writing the text over it: ~5,000 objects a frame for the garbage collector. One frozen blank
// cell serves them all (cells are replaced, never changed).
export const inkSharedBlankCell = {
  name: 'ink-shared-blank-cell',
  setup(b) {
    b.onLoad({ filter: /[\\/]ink[\\/]build[\\/]output\.js$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      const blank = /row\.push\(\{\s*type: 'char',\s*value: ' ',\s*fullWidth: false,\s*styles: \[\],\s*\}\);/;
      if (!blank.test(source)) throw new Error(`ink-shared-blank-cell: the blank cell is no longer in ${args.path}`);
      const shared = "const careopsBlankCell = Object.freeze({ type: 'char', value: ' ', fullWidth: false, styles: Object.freeze([]) });\n";
      return { contents: shared + source.replace(blank, 'row.push(careopsBlankCell);'), loader: 'js' };
    });
  },
};
