/**
 * The web console's area parts of the English catalogue: empty until `loadAreaMessages()` has
 * fetched them as their own chunk (en-area-messages.ts), so /login and the signed-in home do not
 * download the texts of pages they do not show. Area pages, the palette and the terminal window
 * wait for it before they render (apps/web: shell/lazy-page.ts, layout/keyboard-loader.tsx,
 * terminal/terminal-panel.tsx). Replaces en-area-parts.ts in the web build (apps/web/vite.config.ts).
 */
export const englishAreaParts: Array<Readonly<Record<string, string>>> = [];

let loading: Promise<void> | undefined;

/** Fetches the area parts once; every caller shares the same download. */
export function loadAreaMessages(): Promise<void> {
  loading ??= import('./en-area-messages').then(
    ({ englishAreaMessages }) => {
      englishAreaParts.push(...englishAreaMessages);
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
