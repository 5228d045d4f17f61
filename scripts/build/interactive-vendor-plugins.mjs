// esbuild plugins for the interactive vendor file of the CLI (dist/interactive.cjs: Ink, React,
// yoga): what is left out and what is patched, each patch failing the build when the code it
// patches is no longer there (docs/terminal-console.md, Start-up).
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The string-width Ink measures with (wrap-ansi has an older copy of its own). */
const inkStringWidth = resolve('node_modules/string-width/index.js');

/** `source` with `find`, found there exactly once, replaced; else the build fails naming `plugin`. */
function replaceOnce(plugin, path, source, find, replace) {
  if (source.split(find).length !== 2) throw new Error(`${plugin}: \`${find}\` is no longer in ${path} once`);
  return source.replace(find, () => replace);
}

export const noReactDevtools = {
  name: 'no-react-devtools',
  setup(b) {
    // ws only serves the DevTools' connection (Ink's window polyfill): 130 kB less to compile on every console start.
    b.onResolve({ filter: /^(react-devtools-core|ws)$/ }, (args) => ({ path: args.path, namespace: 'no-react-devtools' }));
    b.onLoad({ filter: /.*/, namespace: 'no-react-devtools' }, () => ({ contents: 'export default {};' }));
  },
};
// dist/interactive.cjs is a CommonJS function run through V8's code cache (the launcher,
// apps/cli/src/launch/run-program.ts), which cannot hold a top-level await; yoga (Ink's layout)
// has one, and Ink's reconciler two. Yoga starts with `wrapAssembly(await loadYoga())` because
// its emscripten loader compiles the WebAssembly asynchronously (fetching its base64 data: URL
// where a global fetch exists, which would load Node's whole fetch implementation). Emscripten's
// `instantiateWasm` option lets the caller instantiate it: given the data: URL, it decodes it
// with Buffer (native; the loader's atob loop took ~4 ms), compiles the module synchronously
// (~70 kB), and the runtime is ready when the loader returns. Each patch fails the build when
// the code it replaces is no longer there.
const topLevelAwaitPatches = [
  {
    file: /yoga-layout[\\/]dist[\\/]binaries[\\/]yoga-wasm-base64-esm\.js$/,
    find: 'if(h.instantiateWasm)try{return h.instantiateWasm(d,\na)}',
    replace: 'if(h.instantiateWasm)try{return h.instantiateWasm(d,a,H)}',
  },
  {
    file: /yoga-layout[\\/]dist[\\/]src[\\/]index\.js$/,
    find: 'const Yoga = wrapAssembly(await loadYoga());',
    replace: [
      "const careopsWasmUrl = 'data:application/octet-stream;base64,';",
      'const careopsWasm = (url) => {',
      "  if (!url.startsWith(careopsWasmUrl)) throw new Error('yoga-layout: its WebAssembly is no longer inline');",
      "  return new WebAssembly.Module(Buffer.from(url.slice(careopsWasmUrl.length), 'base64'));",
      '};',
      'const careopsYoga = { instantiateWasm: (imports, ready, url) => (ready(new WebAssembly.Instance(careopsWasm(url), imports)), {}) };',
      'loadYoga(careopsYoga).catch(() => {});',
      "if (!careopsYoga.calledRun) throw new Error('yoga-layout did not start synchronously');",
      'const Yoga = wrapAssembly(careopsYoga);',
    ].join('\n'),
  },
  // React DevTools are left out (no-react-devtools), so Ink's DEV=true switch loads none.
  { file: /[\\/]ink[\\/]build[\\/]reconciler\.js$/, find: "await import('./devtools.js');", replace: 'void 0;' },
  { file: /[\\/]ink[\\/]build[\\/]reconciler\.js$/, find: '? await loadPackageJson()', replace: '? { name: undefined, version: undefined }' },
];
export const noTopLevelAwait = {
  name: 'no-top-level-await',
  setup(b) {
    b.onLoad({ filter: /(yoga-wasm-base64-esm|yoga-layout[\\/]dist[\\/]src[\\/]index|ink[\\/]build[\\/]reconciler)\.js$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      let contents = source;
      for (const patch of topLevelAwaitPatches.filter((p) => p.file.test(args.path))) {
        if (!contents.includes(patch.find)) throw new Error(`no-top-level-await: \`${patch.find}\` is no longer in ${args.path}`);
        contents = contents.replace(patch.find, () => patch.replace);
      }
      return contents === source ? undefined : { contents, loader: 'js' };
    });
  },
};
// Ink turns each frame into text cell by cell (ansi-tokenize): each cell gets its own copy of
// its styles, and is diffed with the previous cell's (three Sets and two filters a cell, ~5,000
// cells a frame): most of a frame's CPU and garbage, the first frame's most of all. Patched
// without changing a result: cells share the styles array in force (the tokenizer replaces it,
// never changes it), cells with the same styles as the previous one (plain text, a reversed
// row) have nothing to diff, no styles are no text, and plain ASCII skips grapheme segmenting.
/**
 * The body `styledCharsToString(chars)` of ansi-tokenize starts with: a row of a frame diffs the
 * styles only where they change (cells share the array in force, and equal ones diff to
 * nothing), not at each of its ~140 cells. The same text (tests/cli/ink-row-text.test.ts).
 */
export const rowToText =
  'let ret = ""; let prev = []; for (const char of chars) { if (char.styles !== prev) { ret += ansiCodesToString(diffAnsiCodes(prev, char.styles)); prev = char.styles; } ret += char.value; } return ret + ansiCodesToString(diffAnsiCodes(prev, []));';
const ansiTokenizePatches = [
  { file: 'diff.js', find: 'export function diffAnsiCodes(from, to) {', add: '\n    if (from.length === to.length && from.every((code, i) => code.code === to[i].code && code.endCode === to[i].endCode)) return [];' },
  { file: 'styledChars.js', find: 'styles: [...codes],', replace: 'styles: codes,' },
  { file: 'styledChars.js', find: 'export function styledCharsToString(chars) {', add: `\n    { ${rowToText} }` },
  { file: 'ansiCodes.js', find: 'export function ansiCodesToString(codes) {', add: '\n    if (codes.length === 0) return "";' },
  // A line of printable ASCII is one narrow character a grapheme: no segmenter needed.
  { file: 'tokenize.js', find: 'export function tokenize(str, endChar = Number.POSITIVE_INFINITY) {', add: '\n    if (/^[\\x20-\\x7e]*$/.test(str)) { const ret = []; for (let i = 0; i < str.length; i++) { ret.push({ type: "char", value: str[i], fullWidth: false }); if (i + 1 >= endChar) break; } return ret; }' },
];
export const ansiTokenizeShortcuts = {
  name: 'ansi-tokenize-shortcuts',
  setup(b) {
    b.onLoad({ filter: /@alcalzone[\\/]ansi-tokenize[\\/]build[\\/](diff|styledChars|ansiCodes|tokenize)\.js$/ }, (args) => {
      let contents = readFileSync(args.path, 'utf8');
      for (const patch of ansiTokenizePatches.filter((p) => args.path.endsWith(p.file))) {
        contents = replaceOnce('ansi-tokenize-shortcuts', args.path, contents, patch.find, patch.replace ?? `${patch.find}${patch.add}`);
      }
      return { contents: withLazySegmenter(args.path, contents), loader: 'js' };
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
      if (source.includes(find)) return { contents: withLazySegmenter(args.path, source.replace(find, () => lazy)), loader: 'js' };
      // Older copies (wrap-ansi's) have no such expression; the one Ink measures with must.
      if (args.path === inkStringWidth) throw new Error(`string-width-lazy-emoji: the RGI emoji expression is no longer in ${args.path}`);
      const contents = withLazySegmenter(args.path, source);
      return contents === source ? undefined : { contents, loader: 'js' };
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
// Ink 6.8's incremental writer goes back up one row too few before redrawing a frame that ended
// with a newline (every frame shorter than the terminal, as the console's are): the cursor sits
// on the row under the frame, so each changed line lands one row low (the header's counts line
// over the title when the live channel connects). It goes up the frame's whole height then.
export const inkIncrementalRewind = {
  name: 'ink-incremental-rewind',
  setup(b) {
    b.onLoad({ filter: /[\\/]ink[\\/]build[\\/]log-update\.js$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      const find = 'buffer.push(ansiEscapes.cursorUp(previousVisible - 1));';
      const replace = "buffer.push(ansiEscapes.cursorUp(previousOutput.endsWith('\\n') ? previousVisible : previousVisible - 1));";
      return { contents: replaceOnce('ink-incremental-rewind', args.path, source, find, replace), loader: 'js' };
    });
  },
};
// Ink's first frame made Intl.Segmenter's first grapheme segmentation (loading ICU's break rules,
// ~8 ms) for the `·` of the header and the bold escape of the title. Four modules made a
// segmenter when loaded; each is made when first asked now. Ink's string-width and ansi-tokenize
// (what a frame measures and turns to text with) also answer a text of "simple" characters
// without it: printable ASCII, ESC, and the common narrow punctuation, Latin, arrows and box
// drawing below, each of which is a grapheme of its own whatever is beside it (none extends,
// prepends or joins). The segments are the ones Intl.Segmenter gives, checked here for every
// character of the class when the build runs, so nothing downstream can tell the difference.
const simpleTextClass = '\\x1b\\x20-\\x7e\\u00a0-\\u02ff\\u2010-\\u2027\\u2030-\\u205e\\u2190-\\u21ff\\u2500-\\u257f\\u25a0-\\u25ff';
function checkSimpleTextClass() {
  const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  const inClass = new RegExp(`^[${simpleTextClass}]$`);
  for (let code = 0; code <= 0xffff; code += 1) {
    const char = String.fromCharCode(code);
    if (!inClass.test(char)) continue;
    const probe = `a${char}${char}\u001b${char}a`;
    const segments = [...graphemes.segment(probe)].map((s) => s.segment);
    if (segments.length !== probe.length) throw new Error(`lazy-grapheme-segmenters: U+${code.toString(16).padStart(4, '0')} does not stand alone as a grapheme`);
  }
}
const lazySegmenterTargets = [
  { file: (path) => path === inkStringWidth, find: 'const segmenter = new Intl.Segmenter();', name: 'segmenter', args: '', simple: true },
  { file: (path) => /[\\/]@alcalzone[\\/]ansi-tokenize[\\/]build[\\/]tokenize\.js$/.test(path), find: 'const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });', name: 'segmenter', args: 'undefined, { granularity: "grapheme" }', simple: true },
  { file: (path) => /[\\/]wrap-ansi[\\/]node_modules[\\/]string-width[\\/]index\.js$/.test(path), find: 'const segmenter = new Intl.Segmenter();', name: 'segmenter', args: '', simple: false },
  { file: (path) => /[\\/]slice-ansi[\\/]tokenize-ansi\.js$/.test(path), find: "const GRAPHEME_SEGMENTER = new Intl.Segmenter(undefined, {granularity: 'grapheme'});", name: 'GRAPHEME_SEGMENTER', args: "undefined, {granularity: 'grapheme'}", simple: false },
];
function lazySegmenter({ name, args, simple }) {
  const made = `(careopsSegmenter ??= new Intl.Segmenter(${args}))`;
  const segment = simple
    ? `(text) => (careopsSimpleText.test(text) ? Array.from(text, (segment, index) => ({ segment, index, input: text })) : ${made}.segment(text))`
    : `(text) => ${made}.segment(text)`;
  return ['let careopsSegmenter;', ...(simple ? [`const careopsSimpleText = /^[${simpleTextClass}]*$/;`] : []), `const ${name} = { segment: ${segment} };`].join('\n');
}
let simpleTextClassChecked = false;
/** `source` of the module at `path` with its segmenter made on first use (unchanged for a module that has none to patch). */
function withLazySegmenter(path, source) {
  const target = lazySegmenterTargets.find((t) => t.file(path));
  if (!target) return source;
  if (target.simple && !simpleTextClassChecked) {
    checkSimpleTextClass();
    simpleTextClassChecked = true;
  }
  const code = source.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
  const otherUses = code.match(new RegExp(`\\b${target.name}\\b(?!\\.segment\\()`, 'g')) ?? [];
  if (otherUses.length !== 1) throw new Error(`lazy-grapheme-segmenters: ${target.name} is used for more than .segment() in ${path}`);
  return replaceOnce('lazy-grapheme-segmenters', path, source, target.find, lazySegmenter(target));
}
export const lazySliceAnsiSegmenter = {
  name: 'lazy-slice-ansi-segmenter',
  setup(b) {
    b.onLoad({ filter: /[\\/]slice-ansi[\\/]tokenize-ansi\.js$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      const contents = withLazySegmenter(args.path, source);
      if (contents === source) throw new Error(`lazy-grapheme-segmenters: nothing patched in ${args.path}`);
      return { contents, loader: 'js' };
    });
  },
};
// esbuild's __toESM gives each `import … from` of a CommonJS module (React, node:process, node:fs)
// a new namespace object with a getter per export: Ink's ~60 imports built ~2,500 getters when
// dist/interactive.cjs ran. A module's namespace is made once now and shared by its importers,
// as ES modules share one (the module has finished running when first imported, so its exports
// are all there). Patched in the built file, on the helper's first line (line numbers, and so the
// source map, stay as they were); the build fails when esbuild's helper is no longer that line.
const toEsmHelper = 'var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(';
const sharedToEsm = [
  'var careopsNamespaces = [new WeakMap(), new WeakMap()];',
  'var __toESM = (mod, isNodeMode) => {',
  '  if (mod === null || (typeof mod !== "object" && typeof mod !== "function")) return careopsToESM(mod, isNodeMode);',
  '  const made = careopsNamespaces[isNodeMode ? 1 : 0];',
  '  let namespace = made.get(mod);',
  '  if (namespace === undefined) made.set(mod, (namespace = careopsToESM(mod, isNodeMode)));',
  '  return namespace;',
  '};',
  'var careopsToESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(',
].join(' ');
/** Makes the built `file`'s __toESM share one namespace object per module. */
export function shareEsmNamespaces(file) {
  const source = readFileSync(file, 'utf8');
  const lines = source.split('\n');
  const at = lines.indexOf(toEsmHelper);
  if (at < 0 || lines.indexOf(toEsmHelper, at + 1) >= 0) throw new Error(`share-esm-namespaces: esbuild's __toESM is no longer one line of ${file}`);
  lines[at] = sharedToEsm;
  writeFileSync(file, lines.join('\n'));
}
