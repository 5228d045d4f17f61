import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { CliError } from '../errors/cli-error';
import { inputReader } from './input-reader';
import type { Io } from './io';

const dir = mkdtempSync(join(tmpdir(), 'careops-input-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function ioWith(stdin: PassThrough & { isTTY?: boolean }): Io {
  return { stdin, stdout: new PassThrough(), stderr: new PassThrough(), env: {} };
}

describe('inputReader', () => {
  it('reads piped stdin to its end, once, for every reader of the run', async () => {
    const stdin = new PassThrough();
    const read = inputReader(ioWith(stdin));
    const first = read('stdin');
    stdin.end('1\n2\n');
    expect(await first).toBe('1\n2\n');
    expect(await read('stdin')).toBe('1\n2\n');
  });

  it('gives null for stdin on a terminal: nothing was piped', async () => {
    const stdin = Object.assign(new PassThrough(), { isTTY: true });
    expect(await inputReader(ioWith(stdin))('stdin')).toBeNull();
  });

  it('reads a file, and names a file it cannot read as a usage error', async () => {
    const file = join(dir, 'ids.txt');
    writeFileSync(file, '7 8\n');
    const read = inputReader(ioWith(new PassThrough()));
    expect(await read({ file })).toBe('7 8\n');
    const missing = read({ file: join(dir, 'nope.txt') });
    await expect(missing).rejects.toBeInstanceOf(CliError);
    await expect(missing).rejects.toThrow(/cannot read .*nope\.txt: ENOENT/);
  });
});
