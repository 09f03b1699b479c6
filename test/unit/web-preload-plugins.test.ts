import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { routeLinkRules } from '../../web/build/preload-plugins';

/** A chunk as the bundler describes it: only the fields the rules read. */
const chunk = (fileName: string, facade: string | null, imports: string[], css: string[] = [], isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  facadeModuleId: facade,
  isEntry,
  imports,
  viteMetadata: { importedCss: new Set(css), importedAssets: new Set<string>(), __modules: {} },
});

const bundle = Object.fromEntries(
  [
    chunk('assets/index.js', '/app/web/src/main.tsx', ['assets/react.js'], ['assets/index.css'], true),
    chunk('assets/react.js', null, [], ['assets/react.css']),
    chunk(
      'assets/Game.js',
      '/app/web/src/routes/Game.tsx',
      ['assets/react.js', 'assets/header.js'],
      ['assets/Game.css'],
    ),
    chunk('assets/header.js', null, ['assets/react.js', 'assets/time.js'], ['assets/header.css']),
    chunk('assets/time.js', null, ['assets/header.js']),
    chunk('assets/Terms.js', '/app/web/src/routes/static/Terms.tsx', ['assets/react.js']),
  ].map((c) => [c.fileName, c]),
) as unknown as OutputBundle;

describe('routeLinkRules', () => {
  it("names a route's chunk, its CSS and its imports, recursively, but nothing index.html loads already", () => {
    expect(routeLinkRules(bundle, { '/game': 'web/src/routes/Game.tsx' })).toBe(
      [
        '/game',
        '  Link: </assets/Game.js>; rel=modulepreload',
        '  Link: </assets/Game.css>; rel=preload; as=style; crossorigin',
        '  Link: </assets/header.js>; rel=modulepreload',
        '  Link: </assets/header.css>; rel=preload; as=style; crossorigin',
        '  Link: </assets/time.js>; rel=modulepreload',
      ].join('\n'),
    );
  });

  it('gives each route its own rule, one blank line apart', () => {
    const rules = routeLinkRules(bundle, {
      '/game': 'web/src/routes/Game.tsx',
      '/terms': 'web/src/routes/static/Terms.tsx',
    });
    expect(rules.split('\n\n')).toHaveLength(2);
    expect(rules).toMatch(/\n\n\/terms\n {2}Link: <\/assets\/Terms\.js>; rel=modulepreload$/);
  });

  it('refuses a route whose module has no chunk of its own', () => {
    expect(() => routeLinkRules(bundle, { '/stats': 'web/src/routes/Stats.tsx' })).toThrow(
      'route /stats: no chunk is built from web/src/routes/Stats.tsx',
    );
  });
});
