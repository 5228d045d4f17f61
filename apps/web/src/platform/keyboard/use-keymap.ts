import { useEffect, useMemo, useRef, useState } from 'react';
import { createKeymap, emptyChord, strokeOf, type ChordState, type KeyBinding, type KeyTarget } from './keymap';

/** True on macOS / iOS, where `mod` is ⌘. */
export function detectMac(): boolean {
  const nav = navigator as Navigator & { userAgentData?: { platform?: string } };
  const platform = nav.userAgentData?.platform ?? nav.platform ?? '';
  return /mac|iphone|ipad|ipod/i.test(platform);
}

const TEXT_INPUT_TYPES = new Set(['', 'text', 'search', 'email', 'password', 'number', 'tel', 'url', 'date', 'datetime-local', 'month', 'time', 'week']);

/** Whether keys pressed on this element are typing: text inputs, textareas, selects, contenteditable. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return TEXT_INPUT_TYPES.has(target.type.toLowerCase());
  return target.closest('[contenteditable=""], [contenteditable="true"], [role="textbox"], [role="combobox"]') !== null;
}

const OPEN_OVERLAY = '[role="dialog"]:not([data-state="closed"]), [role="alertdialog"]:not([data-state="closed"]), dialog[open], [role="menu"]';

/** Whether a dialog, menu or panel is open (plain-key shortcuts then stay quiet). */
export function isOverlayOpen(): boolean {
  for (const el of document.querySelectorAll(OPEN_OVERLAY)) if (el.getClientRects().length > 0) return true;
  return false;
}

function targetOf(event: KeyboardEvent): KeyTarget {
  const origin = event.composedPath()[0] ?? event.target;
  return { typing: isTypingTarget(origin), overlayOpen: isOverlayOpen() };
}

export interface UseKeymapOptions {
  isMac: boolean;
  chordTimeoutMs?: number;
}

/**
 * Listens to keydown on the window and runs `onRun(id, event)` for the binding that matches.
 * Returns the strokes of a chord in progress (for the "g …" indicator). Events another handler
 * already took (defaultPrevented), key repeats and IME composition are ignored.
 */
export function useKeymap(bindings: KeyBinding[], onRun: (id: string, event: KeyboardEvent) => void, options: UseKeymapOptions): string[] {
  const signature = bindings.map((b) => `${b.id}=${b.keys}`).join('\n');
  const keymap = useMemo(
    () => createKeymap(bindings, options),
    // Rebuilt only when the bindings' content changes, not on every new array.
    [signature, options.isMac, options.chordTimeoutMs],
  );
  const runRef = useRef(onRun);
  runRef.current = onRun;
  const [pending, setPending] = useState<string[]>([]);

  useEffect(() => {
    if (keymap.conflicts.length > 0) console.warn('careops keyboard: shortcuts shadowed by earlier ones', keymap.conflicts);
    let state: ChordState = emptyChord;
    let clearTimer: ReturnType<typeof setTimeout> | undefined;
    const timeout = options.chordTimeoutMs ?? 1000;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || event.repeat) return;
      const stroke = strokeOf(event);
      if (!stroke) return;
      const step = keymap.match(state, stroke, event.timeStamp || performance.now(), targetOf(event));
      state = step.state;
      clearTimeout(clearTimer);
      if (step.outcome.type === 'pending') {
        event.preventDefault();
        setPending(step.outcome.strokes);
        clearTimer = setTimeout(() => {
          state = emptyChord;
          setPending([]);
        }, timeout);
        return;
      }
      setPending((p) => (p.length === 0 ? p : []));
      if (step.outcome.type === 'run') {
        event.preventDefault();
        runRef.current(step.outcome.id, event);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      clearTimeout(clearTimer);
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [keymap, options.chordTimeoutMs]);

  return pending;
}
