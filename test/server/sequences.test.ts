// Counts and sequences on the standalone server: answered by its own core, without MSW.
import { describe, expect, it } from 'vitest';
import { startWeatherServer } from 'weather-double/server';
import { BODY, NOW } from '../handlers/helpers.js';

describe('times and sequences on the server', () => {
  it('gives the same answers on the server, without MSW', async () => {
    const standalone = await startWeatherServer({ port: 0, seed: 3, now: () => NOW });
    try {
      standalone.use(
        standalone.scenarios.sequence(['serverError', 'serverError'], { zip: '94040' }),
        standalone.scenarios.rateLimited({ times: 1, zip: '10001' }),
      );
      const url = (query: string) => `${standalone.url}/data/2.5/weather?${query}`;
      const seen: [number, string][] = [];
      for (const query of [
        'zip=94040&appid=k',
        'zip=10001&appid=k',
        'zip=94040&appid=k',
        'zip=10001&appid=k',
      ]) {
        const response = await fetch(url(query));
        seen.push([response.status, await response.text()]);
      }
      expect(seen.map(([code]) => code)).toEqual([500, 429, 500, 200]);
      expect(seen[0]?.[1]).toBe(BODY[500]);
      expect((await fetch(url('zip=94040&appid=k'))).status).toBe(200);
    } finally {
      await standalone.close();
    }
  });
});
