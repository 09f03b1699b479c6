import type { Plugin } from 'vite';

/**
 * Adds `<link rel="preload" as="font">` to index.html for the built font files whose names match `pattern`.
 * A font the CSS asks for is found only once the page has been laid out, and swaps in after the first paint,
 * shifting the text it replaces; preloaded, the fonts of the first screen arrive with the scripts instead.
 */
export function preloadFontsPlugin(pattern: RegExp): Plugin {
  return {
    name: 'sixteen-bars-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        return Object.keys(bundle ?? {})
          .filter((fileName) => fileName.endsWith('.woff2') && pattern.test(fileName))
          .sort()
          .map((fileName) => ({
            tag: 'link',
            attrs: { rel: 'preload', href: `/${fileName}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}
