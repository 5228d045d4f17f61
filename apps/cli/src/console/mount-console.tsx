import { render } from 'ink';
import type { Io } from '../io/io';
import { ConsoleApp } from './view/console-app';
import { ConsoleEnvProvider, type ConsoleEnv } from './view/console-context';
import { KeyRouter } from './view/use-keys';

/** Switches to the terminal's alternate screen (the shell's screen comes back on leaving) and back. */
const ENTER_SCREEN = '\u001b[?1049h\u001b[H';
const LEAVE_SCREEN = '\u001b[?25h\u001b[?1049l';

/**
 * Nothing here: the CLI build makes each export of this module load Ink and React first
 * (scripts/build-node.mjs, interactive entries), so calling it starts their load early.
 */
export async function prepareConsole(): Promise<void> {}

/**
 * Draws the console on the terminal until the person quits. The screen is given back on quit,
 * on a crash (the error then reaches runCli, printed as any command's) and on SIGTERM/SIGHUP.
 * `afterFirstFrame` runs once the first frame is on the terminal, before Ink reads a key.
 */
export async function mountConsole(io: Io, env: ConsoleEnv, afterFirstFrame: () => Promise<void> = async () => undefined): Promise<void> {
  const stdout = io.stdout as NodeJS.WriteStream;
  const stdin = io.stdin as NodeJS.ReadStream;
  let restored = false;
  const restore = () => {
    if (restored) return;
    restored = true;
    stdout.write(LEAVE_SCREEN);
    if (stdin.isTTY) stdin.setRawMode(false);
  };
  stdout.write(ENTER_SCREEN);
  // Keys typed before Ink's first subscription would be echoed and held by the line discipline.
  if (stdin.isTTY) stdin.setRawMode(true);
  // A crash outside React (an unhandled rejection ends the process) still gives the screen back.
  process.once('exit', restore);
  const instance = render(
    <ConsoleEnvProvider value={env}>
      <KeyRouter>
        <ConsoleApp />
      </KeyRouter>
    </ConsoleEnvProvider>,
    { stdout, stdin, stderr: io.stderr as NodeJS.WriteStream, exitOnCtrlC: false, patchConsole: false, incrementalRendering: true, maxFps: 120 },
  );
  const stop = () => instance.unmount();
  process.once('SIGTERM', stop);
  process.once('SIGHUP', stop);
  try {
    // Ink drew the first frame in render() above; a key is read in a later task.
    await afterFirstFrame();
    await instance.waitUntilExit();
  } finally {
    process.off('SIGTERM', stop);
    process.off('SIGHUP', stop);
    instance.cleanup();
    restore();
    process.off('exit', restore);
  }
}
