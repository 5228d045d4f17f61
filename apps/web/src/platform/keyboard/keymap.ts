/**
 * Pure key handling: normalising key events to strokes, parsing bindings ('mod+k', 'g h', '?'),
 * and matching strokes against a keymap with chords. No DOM here, so it runs under vitest in
 * node; keyboard-listener.ts feeds it real events.
 */

/** The parts of a KeyboardEvent the keymap reads. */
export interface KeyLike {
  key: string;
  code?: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  shiftKey?: boolean;
}

/** A binding of the keymap: `keys` is one stroke ('mod+k') or a chord of strokes ('g h'). */
export interface KeyBinding {
  id: string;
  keys: string;
}

export interface KeymapOptions {
  /** On macOS `mod` means ⌘, elsewhere Ctrl. */
  isMac: boolean;
  /** How long a chord waits for its next stroke (default 1000 ms). */
  chordTimeoutMs?: number;
}

/** Where the key was pressed; plain-key bindings never fire while the user types or a dialog is open. */
export interface KeyTarget {
  typing: boolean;
  overlayOpen: boolean;
}

export type MatchOutcome =
  | { type: 'run'; id: string }
  | { type: 'pending'; strokes: string[] }
  | { type: 'none' };

export interface ChordState {
  strokes: string[];
  at: number;
}

export const emptyChord: ChordState = { strokes: [], at: 0 };

const MODIFIERS = ['ctrl', 'meta', 'alt', 'shift'] as const;
const MODIFIER_KEYS = new Set(['control', 'meta', 'alt', 'shift', 'altgraph', 'capslock', 'os', 'hyper', 'super', 'fn']);
const NAMED: Record<string, string> = { ' ': 'space', esc: 'escape', return: 'enter', up: 'arrowup', down: 'arrowdown', left: 'arrowleft', right: 'arrowright', del: 'delete', backtick: '`' };
const CODE_KEYS: Record<string, string> = { Backquote: '`', Slash: '/', Period: '.', Comma: ',', Minus: '-', Equal: '=', BracketLeft: '[', BracketRight: ']', Semicolon: ';', Quote: "'", Backslash: '\\' };

function keyFromCode(code: string | undefined): string | null {
  if (!code) return null;
  const letter = /^Key([A-Z])$/.exec(code);
  if (letter) return letter[1]!.toLowerCase();
  const digit = /^Digit([0-9])$/.exec(code);
  if (digit) return digit[1]!;
  return CODE_KEYS[code] ?? null;
}

function isLetter(key: string): boolean {
  return key.length === 1 && key.toLowerCase() !== key.toUpperCase();
}

/**
 * The canonical stroke of a key event, e.g. 'ctrl+k', 'shift+g', '?', 'escape'; null for a bare
 * modifier press. Shift is kept for letters and named keys but dropped for symbols, whose
 * character already says it ('?' not 'shift+/').
 */
export function strokeOf(event: KeyLike): string | null {
  const raw = event.key;
  if (!raw || MODIFIER_KEYS.has(raw.toLowerCase())) return null;
  let key = raw.toLowerCase();
  if (raw === 'Dead' || raw === 'Unidentified') key = keyFromCode(event.code) ?? key;
  // With Alt (Option on macOS) or Ctrl the character is layout noise ('©', control codes): use the physical key.
  if ((event.altKey || event.ctrlKey) && (raw.length !== 1 || !/[a-z0-9`]/i.test(raw))) key = keyFromCode(event.code) ?? key;
  key = NAMED[key] ?? key;
  const symbol = key.length === 1 && !isLetter(key) && !/[0-9]/.test(key);
  const parts: string[] = [];
  if (event.ctrlKey) parts.push('ctrl');
  if (event.metaKey) parts.push('meta');
  if (event.altKey) parts.push('alt');
  if (event.shiftKey && !symbol) parts.push('shift');
  parts.push(key);
  return parts.join('+');
}

function canonicalStroke(stroke: string, isMac: boolean): string {
  const pieces = stroke.toLowerCase().split('+');
  // 'ctrl++' style bindings are not used; a lone '+' key is written 'plus'.
  const key = pieces.pop() ?? '';
  const mods = new Set(pieces.map((p) => (p === 'mod' ? (isMac ? 'meta' : 'ctrl') : p === 'cmd' || p === 'command' ? 'meta' : p === 'control' ? 'ctrl' : p === 'option' ? 'alt' : p)));
  for (const m of mods) {
    if (!(MODIFIERS as readonly string[]).includes(m)) throw new Error(`unknown modifier "${m}" in shortcut "${stroke}"`);
  }
  const name = key === 'plus' ? '+' : NAMED[key] ?? key;
  if (!name) throw new Error(`empty key in shortcut "${stroke}"`);
  const symbol = name.length === 1 && !isLetter(name) && !/[0-9]/.test(name);
  if (symbol) mods.delete('shift');
  return [...MODIFIERS.filter((m) => mods.has(m)), name].join('+');
}

/** Parses a binding into canonical strokes: 'mod+k' -> ['ctrl+k'] (non-Mac), 'g h' -> ['g', 'h']. */
export function parseBinding(keys: string, isMac: boolean): string[] {
  const strokes = keys.trim().split(/\s+/).filter(Boolean);
  if (strokes.length === 0) throw new Error('empty shortcut');
  return strokes.map((s) => canonicalStroke(s, isMac));
}

/** True when a stroke carries Ctrl, ⌘ or Alt: such bindings may fire while typing. */
export function hasCommandModifier(stroke: string): boolean {
  return /^(ctrl|meta|alt)\+/.test(stroke);
}

const LABELS: Record<string, string> = {
  ctrl: 'Ctrl', alt: 'Alt', shift: 'Shift', meta: 'Meta', escape: 'Esc', enter: 'Enter', space: 'Space', tab: 'Tab',
  arrowup: '↑', arrowdown: '↓', arrowleft: '←', arrowright: '→', backspace: 'Backspace', delete: 'Del',
};
const MAC_LABELS: Record<string, string> = { ctrl: '⌃', alt: '⌥', shift: '⇧', meta: '⌘' };

/** Key caps to show for a binding: one array of labels per stroke, e.g. [['Ctrl', 'K']] or [['G'], ['H']]. */
export function bindingLabels(keys: string, isMac: boolean): string[][] {
  return parseBinding(keys, isMac).map((stroke) =>
    stroke.split(/\+(?!$)/).map((part) => (isMac ? MAC_LABELS[part] : undefined) ?? LABELS[part] ?? (part.length === 1 ? part.toUpperCase() : part)),
  );
}

export interface Keymap {
  /** Feeds one stroke; returns the new chord state and what to do. */
  match(state: ChordState, stroke: string, now: number, target: KeyTarget): { state: ChordState; outcome: MatchOutcome };
  /** Bindings dropped because an earlier one already uses the same keys or a prefix of them. */
  conflicts: Array<{ id: string; keys: string; shadowedBy: string }>;
}

interface Compiled {
  id: string;
  strokes: string[];
  /** Fires even while typing or under a dialog (its first stroke has Ctrl, ⌘ or Alt). */
  global: boolean;
}

function startsWith(a: string[], b: string[]): boolean {
  return b.length <= a.length && b.every((s, i) => a[i] === s);
}

/**
 * Compiles bindings into a matcher. Earlier bindings win: a later one with the same keys, or
 * one that would make an earlier chord ambiguous (its keys a prefix of the other's or the
 * reverse), is reported in `conflicts` and never fires.
 */
export function createKeymap(bindings: KeyBinding[], options: KeymapOptions): Keymap {
  const timeout = options.chordTimeoutMs ?? 1000;
  const compiled: Compiled[] = [];
  const conflicts: Keymap['conflicts'] = [];
  for (const b of bindings) {
    const strokes = parseBinding(b.keys, options.isMac);
    const clash = compiled.find((c) => startsWith(c.strokes, strokes) || startsWith(strokes, c.strokes));
    if (clash) {
      conflicts.push({ id: b.id, keys: b.keys, shadowedBy: clash.id });
      continue;
    }
    compiled.push({ id: b.id, strokes, global: hasCommandModifier(strokes[0]!) });
  }

  const attempt = (strokes: string[], target: KeyTarget): MatchOutcome => {
    const eligible = compiled.filter((c) => c.global || (!target.typing && !target.overlayOpen));
    const exact = eligible.find((c) => c.strokes.length === strokes.length && startsWith(c.strokes, strokes));
    if (exact) return { type: 'run', id: exact.id };
    if (eligible.some((c) => c.strokes.length > strokes.length && startsWith(c.strokes, strokes))) return { type: 'pending', strokes };
    return { type: 'none' };
  };

  return {
    conflicts,
    match(state, stroke, now, target) {
      const live = state.strokes.length > 0 && now - state.at <= timeout ? state.strokes : [];
      let outcome = attempt([...live, stroke], target);
      // A stroke that breaks a chord may start a new one (or be a binding of its own).
      if (outcome.type === 'none' && live.length > 0) outcome = attempt([stroke], target);
      const next = outcome.type === 'pending' ? { strokes: outcome.strokes, at: now } : emptyChord;
      return { state: next, outcome };
    },
  };
}
