import { openAsBlob } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { t } from '@careops/core/i18n';
import { CliError } from '../errors/cli-error';
import type { Io } from './io';

/** Everything on a stream until it ends. */
export function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const chunks: string[] = [];
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => chunks.push(chunk));
    stream.on('end', () => resolve(chunks.join('')));
    stream.on('error', reject);
    stream.resume();
  });
}

/**
 * `ctx.readInput` of `careops`: a file by path, or piped stdin (read once, to its end, and
 * shared by every reader of this run). Stdin on a terminal gives null: nothing was piped.
 */
export function inputReader(io: Io): (source: { file: string } | 'stdin') => Promise<string | null> {
  let stdin: Promise<string> | undefined;
  return async (source) => {
    if (source === 'stdin') {
      if (io.stdin.isTTY) return null;
      stdin ??= readAll(io.stdin);
      return stdin;
    }
    try {
      return await readFile(source.file, 'utf8');
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code ?? String(error);
      throw new CliError('usage', t('resources.error.readFile', { file: source.file, reason }), { cause: error });
    }
  };
}

/**
 * `ctx.readFileBlob` of `careops`: a file to upload, opened as a blob (its size known before
 * its bytes are read). A file that cannot be opened is a usage error naming it, as readInput's.
 */
export async function fileBlob(file: string): Promise<{ name: string; blob: Blob }> {
  try {
    return { name: basename(file), blob: await openAsBlob(file) };
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new CliError('usage', t('resources.error.readFile', { file, reason }), { cause: error });
  }
}
