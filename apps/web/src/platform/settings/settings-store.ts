import { createExternalStore, useExternalStore } from '../../ui/external-store';
import { DEFAULT_THEME, THEME_PRESETS, themeVariables } from './theme-presets';

/** The settings panel's choices (spec §3 Settings), kept in localStorage per browser. */
export interface ConsoleSettings {
  /** Theme colour, one of THEME_PRESETS. */
  theme: string;
  /** Show the tabs of visited pages. */
  tagsView: boolean;
  /** Keep the top bar and tabs in view while the page scrolls. */
  fixedHeader: boolean;
  /** Show the logo above the sidebar title. */
  sidebarLogo: boolean;
}

export const SETTINGS_KEY = 'careops.settings';

export const defaultSettings: ConsoleSettings = {
  theme: DEFAULT_THEME,
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: false,
};

/** Reads stored settings, keeping only well-formed values (anything else falls back to the default). */
export function parseSettings(raw: string | null): ConsoleSettings {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === 'object') stored = parsed as Record<string, unknown>;
  } catch {
    // A corrupt entry is as good as none.
  }
  const bool = (key: keyof ConsoleSettings) => (typeof stored[key] === 'boolean' ? (stored[key] as boolean) : (defaultSettings[key] as boolean));
  const theme = typeof stored.theme === 'string' ? THEME_PRESETS.find((p) => p.toLowerCase() === (stored.theme as string).toLowerCase()) : undefined;
  return {
    theme: theme ?? defaultSettings.theme,
    tagsView: bool('tagsView'),
    fixedHeader: bool('fixedHeader'),
    sidebarLogo: bool('sidebarLogo'),
  };
}

function readStored(): ConsoleSettings {
  try {
    return parseSettings(localStorage.getItem(SETTINGS_KEY));
  } catch {
    return defaultSettings;
  }
}

export const settingsStore = createExternalStore<ConsoleSettings>(readStored());

/** Writes the theme colour to the CSS variables Tailwind's primary tokens read. */
export function applyTheme(theme: string): void {
  const root = document.documentElement;
  for (const [name, value] of Object.entries(themeVariables(theme))) root.style.setProperty(name, value);
}

export function updateSettings(patch: Partial<ConsoleSettings>): void {
  settingsStore.set((prev) => {
    const next = parseSettings(JSON.stringify({ ...prev, ...patch }));
    try {
      localStorage.setItem(SETTINGS_KEY, JSON.stringify(next));
    } catch {
      // Private mode or a full quota: the choice still applies to this visit.
    }
    return next;
  });
}

settingsStore.subscribe(() => applyTheme(settingsStore.get().theme));

export function useSettings(): ConsoleSettings {
  return useExternalStore(settingsStore);
}
