import type { WidthOf } from './table-layout';

/** Printable ASCII: one cell a character, as string-width counts it. */
const PLAIN = /^[\x20-\x7e]*$/;
/** East Asian wide and fullwidth ranges, and pictographs: two cells (the estimate used until string-width is loaded). */
const WIDE = /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u{1f300}-\u{1faff}\u{20000}-\u{3fffd}]/u;

export const isPlainText = (text: string): boolean => PLAIN.test(text);

export interface ConsoleWidth {
  widthOf: WidthOf;
  /** Loads string-width (its Unicode tables and emoji expressions cost ~20 ms to set up). */
  load(): Promise<void>;
}

/**
 * Display widths for the console: plain ASCII is measured by its length, anything else by
 * string-width once `load()` has resolved. The console awaits it before the first frame when
 * that frame has other text; else it loads right after the frame, long before a list's rows
 * (a round trip away) need it; an estimate covers a text measured in between.
 */
export function consoleWidth(loadStringWidth: () => Promise<WidthOf>): ConsoleWidth {
  let full: WidthOf | undefined;
  let loading: Promise<void> | undefined;
  const estimate = (text: string): number => {
    let cells = 0;
    for (const ch of text) cells += ch < ' ' ? 0 : WIDE.test(ch) ? 2 : 1;
    return cells;
  };
  return {
    widthOf: (text) => (PLAIN.test(text) ? text.length : full ? full(text) : estimate(text)),
    load: () =>
      (loading ??= loadStringWidth().then((widthOf) => {
        full = widthOf;
      })),
  };
}
