import { describe, expect, it, vi } from 'vitest';
import { openPalette, openShortcutSheet, PALETTE_EVENT, SHORTCUTS_EVENT } from '../keyboard/keyboard-events';
import { keepEarlyKeys, onFirstKeptKey, replayEarlyKeys } from './early-keys';

// The events need only an EventTarget for a window (Node's own; no DOM library here).
vi.stubGlobal('window', new EventTarget());

describe('early keys and events', () => {
  it('keeps the palette and shortcut-sheet events sent before the keyboard layer listens, and sends them again', () => {
    keepEarlyKeys();
    openPalette({ query: '>' });
    openShortcutSheet();
    const heard: Array<[string, unknown]> = [];
    const listen = (event: Event) => heard.push([event.type, (event as CustomEvent<unknown>).detail]);
    window.addEventListener(PALETTE_EVENT, listen);
    window.addEventListener(SHORTCUTS_EVENT, listen);
    replayEarlyKeys();
    expect(heard).toEqual([
      [PALETTE_EVENT, { query: '>' }],
      [SHORTCUTS_EVENT, null],
    ]);
    // Once the layer listens, nothing is kept: an event reaches it once.
    heard.length = 0;
    openPalette();
    replayEarlyKeys();
    expect(heard).toEqual([[PALETTE_EVENT, {}]]);
  });

  it('tells the layer loader once, on the first kept event, and not after it was cancelled', () => {
    keepEarlyKeys();
    const calls: string[] = [];
    const cancel = onFirstKeptKey(() => calls.push('cancelled one'));
    cancel();
    onFirstKeptKey(() => calls.push('loader'));
    expect(calls).toEqual([]);
    openPalette();
    openShortcutSheet();
    expect(calls).toEqual(['loader']);
    replayEarlyKeys();
  });
});
