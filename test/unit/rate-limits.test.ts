import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../worker/lib/rate-limit';

/** wrangler.toml's [[ratelimits]] tables, read with a pattern: the file keeps each one in four plain lines. */
function configuredLimits() {
  const toml = readFileSync('wrangler.toml', 'utf8');
  const table =
    /\[\[ratelimits\]\]\s*name = "(\w+)"\s*namespace_id = "(\d+)"\s*simple = \{ limit = (\d+), period = (\d+) \}/g;
  return [...toml.matchAll(table)].map(([, name, namespaceId, limit, period]) => ({
    name,
    namespaceId,
    limit: Number(limit),
    period: Number(period),
  }));
}

describe('the deployed rate limits are the ones the code names', () => {
  const configured = configuredLimits();

  it.each(Object.values(RATE_LIMITS))('$name: a binding RATE_LIMIT_<NAME> with the same limit and period', (rule) => {
    expect(configured).toContainEqual(
      expect.objectContaining({
        name: `RATE_LIMIT_${rule.name.toUpperCase()}`,
        limit: rule.limit,
        period: rule.periodSeconds,
      }),
    );
  });

  it('has no binding without a rule, and a namespace of its own for each', () => {
    expect(configured).toHaveLength(Object.keys(RATE_LIMITS).length);
    expect(new Set(configured.map((c) => c.namespaceId)).size).toBe(configured.length);
  });
});
