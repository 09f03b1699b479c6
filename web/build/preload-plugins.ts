import { appendFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * Adds `<link rel="preload" as="font">` to index.html for the built font files whose names match `pattern`.
 * A font the CSS asks for is found only once the page has been laid out, and swaps in after the first paint,
 * shifting the text it replaces; preloaded, the face of the page's largest text arrives with the scripts.
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

/** Every file a chunk needs before it runs: itself, its CSS and, recursively, its static imports. */
function needs(bundle: OutputBundle, chunk: OutputChunk, into = new Set<string>()): Set<string> {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
  for (const file of chunk.imports) {
    const imported = bundle[file];
    if (imported?.type === 'chunk') needs(bundle, imported, into);
  }
  return into;
}

const link = (file: string) =>
  file.endsWith('.css')
    ? `  Link: </${file}>; rel=preload; as=style; crossorigin`
    : `  Link: </${file}>; rel=modulepreload`;

/**
 * The `_headers` rules that name each route's own files (those index.html does not load already) in `Link`
 * preload headers. Throws when a route's module was not built into a chunk of its own.
 *
 * @param routes path → the route module it renders, relative to the project root
 */
export function routeLinkRules(bundle: OutputBundle, routes: Record<string, string>): string {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  const loadedByHtml = entry ? needs(bundle, entry) : new Set<string>();
  return Object.entries(routes)
    .map(([path, module]) => {
      const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(module));
      if (!chunk) throw new Error(`route ${path}: no chunk is built from ${module}`);
      const files = [...needs(bundle, chunk)].filter((file) => !loadedByHtml.has(file));
      return [path, ...files.map(link)].join('\n');
    })
    .join('\n\n');
}

/**
 * Appends the routes' preload rules to the built `_headers` (Cloudflare's static-asset headers, which apply to
 * the single-page fallback too). index.html is the same for every path, so a lazy route's code used to be found
 * only after the main bundle had downloaded and run; named in the response headers, it comes alongside it
 * (and Cloudflare can send the rules as 103 Early Hints).
 */
export function routePreloadPlugin(routes: Record<string, string>): Plugin {
  let outDir = '';
  let rules = '';
  return {
    name: 'sixteen-bars-route-preload',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      rules = routeLinkRules(bundle, routes);
    },
    writeBundle() {
      appendFileSync(
        `${outDir}/_headers`,
        `\n# Each route's code, fetched alongside the main bundle (build-generated).\n${rules}\n`,
      );
    },
  };
}
