import { describe, expect, it } from 'vitest';
import { contrastRatio, DEFAULT_THEME, strongShade, THEME_PRESETS } from './theme-presets';
import { defaultSettings, parseSettings } from './settings-store';

describe('theme presets', () => {
  it('has the spec’s eight presets with #409EFF first and default', () => {
    expect(THEME_PRESETS).toHaveLength(8);
    expect(new Set(THEME_PRESETS).size).toBe(8);
    expect(DEFAULT_THEME).toBe('#409EFF');
    expect(THEME_PRESETS[0]).toBe(DEFAULT_THEME);
  });

  it('darkens every preset until white text on it passes WCAG AA', () => {
    for (const preset of THEME_PRESETS) expect(contrastRatio(strongShade(preset), '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    // A colour that already passes is kept.
    expect(strongShade('#212121')).toBe('#212121');
  });
});

describe('stored settings', () => {
  it('keeps valid values and falls back to the defaults for anything else', () => {
    expect(parseSettings(JSON.stringify({ theme: '#11a983', tagsView: false, fixedHeader: true, sidebarLogo: 'yes' }))).toEqual({
      theme: '#11A983',
      tagsView: false,
      fixedHeader: true,
      sidebarLogo: false,
    });
    expect(parseSettings(JSON.stringify({ theme: '#123456' })).theme).toBe(DEFAULT_THEME);
    expect(parseSettings('{not json')).toEqual(defaultSettings);
    expect(parseSettings(null)).toEqual(defaultSettings);
  });
});
