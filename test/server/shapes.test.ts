import { describe, expect, it } from 'vitest';
import { type CurrentWeatherRecord, validateWeatherRecord } from 'weather-double';
import { startWeatherServer } from 'weather-double/server';

const NOW = Date.parse('2024-07-04T18:00:00Z');
const now = () => NOW;

// The CLI's --shape is tested in test/cli/shapes.test.ts (this folder also runs in the compatibility
// run, against the installed package, where the repository's CLI build is not at hand).
describe('the server in each shape', () => {
  it('startWeatherServer({ shape: "current" }) serves the current shape', async () => {
    const running = await startWeatherServer({ port: 0, seed: 5, now, shape: 'current' });
    try {
      const body = await (await fetch(`${running.url}/data/2.5/weather?zip=94040,us&appid=k`)).text();
      const record = JSON.parse(body) as CurrentWeatherRecord;
      expect(validateWeatherRecord(record, { shape: 'current' }).ok).toBe(true);
      expect(record.timezone).toBe(-25_200);
    } finally {
      await running.close();
    }
  });
});
