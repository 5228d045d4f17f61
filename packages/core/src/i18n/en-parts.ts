import { englishAreaParts } from './en-area-parts';
import { commandsMessages } from './messages/commands';
import { dailyMessages } from './messages/daily';
import { foundationMessages } from './messages/foundation';
import { keyboardMessages } from './messages/keyboard';
import { resourcesMessages } from './messages/resources';
import { serverMessages } from './messages/server';
import { systemMessages } from './messages/system';
import { webMessages } from './messages/web';

/**
 * The English catalogue's parts, one per face file, as `en` composes them. `t` looks a key up
 * part by part instead of in the merged `en`: merging ~1,000 keys into one object costs more at
 * start-up than all the CLI's other messages together (docs/cli.md, Start-up). Keys never
 * collide (catalogue.test.ts), so the order does not change an answer.
 *
 * The shell's parts (login, the signed-in shell and home, shared errors and commands) are here;
 * the areas' parts are in en-area-messages.ts, which the web console loads with the first area
 * page instead of in its entry chunk (docs/web-console.md, Delivery).
 */
const englishShellParts: ReadonlyArray<Readonly<Record<string, string>>> = [
  foundationMessages,
  webMessages,
  keyboardMessages,
  serverMessages,
  commandsMessages,
  systemMessages,
  resourcesMessages,
  dailyMessages,
];

/** Every part present at start-up: all of them on the CLI and the server, the shell's in the web. */
export const englishParts: ReadonlyArray<Readonly<Record<string, string>>> = [...englishShellParts, ...englishAreaParts];

/** The English text of `key`, or undefined when no part loaded so far has it. */
export function englishText(key: string): string | undefined {
  for (const part of englishShellParts) {
    if (Object.hasOwn(part, key)) return part[key];
  }
  for (const part of englishAreaParts) {
    if (Object.hasOwn(part, key)) return part[key];
  }
  return undefined;
}
