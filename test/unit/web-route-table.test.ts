import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTE_MODULES } from '../../web/src/routes/modules';

/** web/src/routes/table.ts, read as text: its lazy imports are of .tsx pages that this (Node) project does not compile. */
const TABLE = [
  ...readFileSync('web/src/routes/table.ts', 'utf8').matchAll(
    /'(\/[a-z]*)': lazyRoute\(\(\) => import\('([^']+)'\)\)/g,
  ),
].map(([, path, specifier]) => [path, specifier]);

describe('the code-split routes', () => {
  it('are the same paths, importing the same files, in the app and in the build preload rules', () => {
    const expected = Object.entries(ROUTE_MODULES).map(([path, file]) => [
      path,
      file.replace('web/src/routes/', './').replace(/\.tsx$/, ''),
    ]);
    expect(TABLE).toEqual(expected);
  });

  it('name source files that exist', () => {
    for (const file of Object.values(ROUTE_MODULES)) expect(existsSync(file), file).toBe(true);
  });
});
