import { loadAreaMessages } from '@careops/core/i18n';
import { lazy, Suspense, useEffect, useState } from 'react';
import { detailOf, TERMINAL_EVENT, type TerminalEventDetail } from '../keyboard/keyboard-events';

// The terminal's code loads the first time it opens, keeping the console's first load small.
const TerminalWindow = lazy(() =>
  Promise.all([import('./terminal-window'), loadAreaMessages()]).then(([m]) => ({ default: m.TerminalWindow })),
);

/** Text to put at the prompt when the terminal opens (from the palette); `n` makes each request new. */
export interface TerminalSeed {
  input: string;
  n: number;
}

/**
 * The terminal panel: opened and closed by Ctrl+` (the keyboard layer), the top bar's button
 * and the palette, all through the `careops:terminal` window event. Rendered once by the shell.
 */
export function TerminalPanel() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [seed, setSeed] = useState<TerminalSeed | null>(null);

  useEffect(() => {
    let n = 0;
    const onEvent = (event: Event) => {
      const { action = 'toggle', input } = detailOf<TerminalEventDetail>(event);
      setUsed(true);
      setOpen((was) => (action === 'toggle' ? !was : action === 'open'));
      if (input !== undefined && action !== 'close') setSeed({ input, n: ++n });
    };
    window.addEventListener(TERMINAL_EVENT, onEvent);
    return () => window.removeEventListener(TERMINAL_EVENT, onEvent);
  }, []);

  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <TerminalWindow open={open} onOpenChange={setOpen} seed={seed} />
    </Suspense>
  );
}
