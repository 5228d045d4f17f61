/**
 * The process streams and environment a command runs with. `main` builds the real one; every
 * other module receives it, so nothing below `main` reaches for `process` directly.
 */
export interface Io {
  stdin: NodeJS.ReadableStream & { isTTY?: boolean; setRawMode?(mode: boolean): unknown };
  stdout: NodeJS.WritableStream & { isTTY?: boolean; columns?: number };
  stderr: NodeJS.WritableStream & { isTTY?: boolean; columns?: number };
  env: Record<string, string | undefined>;
}

export function processIo(): Io {
  return { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, env: process.env };
}

/** True when a person can answer prompts: stdin and stderr (where prompts go) are terminals. */
export function canPrompt(io: Io): boolean {
  return io.stdin.isTTY === true && io.stderr.isTTY === true;
}

export function writeLine(stream: NodeJS.WritableStream, text: string): void {
  stream.write(text.endsWith('\n') ? text : `${text}\n`);
}
