/**
 * Theme and layout constants shared by the Tailwind config (tailwind.config.ts imports this
 * file) and the running console, so a colour or a width is written down once.
 */

/** The eight theme colours of the settings panel (spec §9); the first is the default. */
export const THEME_PRESETS = [
  '#409EFF',
  '#1890FF',
  '#304156',
  '#212121',
  '#11A983',
  '#13C2C2',
  '#6959CD',
  '#F5222D',
] as const;

export type ThemePreset = (typeof THEME_PRESETS)[number];

/** Default theme colour of the main client (spec §9). */
export const DEFAULT_THEME: ThemePreset = '#409EFF';

/** Sidebar width when open (spec §9). */
export const SIDEBAR_WIDTH = 210;
/** Sidebar width when collapsed to icons. */
export const SIDEBAR_COLLAPSED_WIDTH = 54;
/** Below this viewport width the console is in mobile mode (spec §9). */
export const MOBILE_BREAKPOINT = 992;

/** CSS custom properties the theme colour is written to; Tailwind's `primary` tokens read them. */
export const THEME_VARS = {
  primary: '--careops-primary',
  /** The primary colour darkened until white text on it passes WCAG AA (4.5:1). */
  primaryStrong: '--careops-primary-strong',
  /** A light tint of the primary colour for selected backgrounds. */
  primarySoft: '--careops-primary-soft',
} as const;

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m || !m[1]) throw new Error(`not a #rrggbb colour: ${hex}`);
  const n = parseInt(m[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** Contrast ratio between two colours (WCAG 2). */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [luminance(parseHex(a)), luminance(parseHex(b))].sort((x, y) => y - x) as [number, number];
  return (la + 0.05) / (lb + 0.05);
}

/** Mixes `hex` toward black until white text on it reaches 4.5:1 (unchanged when it already does). */
export function strongShade(hex: string): string {
  const rgb = parseHex(hex);
  for (let keep = 1; keep > 0; keep -= 0.02) {
    const mixed = toHex(rgb.map((c) => c * keep) as Rgb);
    if (contrastRatio(mixed, '#FFFFFF') >= 4.5) return mixed;
  }
  return '#000000';
}

/** Mixes `hex` toward white (`amount` of white, 0..1). */
export function softShade(hex: string, amount = 0.88): string {
  return toHex(parseHex(hex).map((c) => c + (255 - c) * amount) as Rgb);
}

/** The values of THEME_VARS for a theme colour. */
export function themeVariables(hex: string): Record<string, string> {
  return {
    [THEME_VARS.primary]: hex.toUpperCase(),
    [THEME_VARS.primaryStrong]: strongShade(hex),
    [THEME_VARS.primarySoft]: softShade(hex),
  };
}
