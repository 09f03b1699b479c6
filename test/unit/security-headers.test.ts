import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '../../worker/lib/security-headers';

describe('static files get the same security headers as the worker', () => {
  const headersFile = readFileSync('web/public/_headers', 'utf8');
  it.each(Object.entries(SECURITY_HEADERS))('%s', (name, value) => {
    expect(headersFile).toContain(`  ${name}: ${value}\n`);
  });
});
