import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { darkModeAtom } from '../state/settings';

/** Puts the chosen theme on <html>, where the theme contract reads it. */
export function ThemeSync() {
  const dark = useAtomValue(darkModeAtom);
  useEffect(() => {
    document.documentElement.dataset.theme = dark ? 'dark' : 'light';
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', dark ? '#0d0d0f' : '#f6f1e7');
  }, [dark]);
  return null;
}
