import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { t } from '@careops/core/i18n';
import { CliError } from '../errors/cli-error';
import type { Io } from './io';

/**
 * Asks one line on the terminal (the question on stderr, so stdout stays clean for results).
 * With `secret`, nothing typed is echoed: once the question is written, readline's output (its
 * echo and line redraws) goes to a muted stream. Ctrl+C or Ctrl+D cancels with `cancelled`.
 */
export function promptLine(io: Io, label: string, options: { secret?: boolean } = {}): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      if (!muted) io.stderr.write(chunk);
      callback();
    },
  });
  const rl = createInterface({ input: io.stdin, output, terminal: io.stdin.isTTY === true });
  return new Promise<string>((resolve, reject) => {
    let answered = false;
    rl.on('SIGINT', () => rl.close());
    rl.on('close', () => {
      if (!answered) {
        io.stderr.write('\n');
        reject(new CliError('cancelled', t('common.cancelled')));
      }
    });
    rl.question(label, (answer) => {
      answered = true;
      rl.close();
      if (options.secret) io.stderr.write('\n');
      resolve(answer);
    });
    muted = options.secret === true;
  });
}

/** A yes/no question; anything but y/yes is no. */
export async function promptConfirm(io: Io, message: string): Promise<boolean> {
  const answer = await promptLine(io, `${message} ${t('cli.prompt.yesNo')} `);
  return /^y(es)?$/i.test(answer.trim());
}
