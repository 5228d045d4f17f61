import { englishAreaMessages } from './en-area-messages';

/**
 * The area parts of the English catalogue `t` looks keys up in after the shell's parts. On the
 * CLI and the server they are present from the start; the web build swaps this module for
 * en-area-parts.browser.ts (apps/web/vite.config.ts), which fetches them on demand.
 */
export const englishAreaParts: ReadonlyArray<Readonly<Record<string, string>>> = englishAreaMessages;

/** Resolves once the area parts are there; here they always are. */
export function loadAreaMessages(): Promise<void> {
  return Promise.resolve();
}
