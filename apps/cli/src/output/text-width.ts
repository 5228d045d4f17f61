// Column widths on a terminal come from string-width (East Asian Width, emoji presentation,
// ZWJ sequences and skin tones as one cluster: 👍🏽 takes two cells, not four). It costs ~60 ms
// to load (its emoji expressions), so it is loaded only when a table is about to be drawn:
// `careops … --json` and piped output never pay for it.
type WidthOf = (text: string) => number;

let widthOf: WidthOf | undefined;
// Made on first use: creating a segmenter loads ICU's break rules (~5 ms), which no command
// that prints no table should pay.
let graphemes: Intl.Segmenter | undefined;

/** Loads the width library; call (and await) before drawing a table or aligned record. */
export async function loadTextWidth(): Promise<void> {
  widthOf ??= (await import('string-width')).default;
}

function measure(text: string): number {
  if (!widthOf) throw new Error('text widths are not loaded: await loadTextWidth() before drawing a table');
  return widthOf(text);
}

/** Cells `text` takes on a terminal. */
export function displayWidth(text: string): number {
  return measure(text);
}

/** `text` cut to at most `width` cells, ending with "…" when cut; never inside a character cluster. */
export function truncateToWidth(text: string, width: number): string {
  if (measure(text) <= width) return text;
  if (width <= 0) return '';
  let out = '';
  let used = 0;
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  for (const { segment } of graphemes.segment(text)) {
    const w = measure(segment);
    if (used + w > width - 1) break;
    out += segment;
    used += w;
  }
  return `${out}…`;
}

/** `text` padded with spaces to `width` cells. */
export function padToWidth(text: string, width: number): string {
  const missing = width - measure(text);
  return missing > 0 ? text + ' '.repeat(missing) : text;
}
