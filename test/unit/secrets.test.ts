import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No secret in the repository or in what the browser downloads. The repository is walked rather than asked
 * (no git in tests); what .gitignore keeps out of it (.dev.vars, builds, local databases) is skipped the same way.
 */
const ROOT = process.cwd();

function ignoredNames(): ((name: string) => boolean)[] {
  const lines = readFileSync(join(ROOT, '.gitignore'), 'utf8').split('\n');
  const rules = lines.map((l) => l.trim().replace(/\/$/, '')).filter((l) => l && !l.startsWith('#'));
  return [
    (name) => name === '.git',
    ...rules.map((rule) =>
      rule.startsWith('*') ? (name: string) => name.endsWith(rule.slice(1)) : (name: string) => name === rule,
    ),
  ];
}

function walk(dir: string, skip: ((name: string) => boolean)[], out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (skip.some((ignored) => ignored(name))) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, skip, out);
    else out.push(path);
  }
  return out;
}

const TEXT = /\.(ts|tsx|js|mjs|cjs|json|toml|md|sql|html|css|svg|txt|sh|yml|yaml|example|webmanifest)$|^\.|_headers$/;
const sourceFiles = walk(ROOT, ignoredNames()).filter((f) => TEXT.test(f.split('/').pop() ?? ''));

/** What a committed secret looks like. Each finding is the secret's value, so the known test keys can be let through. */
const PATTERNS: [string, RegExp][] = [
  ['a PEM private key', /-----BEGIN (?:[A-Z]+ )?PRIVATE KEY-----[\s\S]{0,80}/g],
  ['a JWK private key ("d")', /"d"\s*:\s*"([A-Za-z0-9_-]{20,})"/g],
  ['a TOKEN_SECRET value', /TOKEN_SECRET\s*=\s*(\S+)|TOKEN_SECRET:\s*['"]([^'"]+)['"]/g],
  ['a VAPID_PRIVATE_KEY value', /VAPID_PRIVATE_KEY\s*=\s*(\S+)/g],
  ['a MAIL_HTTP_TOKEN value', /MAIL_HTTP_TOKEN\s*=\s*(\S+)|MAIL_HTTP_TOKEN:\s*['"]([^'"]+)['"]/g],
  ['a live payment key', /\b([sr]k_live_[0-9a-zA-Z]{8,})/g],
  ['an AWS access key', /\b(AKIA[0-9A-Z]{16})\b/g],
  ['a GitHub token', /\b(gh[pousr]_[A-Za-z0-9]{30,})\b/g],
];

/** Values that are plainly local or test-only: .dev.vars.example's and the test bindings' secrets. */
const PLACEHOLDER = /change-me|test|example|local|dummy|placeholder|\.\.\.|<|\$\{/i;
/** Test-only keys, by the start of their SHA-256, so that this file holds no key material itself. */
const KNOWN_TEST_KEYS = new Set([
  'e3c96133a9efbdf4', // vitest.worker.config.ts: the VAPID pair made for the worker tests only
]);
const fingerprint = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 16);

function findings(file: string, text: string) {
  const found: string[] = [];
  for (const [what, pattern] of PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const value = match.slice(1).find((v) => v !== undefined) ?? match[0];
      // A real secret is long (README: 32+ random bytes); a few characters are a test's stand-in.
      if (value.length < 12 || PLACEHOLDER.test(value) || KNOWN_TEST_KEYS.has(fingerprint(value))) continue;
      found.push(`${relative(ROOT, file)}: ${what}`);
    }
  }
  return found;
}

describe('no secret in the repository', () => {
  it('walks the source tree (and skips what .gitignore skips)', () => {
    const names = sourceFiles.map((f) => relative(ROOT, f));
    expect(names).toContain('worker/lib/tokens.ts');
    expect(names).toContain('.dev.vars.example');
    expect(names).not.toContain('.dev.vars');
    expect(names.some((n) => n.startsWith('node_modules/') || n.startsWith('dist/'))).toBe(false);
  });

  it('has no private key, token secret or live API key in any tracked file', () => {
    expect(sourceFiles.flatMap((f) => findings(f, readFileSync(f, 'utf8')))).toEqual([]);
  });

  it('the scanner does find a real-looking secret (so an empty result means something)', () => {
    // Assembled at run time, so that this file itself holds nothing the scan would find.
    const [secret, vapid] = ['TOKEN_SECRET', 'VAPID_PRIVATE_KEY'];
    const jwk = JSON.stringify({ kty: 'EC', d: 'Zm9yZ2VkLWJ1dC1yZWFsLWxvb2tpbmctc2NhbGFy' });
    const leaked = [`${secret}=Zx81kPq0aVbN3w7`, `${vapid}=${jwk}`, `stripe: ${'sk_live_'}${'4'.repeat(12)}`];
    expect(findings(join(ROOT, 'leak.txt'), leaked.join('\n'))).toEqual([
      'leak.txt: a JWK private key ("d")',
      'leak.txt: a TOKEN_SECRET value',
      'leak.txt: a VAPID_PRIVATE_KEY value',
      'leak.txt: a live payment key',
    ]);
  });
});

/** The secret settings of the local files: names that say secret, private, token or password. */
function localSecrets(): string[] {
  const values: string[] = [];
  for (const file of ['.dev.vars', '.dev.vars.example'].map((f) => join(ROOT, f)).filter(existsSync)) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const [, name, value] = /^([A-Z0-9_]+)=(.+)$/.exec(line.trim()) ?? [];
      if (!name || !value || !/SECRET|PRIVATE|TOKEN|PASSWORD/.test(name)) continue;
      values.push(value);
      // A JWK may be re-serialized on its way into a bundle: its private member alone must not be there either.
      const d = /"d"\s*:\s*"([^"]+)"/.exec(value)?.[1];
      if (d) values.push(d);
    }
  }
  return values;
}

const bundle = join(ROOT, 'dist/client');
const bundleFiles = existsSync(bundle) ? walk(bundle, []).filter((f) => /\.(js|mjs|html|json|map)$/.test(f)) : [];

describe.skipIf(bundleFiles.length === 0)('no secret in the client bundle (dist/client)', () => {
  it('holds none of the local secret values, nor the names of the server-only settings', () => {
    const needles = [...localSecrets(), 'TOKEN_SECRET', 'VAPID_PRIVATE_KEY', 'MAIL_HTTP_TOKEN'];
    expect(needles.length).toBeGreaterThan(3);
    const leaks = bundleFiles.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return needles.filter((n) => text.includes(n)).map((n) => `${relative(ROOT, file)} holds ${n.slice(0, 12)}…`);
    });
    expect(leaks).toEqual([]);
  });
});
