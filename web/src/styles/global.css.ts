import { globalStyle } from '@vanilla-extract/css';
import { font, vars } from './theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { colorScheme: 'light', WebkitTextSizeAdjust: '100%' });
globalStyle(':root[data-theme="dark"]', { colorScheme: 'dark' });
globalStyle('body', {
  margin: 0,
  minHeight: '100dvh',
  background: vars.color.bg,
  color: vars.color.text,
  fontFamily: font.body,
  fontSize: '16px',
  lineHeight: 1.5,
  WebkitFontSmoothing: 'antialiased',
});
globalStyle('h1, h2, h3', {
  fontFamily: font.display,
  fontWeight: 400,
  letterSpacing: '0.02em',
  lineHeight: 1.1,
  margin: 0,
});
globalStyle('a', { color: 'inherit', textUnderlineOffset: '3px' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle('::selection', { background: vars.color.accent, color: vars.color.onAccent });
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
