import { appendFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

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
 * Appends a `Link` preload rule per route to the built `_headers` (Cloudflare's static-asset headers, which also
 * apply to the single-page fallback). index.html is the same for every path, so a lazy route's code was found
 * only after the main bundle had downloaded and run; with the route's files named in the response headers the
 * browser fetches them alongside it (and Cloudflare can send them as 103 Early Hints).
 *
 * @param routes path → the route module it renders, relative to the project root
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
      const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      const loadedByHtml = entry ? needs(bundle, entry) : new Set<string>();
      rules = Object.entries(routes)
        .map(([path, module]) => {
          const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(module));
          if (!chunk) return this.error(`route ${path}: no chunk is built from ${module}`);
          const files = [...needs(bundle, chunk)].filter((file) => !loadedByHtml.has(file));
          return [path, ...files.map(link)].join('\n');
        })
        .join('\n\n');
    },
    writeBundle() {
      appendFileSync(
        `${outDir}/_headers`,
        `\n# Each route's code, fetched alongside the main bundle (build-generated).\n${rules}\n`,
      );
    },
  };
}
