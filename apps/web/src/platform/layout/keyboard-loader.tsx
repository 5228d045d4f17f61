import { lazy, Suspense, useEffect } from 'react';
import { keepEarlyKeys, replayEarlyKeys } from './early-keys';

// Fetched as soon as the shell's code runs, in parallel with its first render, so the shell
// paints without waiting for the palette (cmdk, the dialog) and the command registry.
keepEarlyKeys();
const keyboardModule = import('../keyboard/keyboard-layer');
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
