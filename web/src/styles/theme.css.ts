import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';

/** Everything that differs between the light and the dark look. */
export const vars = createThemeContract({
  color: {
    bg: null,
    surface: null,
    surfaceRaised: null,
    text: null,
    textMuted: null,
    border: null,
    accent: null,
    onAccent: null,
    focus: null,
    danger: null,
    onDanger: null,
    success: null,
    tile: null,
    onTile: null,
    tileSelected: null,
    onTileSelected: null,
    overlay: null,
  },
});

/** The difficulty colours read the same in both themes, on screen, in the share grid and in the legend. */
export const difficultyColor = {
  easy: '#43b05c',
  normal: '#5a9bf0',
  hard: '#f2c230',
  tricky: '#ef5b50',
} as const;
export const onDifficulty = '#111111';

/** The metric-matched stand-in for Inter while it loads (global.css.ts). */
export const INTER_FALLBACK = 'Inter Fallback';

export const font = {
  display: '"Anton", Impact, "Arial Narrow", sans-serif',
  body: `"Inter", "${INTER_FALLBACK}", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`,
};

export const space = { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '40px' };
export const radius = { sm: '6px', md: '10px', lg: '16px', pill: '999px' };
export const breakpoint = { desktop: 'screen and (min-width: 720px)' };
export const motion = { fast: '150ms', normal: '250ms' };

createGlobalTheme(':root', vars, {
  color: {
    bg: '#f6f1e7',
    surface: '#fffdf8',
    surfaceRaised: '#ffffff',
    text: '#141414',
    textMuted: '#4d4a44',
    border: '#1f1f1f',
    accent: '#ffd23f',
    onAccent: '#111111',
    focus: '#1d4ed8',
    danger: '#b3261e',
    onDanger: '#ffffff',
    success: '#1e7a34',
    tile: '#e8e0d0',
    onTile: '#141414',
    tileSelected: '#141414',
    onTileSelected: '#ffd23f',
    overlay: 'rgba(0, 0, 0, 0.55)',
  },
});

createGlobalTheme(':root[data-theme="dark"]', vars, {
  color: {
    bg: '#0d0d0f',
    surface: '#17171b',
    surfaceRaised: '#212127',
    text: '#f5f1e8',
    textMuted: '#b9b3a7',
    border: '#f5f1e8',
    accent: '#ffd23f',
    onAccent: '#111111',
    focus: '#7cc4ff',
    danger: '#ff8a80',
    onDanger: '#111111',
    success: '#7bd88f',
    tile: '#2a2a31',
    onTile: '#f5f1e8',
    tileSelected: '#ffd23f',
    onTileSelected: '#111111',
    overlay: 'rgba(0, 0, 0, 0.7)',
  },
});
