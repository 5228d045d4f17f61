/**
 * The keyboard layer loads right after the shell's first paint (layout/keyboard-loader.tsx).
 * Key presses in that gap are kept here and handed to it once it listens, so a Ctrl+K or a
 * `g h` typed the moment the console appears is not lost. Keys typed into fields are the
 * fields' business and are not kept.
 */
const MAX_KEPT = 20;

let kept: KeyboardEventInit[] | null = null;

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
  window.addEventListener('keydown', onKeyDown, true);
}

/** Stops keeping and replays what was kept to the now-listening keyboard layer. */
export function replayEarlyKeys(): void {
  const replay = kept ?? [];
  kept = null;
  window.removeEventListener('keydown', onKeyDown, true);
  for (const init of replay) {
    const target = document.activeElement instanceof HTMLElement ? document.activeElement : document.body;
    target.dispatchEvent(new KeyboardEvent('keydown', { ...init, bubbles: true, cancelable: true, composed: true }));
  }
}
