import { PALETTE_EVENT, SHORTCUTS_EVENT } from '../keyboard/keyboard-events';

/**
 * The keyboard layer loads once the page has settled, or at once on the first key or event kept
 * here (layout/keyboard-loader.tsx). Key presses until it listens are kept and handed to it
 * then (unless the page's own shortcuts took them: each key acts once), so a Ctrl+K or a `g h`
 * typed the moment the console appears is not lost. Keys typed into fields are the fields'
 * business and are not kept, unless they hold Ctrl, ⌘ or Alt; nor are Escape, Enter, Tab or
 * arrows, which are never the layer's. The same holds for the top bar's palette button and the
 * shortcut sheet's link: their window events are kept and sent again.
 */
const MAX_KEPT = 20;
const LAYER_EVENTS = [PALETTE_EVENT, SHORTCUTS_EVENT];

/** A kept key press: what to replay, and the original, to see whether the page took it meanwhile. */
interface KeptKey {
  init: KeyboardEventInit;
  original: KeyboardEvent;
  preventedHere: boolean;
}

let kept: KeptKey[] | null = null;
let keptEvents: Array<{ type: string; detail: unknown }> = [];
const firstKeptListeners = new Set<() => void>();

/** Tells whoever waits for the first kept key or event (the layer's loader) that one came. */
function announceKept(): void {
  for (const listener of [...firstKeptListeners]) listener();
  firstKeptListeners.clear();
}

function onLayerEvent(event: Event): void {
  if (!kept) return;
  if (keptEvents.length < MAX_KEPT) keptEvents.push({ type: event.type, detail: (event as CustomEvent<unknown>).detail });
  announceKept();
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(target.type);
}

function onKeyDown(event: KeyboardEvent): void {
  if (!kept || event.defaultPrevented || event.repeat || event.isComposing) return;
  const { key, code, ctrlKey, metaKey, shiftKey, altKey } = event;
  // Shortcuts with Ctrl/⌘/Alt work from a field too (the layer's keymap); plain keys do not.
  if (isTyping(event.target) && !(ctrlKey || metaKey || altKey)) return;
  // Only what may be a shortcut: a printable key, or one held with Ctrl/⌘/Alt (not a modifier
  // alone). Escape, Enter, Tab and arrows are the page's own and must not reach it twice.
  if (['Control', 'Meta', 'Alt', 'Shift'].includes(key) || (key.length !== 1 && !(ctrlKey || metaKey || altKey))) return;
  // The browser's own meaning of Ctrl/⌘+K and Ctrl+` (address bar, tab switching) must not win.
  const preventedHere = (ctrlKey || metaKey) && (key.toLowerCase() === 'k' || key === '`');
  if (preventedHere) event.preventDefault();
  if (kept.length < MAX_KEPT) kept.push({ init: { key, code, ctrlKey, metaKey, shiftKey, altKey }, original: event, preventedHere });
  announceKept();
}

/** Calls `listener` once, on the next key or event kept; returns a function that cancels it. */
export function onFirstKeptKey(listener: () => void): () => void {
  firstKeptListeners.add(listener);
  return () => {
    firstKeptListeners.delete(listener);
  };
}

/** Starts keeping key presses (called when the shell's code arrives). */
export function keepEarlyKeys(): void {
  if (kept) return;
  kept = [];
  keptEvents = [];
  window.addEventListener('keydown', onKeyDown, true);
  for (const type of LAYER_EVENTS) window.addEventListener(type, onLayerEvent);
}

/** Stops keeping and replays what was kept to the now-listening keyboard layer. */
export function replayEarlyKeys(): void {
  const replay = kept ?? [];
  const events = keptEvents;
  kept = null;
  keptEvents = [];
  window.removeEventListener('keydown', onKeyDown, true);
  for (const type of LAYER_EVENTS) window.removeEventListener(type, onLayerEvent);
  for (const { init, original, preventedHere } of replay) {
    // A key the page's own shortcuts took (a list's `x`) was handled: sent again, it would act twice.
    if (original.defaultPrevented && !preventedHere) continue;
    const target = document.activeElement instanceof HTMLElement ? document.activeElement : document.body;
    target.dispatchEvent(new KeyboardEvent('keydown', { ...init, bubbles: true, cancelable: true, composed: true }));
  }
  for (const { type, detail } of events) window.dispatchEvent(new CustomEvent(type, { detail }));
}
