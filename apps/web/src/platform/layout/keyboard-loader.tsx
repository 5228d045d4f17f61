import { lazy, Suspense, useEffect, useState } from 'react';
import { keepEarlyKeys, onFirstKeptKey, replayEarlyKeys } from './early-keys';

// The layer (palette, chords, the command registry with its schemas) is one long task to load
// and build: on a phone that task alone is most of the page's blocking time. It is loaded when
// first wanted — a shortcut key outside a field, the top bar's palette button, the shortcut
// sheet's link — and what was pressed meanwhile is replayed to it (early-keys.ts).
keepEarlyKeys();
let keyboardModule: Promise<typeof import('../keyboard/keyboard-layer')> | null = null;
const loadKeyboardModule = () => (keyboardModule ??= import('../keyboard/keyboard-layer'));
const KeyboardLayer = lazy(() => loadKeyboardModule().then((m) => ({ default: m.KeyboardLayer })));

/** Rendered after KeyboardLayer, so its effect runs once the layer's listeners are in place. */
function ReplayEarlyKeys() {
  useEffect(() => replayEarlyKeys(), []);
  return null;
}

/** The keyboard layer (apps/web/src/keyboard), loaded on the first key or palette request. */
export function DeferredKeyboardLayer() {
  const [wanted, setWanted] = useState(() => keyboardModule !== null);
  useEffect(() => {
    if (wanted) return;
    return onFirstKeptKey(() => {
      void loadKeyboardModule();
      setWanted(true);
    });
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <KeyboardLayer />
      <ReplayEarlyKeys />
    </Suspense>
  );
}
