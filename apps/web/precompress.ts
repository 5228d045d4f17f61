// Brotli and gzip copies of the built console, written beside each file (`x.js.br`, `x.js.gz`)
// so the server answers by content negotiation without compressing anything per request
// (apps/server/src/http/static-assets.ts). Compression runs once per build, at the strongest
// levels: the time is spent by the build, the bytes are saved on every phone that loads the page.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipAsync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Files worth compressing: text. Images and fonts are compressed already (or served rarely). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/** Below this size a file goes as it is: the saving would not outweigh a header and a round of decoding. */
const PRECOMPRESS_MIN_BYTES = 512;

/** A copy is kept only when it saves at least this share of the bytes; otherwise the server sends the original. */
const MIN_SAVING = 0.1;

export interface PrecompressedFile {
  /** Path relative to the directory. */
  file: string;
  bytes: number;
  /** Size of the `.br` copy, or null when none was worth writing. */
  br: number | null;
  /** Size of the `.gz` copy, or null when none was worth writing. */
  gzip: number | null;
}

function* filesUnder(dir: string, prefix = ''): Generator<string> {
  for (const entry of readdirSync(join(dir, prefix), { withFileTypes: true })) {
    // Vite's manifest under .vite/ is read by tools, never served.
    if (entry.name.startsWith('.')) continue;
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* filesUnder(dir, relative);
    else if (entry.isFile()) yield relative;
  }
}

const brotliOf = promisify(brotliCompress);
const gzipOf = promisify(gzipAsync);

const brotli = (data: Buffer) =>
  brotliOf(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });

const gzip = (data: Buffer) => gzipOf(data, { level: constants.Z_BEST_COMPRESSION });

/**
 * Writes `.br` and `.gz` beside every compressible file of `dir` (recursively) where they pay.
 * The files are compressed on libuv's thread pool, several at once.
 */
export async function precompressDirectory(dir: string): Promise<PrecompressedFile[]> {
  const files = [...filesUnder(dir)].filter((file) => COMPRESSIBLE.test(file) && statSync(join(dir, file)).size >= PRECOMPRESS_MIN_BYTES);
  return Promise.all(
    files.map(async (file) => {
      const path = join(dir, file);
      const data = readFileSync(path);
      const [br, gz] = await Promise.all([brotli(data), gzip(data)]);
      const keep = (compressed: Buffer, extension: string) => {
        if (compressed.length > data.length * (1 - MIN_SAVING)) return null;
        writeFileSync(path + extension, compressed);
        return compressed.length;
      };
      return { file, bytes: data.length, br: keep(br, '.br'), gzip: keep(gz, '.gz') };
    }),
  );
}

/** The build step: precompresses the output directory once every file is written. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'careops-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const files = await precompressDirectory(outDir);
      const sum = (pick: (f: PrecompressedFile) => number | null) => files.reduce((n, f) => n + (pick(f) ?? f.bytes), 0);
      this.info(`precompressed ${files.length} files: ${sum((f) => f.bytes)} B, brotli ${sum((f) => f.br)} B, gzip ${sum((f) => f.gzip)} B`);
    },
  };
}
