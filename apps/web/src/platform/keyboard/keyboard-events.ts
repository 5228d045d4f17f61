/**
 * Window events that connect the shell's top-bar buttons, the keyboard layer and the terminal
 * panel (they are mounted side by side, without props).
 */

/** Opens the palette; `detail.query` prefills it (e.g. '>' for commands). */
export const PALETTE_EVENT = 'careops:palette';
/** Toggles the terminal; `detail` may force it open or closed and prefill the prompt. */
export const TERMINAL_EVENT = 'careops:terminal';
/** Opens the shortcut sheet. */
export const SHORTCUTS_EVENT = 'careops:shortcuts';

export interface PaletteEventDetail {
  query?: string;
}

export interface TerminalEventDetail {
  /** 'toggle' when absent. */
  action?: 'open' | 'close' | 'toggle';
  /** Text placed at the prompt (opening only). */
  input?: string;
}

export function openPalette(detail: PaletteEventDetail = {}): void {
  window.dispatchEvent(new CustomEvent<PaletteEventDetail>(PALETTE_EVENT, { detail }));
}

export function toggleTerminal(detail: TerminalEventDetail = {}): void {
  window.dispatchEvent(new CustomEvent<TerminalEventDetail>(TERMINAL_EVENT, { detail }));
}

export function openShortcutSheet(): void {
  window.dispatchEvent(new CustomEvent(SHORTCUTS_EVENT));
}

/** Reads an event's detail when it is an object (the shell's buttons send none). */
export function detailOf<T extends object>(event: Event): Partial<T> {
  const detail: unknown = (event as CustomEvent<unknown>).detail;
  return detail !== null && typeof detail === 'object' ? (detail as Partial<T>) : {};
}
