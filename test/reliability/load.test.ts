// The load test of `npm run load` (scripts/load.mjs), in small: the same function, the same request
// mix, 2,000 requests at 32 connections against startWeatherServer in a child process. Every answer
// is checked as it arrives; no timing is asserted (the figures are in docs/reliability.md, from `npm run load`).
import { describe, expect, it } from 'vitest';
import { runLoad } from '../../scripts/load.mjs';

describe('npm run load, in small', () => {
  it('answers 2,000 mixed requests at 32 connections: no error, no timeout, every status and body right', async () => {
    const result = await runLoad({ requests: 2_000, connections: 32, measured: 2_000 });
    expect({
      ok: result.ok,
      requests: result.requests,
      checked: result.checked,
      invalid: result.invalid,
      errors: result.errors,
      timeouts: result.timeouts,
      examples: result.examples,
      serverDied: result.serverDied,
    }).toEqual({
      ok: true,
      requests: 2_000,
      checked: 2_000,
      invalid: 0,
      errors: 0,
      timeouts: 0,
      examples: [],
      serverDied: undefined,
    });
    // Every kind of the mix was sent and answered: records, each error, an unknown path, a 414.
    expect(Object.keys(result.byKind)).toHaveLength(14);
    expect(Object.values(result.byKind).every((count) => count > 100)).toBe(true);
  }, 60_000);
});
