import { describe, expect, it } from 'vitest';
import { bindingLabels, createKeymap, emptyChord, parseBinding, strokeOf, type ChordState, type KeyTarget } from './keymap';

const idle: KeyTarget = { typing: false, overlayOpen: false };
const typing: KeyTarget = { typing: true, overlayOpen: false };
const overlay: KeyTarget = { typing: false, overlayOpen: true };

describe('strokeOf', () => {
  it('normalises letters, modifiers and symbols', () => {
    expect(strokeOf({ key: 'k', code: 'KeyK', ctrlKey: true })).toBe('ctrl+k');
    expect(strokeOf({ key: 'K', code: 'KeyK', ctrlKey: true, shiftKey: true })).toBe('ctrl+shift+k');
    expect(strokeOf({ key: 'k', code: 'KeyK', metaKey: true })).toBe('meta+k');
    expect(strokeOf({ key: 'G', code: 'KeyG', shiftKey: true })).toBe('shift+g');
    expect(strokeOf({ key: '?', code: 'Slash', shiftKey: true })).toBe('?');
    expect(strokeOf({ key: 'Escape', code: 'Escape' })).toBe('escape');
    expect(strokeOf({ key: ' ', code: 'Space' })).toBe('space');
    expect(strokeOf({ key: '`', code: 'Backquote', ctrlKey: true })).toBe('ctrl+`');
  });

  it('ignores bare modifier presses', () => {
    expect(strokeOf({ key: 'Shift', code: 'ShiftLeft', shiftKey: true })).toBeNull();
    expect(strokeOf({ key: 'Control', code: 'ControlLeft', ctrlKey: true })).toBeNull();
  });

  it('reads the physical key when Option/Alt turns a letter into a symbol', () => {
    expect(strokeOf({ key: '©', code: 'KeyG', altKey: true })).toBe('alt+g');
    expect(strokeOf({ key: 'Dead', code: 'Backquote', ctrlKey: true })).toBe('ctrl+`');
  });
});

describe('parseBinding', () => {
  it('resolves mod per platform and splits chords', () => {
    expect(parseBinding('mod+k', false)).toEqual(['ctrl+k']);
    expect(parseBinding('mod+k', true)).toEqual(['meta+k']);
    expect(parseBinding('g h', false)).toEqual(['g', 'h']);
    expect(parseBinding('Shift+Mod+P', false)).toEqual(['ctrl+shift+p']);
    expect(parseBinding('shift+/', false)).toEqual(['/']);
  });

  it('rejects unknown modifiers and empty bindings', () => {
    expect(() => parseBinding('hyper+k', false)).toThrow(/unknown modifier "hyper"/);
    expect(() => parseBinding('  ', false)).toThrow(/empty shortcut/);
  });

  it('labels key caps per platform', () => {
    expect(bindingLabels('mod+k', false)).toEqual([['Ctrl', 'K']]);
    expect(bindingLabels('mod+shift+p', true)).toEqual([['⌘', '⇧', 'P']]);
    expect(bindingLabels('g h', false)).toEqual([['G'], ['H']]);
    expect(bindingLabels('ctrl+`', false)).toEqual([['Ctrl', '`']]);
  });
});

describe('createKeymap', () => {
  const keymap = createKeymap(
    [
      { id: 'palette', keys: 'mod+k' },
      { id: 'home', keys: 'g h' },
      { id: 'orders', keys: 'g o' },
      { id: 'sheet', keys: '?' },
    ],
    { isMac: false },
  );

  const feed = (strokes: Array<[string, number]>, target: KeyTarget = idle) => {
    let state: ChordState = emptyChord;
    const outcomes = strokes.map(([stroke, at]) => {
      const step = keymap.match(state, stroke, at, target);
      state = step.state;
      return step.outcome;
    });
    return { outcomes, state };
  };

  it('runs a chord stroke by stroke', () => {
    const { outcomes, state } = feed([['g', 0], ['h', 300]]);
    expect(outcomes).toEqual([{ type: 'pending', strokes: ['g'] }, { type: 'run', id: 'home' }]);
    expect(state).toEqual(emptyChord);
  });

  it('forgets a chord after the timeout', () => {
    const { outcomes } = feed([['g', 0], ['h', 1001]]);
    expect(outcomes[1]).toEqual({ type: 'none' });
  });

  it('keeps a chord alive just inside the timeout', () => {
    const { outcomes } = feed([['g', 0], ['o', 1000]]);
    expect(outcomes[1]).toEqual({ type: 'run', id: 'orders' });
  });

  it('lets a stroke that breaks a chord start its own binding', () => {
    const { outcomes } = feed([['g', 0], ['?', 100]]);
    expect(outcomes[1]).toEqual({ type: 'run', id: 'sheet' });
    const restart = feed([['g', 0], ['x', 100], ['g', 200], ['h', 300]]);
    expect(restart.outcomes.map((o) => o.type)).toEqual(['pending', 'none', 'pending', 'run']);
  });

  it('never fires plain-key bindings while typing or under a dialog', () => {
    expect(feed([['g', 0], ['h', 10]], typing).outcomes).toEqual([{ type: 'none' }, { type: 'none' }]);
    expect(feed([['?', 0]], typing).outcomes).toEqual([{ type: 'none' }]);
    expect(feed([['g', 0], ['h', 10]], overlay).outcomes).toEqual([{ type: 'none' }, { type: 'none' }]);
  });

  it('fires modifier bindings even while typing', () => {
    expect(feed([['ctrl+k', 0]], typing).outcomes).toEqual([{ type: 'run', id: 'palette' }]);
    expect(feed([['ctrl+k', 0]], overlay).outcomes).toEqual([{ type: 'run', id: 'palette' }]);
  });

  it('does not treat the platform-foreign modifier as mod', () => {
    expect(feed([['meta+k', 0]]).outcomes).toEqual([{ type: 'none' }]);
  });

  it('reports duplicate and ambiguous bindings and keeps the first', () => {
    const km = createKeymap(
      [
        { id: 'home', keys: 'g h' },
        { id: 'again', keys: 'g h' },
        { id: 'prefix', keys: 'g' },
        { id: 'longer', keys: 'g h x' },
      ],
      { isMac: false },
    );
    expect(km.conflicts.map((c) => [c.id, c.shadowedBy])).toEqual([['again', 'home'], ['prefix', 'home'], ['longer', 'home']]);
    expect(km.match(emptyChord, 'g', 0, idle).outcome).toEqual({ type: 'pending', strokes: ['g'] });
  });
});
