import { loadAreaMessages } from '@careops/core/i18n';
import { lazy, Suspense, useEffect, useState } from 'react';
import { nextTask, whenPageSettles } from '../keyboard/load-when-settled';
import { keepEarlyKeys, onFirstKeptKey, replayEarlyKeys } from './early-keys';

// Keys pressed from the shell's first paint on are kept until the layer listens (early-keys.ts).
keepEarlyKeys();

// The layer (the palette with cmdk, the command registry with its schemas) is a lot of code to
// evaluate: in one go, on a phone, it was the order list's longest task and delayed the list.
// It loads once the page has settled, or at once when first wanted (a kept key or palette
// request), in steps that are each their own task. The palette lists every area's commands
// and records, so it waits for the areas' messages too.
let layerModule: Promise<typeof import('../keyboard/keyboard-layer')> | null = null;
function loadLayer(): Promise<typeof import('../keyboard/keyboard-layer')> {
  return (layerModule ??= (async () => {
    await loadAreaMessages();
    await nextTask();
    await import('../keyboard/console-registry');
    await nextTask();
    return import('../keyboard/keyboard-layer');
  })());
}
const KeyboardLayer = lazy(() => loadLayer().then((m) => ({ default: m.KeyboardLayer })));

/** Rendered after KeyboardLayer, so its effect runs once the layer's listeners are in place. */
function ReplayEarlyKeys() {
  useEffect(() => replayEarlyKeys(), []);
  return null;
}

/** The keyboard layer (platform/keyboard), loaded once the page has settled or when first wanted. */
export function DeferredKeyboardLayer() {
  const [wanted, setWanted] = useState(() => layerModule !== null);
  useEffect(() => {
    if (wanted) return undefined;
    const want = () => {
      void loadLayer();
      setWanted(true);
    };
    const cancelKey = onFirstKeptKey(want);
    const cancelSettled = whenPageSettles(want);
    return () => {
      cancelKey();
      cancelSettled();
    };
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <KeyboardLayer />
      <ReplayEarlyKeys />
    </Suspense>
  );
}
