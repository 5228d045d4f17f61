// The real entry of `careops` (bundled to dist/program.cjs, run by dist/main.cjs through V8's
// code cache; src/launch/). The only place that exits the process. No top-level await: the
// bundle is a CommonJS function.
import { processIo } from './io/io';
import { runCli } from './program/run-cli';

const flushed = (stream: NodeJS.WriteStream) => new Promise<void>((resolve) => stream.write('', () => resolve()));

// A reader that stops early (`careops … | head`) is not an error of ours.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
}

void runCli(process.argv.slice(2), processIo()).then(async (code) => {
  await Promise.all([flushed(process.stdout), flushed(process.stderr)]);
  process.exit(code);
});
