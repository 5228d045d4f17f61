import { PALETTE_EVENT, SHORTCUTS_EVENT } from '../keyboard/keyboard-events';

/**
 * The keyboard layer loads right after the shell's first paint (layout/keyboard-loader.tsx).
 * Key presses in that gap are kept here and handed to it once it listens, so a Ctrl+K or a
 * `g h` typed the moment the console appears is not lost. Keys typed into fields are the
 * fields' business and are not kept. The same holds for the top bar's palette button and the
 * shortcut sheet's link: their window events are kept and sent again.
 */
const MAX_KEPT = 20;
const LAYER_EVENTS = [PALETTE_EVENT, SHORTCUTS_EVENT];

let kept: KeyboardEventInit[] | null = null;
let keptEvents: Array<{ type: string; detail: unknown }> = [];

function onLayerEvent(event: Event): void {
  if (kept && keptEvents.length < MAX_KEPT) keptEvents.push({ type: event.type, detail: (event as CustomEvent<unknown>).detail });
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(target.type);
}

function onKeyDown(event: KeyboardEvent): void {
  if (!kept || event.defaultPrevented || event.repeat || event.isComposing || isTyping(event.target)) return;
  const { key, code, ctrlKey, metaKey, shiftKey, altKey } = event;
  // The browser's own meaning of Ctrl/⌘+K and Ctrl+` (address bar, tab switching) must not win.
  if ((ctrlKey || metaKey) && (key.toLowerCase() === 'k' || key === '`')) event.preventDefault();
  if (kept.length < MAX_KEPT) kept.push({ key, code, ctrlKey, metaKey, shiftKey, altKey });
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
  for (const init of replay) {
    const target = document.activeElement instanceof HTMLElement ? document.activeElement : document.body;
    target.dispatchEvent(new KeyboardEvent('keydown', { ...init, bubbles: true, cancelable: true, composed: true }));
  }
  for (const { type, detail } of events) window.dispatchEvent(new CustomEvent(type, { detail }));
}
