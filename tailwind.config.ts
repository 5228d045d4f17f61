/**
 * Theme tokens of the web console, loaded by apps/web/src/styles.css with `@config`.
 * The numbers and preset colours come from apps/web/src/settings/theme-presets.ts, which the
 * console imports too. The primary colour is a CSS variable so the settings panel can change
 * it at run time; its default is written into :root here.
 */
import type { Config } from 'tailwindcss';
import plugin from 'tailwindcss/plugin';
import {
  DEFAULT_THEME,
  MOBILE_BREAKPOINT,
  SIDEBAR_COLLAPSED_WIDTH,
  SIDEBAR_WIDTH,
  THEME_VARS,
  themeVariables,
} from './apps/web/src/platform/settings/theme-presets';

const config: Config = {
  content: ['./apps/web/index.html', './apps/web/src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        primary: {
          DEFAULT: `var(${THEME_VARS.primary})`,
          strong: `var(${THEME_VARS.primaryStrong})`,
          soft: `var(${THEME_VARS.primarySoft})`,
        },
        sidebar: { DEFAULT: '#304156', hover: '#263445', text: '#BFCBD9', sub: '#1F2D3D' },
        danger: { DEFAULT: '#C62828', soft: '#FEF0F0' },
        info: { DEFAULT: '#475467', soft: '#F4F4F5' },
        success: { DEFAULT: '#1B7F3B', soft: '#F0F9EB' },
      },
      screens: {
        desktop: `${MOBILE_BREAKPOINT}px`,
      },
      width: {
        sidebar: `${SIDEBAR_WIDTH}px`,
        'sidebar-collapsed': `${SIDEBAR_COLLAPSED_WIDTH}px`,
      },
      margin: {
        sidebar: `${SIDEBAR_WIDTH}px`,
        'sidebar-collapsed': `${SIDEBAR_COLLAPSED_WIDTH}px`,
      },
    },
  },
  plugins: [
    plugin(({ addBase }) => {
      addBase({ ':root': themeVariables(DEFAULT_THEME) });
    }),
  ],
};

export default config;
