import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** Files from web/public/ that the offline shell needs (the built ones are found in the bundle). */
const PUBLIC_FILES = ['/manifest.webmanifest', '/favicon.svg', '/icons/icon-192.png', '/icons/icon-512.png'];

/** Built files the shell never needs: source maps, and .woff fonts (every browser with a service worker reads woff2). */
const skip = (fileName: string) => fileName.endsWith('.map') || fileName.endsWith('.woff') || fileName.startsWith('.');

/**
 * Emits sw.js: web/sw/sw.js behind a line that lists this build's files and a version hashed from their content.
 * A new build with any changed file gives a new sw.js, which the browser installs, precaching the new files and
 * dropping the old ones. The worker stays a same-origin script file, as the CSP (worker-src 'self') wants.
 */
export function serviceWorkerPlugin(sourcePath: string): Plugin {
  return {
    name: 'sixteen-bars-service-worker',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const hash = createHash('sha256');
      const built: string[] = [];
      for (const [fileName, output] of Object.entries(bundle).sort(([a], [b]) => a.localeCompare(b))) {
        if (skip(fileName)) continue;
        hash.update(fileName).update(output.type === 'chunk' ? output.code : output.source);
        if (fileName !== 'index.html') built.push(`/${fileName}`);
      }
      const source = readFileSync(sourcePath, 'utf8');
      hash.update(source);
      for (const file of PUBLIC_FILES) hash.update(file);
      const precache = { version: hash.digest('hex').slice(0, 16), files: ['/', ...PUBLIC_FILES, ...built] };
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: `self.__PRECACHE__ = ${JSON.stringify(precache)};\n${source}`,
      });
    },
  };
}
