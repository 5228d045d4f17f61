import { loadAreaMessages } from '@careops/core/i18n';
import { lazy, Suspense, useEffect } from 'react';
import { keepEarlyKeys, replayEarlyKeys } from './early-keys';

// Fetched as soon as the shell's code runs, in parallel with its first render, so the shell
// paints without waiting for the palette (cmdk, the dialog) and the command registry.
keepEarlyKeys();
// The palette lists every area's commands and records, so it waits for the areas' messages too.
const keyboardModule = Promise.all([import('../keyboard/keyboard-layer'), loadAreaMessages()]).then(([m]) => m);
const KeyboardLayer = lazy(() => keyboardModule.then((m) => ({ default: m.KeyboardLayer })));

/** Rendered after KeyboardLayer, so its effect runs once the layer's listeners are in place. */
function ReplayEarlyKeys() {
  useEffect(() => replayEarlyKeys(), []);
  return null;
}

/** The keyboard layer (apps/web/src/keyboard), loaded right after the shell's first paint. */
export function DeferredKeyboardLayer() {
  return (
    <Suspense fallback={null}>
      <KeyboardLayer />
      <ReplayEarlyKeys />
    </Suspense>
  );
}
