// The rare real variant of the air pollution now (issue 42, docs/variants.md): a dusty hour through
// the handlers, changed from the common answer exactly as documented and valid by the validator;
// the same bytes for the same seed; the forecast and history untouched; airPollutionAnswer draws it.
import fc from 'fast-check';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { airPollutionVariantNames, validateAirPollution } from 'weather-double';
import { airPollutionAnswer } from 'weather-double/fast-check';
import type { WeatherDoubleOptions } from 'weather-double/handlers';
import { failOnUnhandled } from '../support/msw.js';
import { answerer } from '../support/variants.js';

const NOW = Date.parse('2024-06-01T14:00:00Z');
const BASE = 'https://api.openweathermap.org/data/2.5/air_pollution';
const LONDON = `${BASE}?lat=51.5085&lon=-0.1257&appid=k`;

const server = setupServer();
beforeAll(() => server.listen(failOnUnhandled));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ask = answerer(server, { now: () => NOW });
/** The answer of a fresh double (seed 5, the test clock) to a URL, and its log entry. */
const answer = (options: WeatherDoubleOptions, url = LONDON) => ask(options, url);

describe('airPollutionDust through the handlers', () => {
  it('sends PM10 in the hundreds, PM2.5 at least 18 % of it and aqi 5, the rest unchanged', async () => {
    expect(airPollutionVariantNames).toEqual(['airPollutionDust']);
    const common = JSON.parse((await answer({})).body);
    const sent = await answer({ variants: { rate: 1, seed: 1, only: ['airPollutionDust'] } });
    expect(sent.entry.variant).toBe('airPollutionDust');
    const variant = JSON.parse(sent.body);
    const [before, after] = [common.list[0], variant.list[0]];
    expect(before.components.pm10).toBeLessThan(100);
    expect(after.components.pm10).toBeGreaterThanOrEqual(300);
    expect(after.components.pm10).toBeLessThan(500);
    expect(after.components.pm2_5).toBeGreaterThanOrEqual(Math.round(after.components.pm10 * 18) / 100);
    expect(after.main.aqi).toBe(5);
    const { pm10, pm2_5, ...others } = after.components;
    const { pm10: _pm10, pm2_5: _pm25, ...othersBefore } = before.components;
    expect(others).toEqual(othersBefore);
    expect({ ...variant, list: [] }).toEqual({ ...common, list: [] });
    expect(Object.keys(after.components)).toEqual(Object.keys(before.components));
    const result = validateAirPollution(variant);
    expect(result.ok ? [] : result.issues).toEqual([]);
    expect((await answer({ variants: { rate: 1, seed: 1, only: ['airPollutionDust'] } })).body).toBe(
      sent.body,
    );
  });

  it('leaves the default answer, the forecast and the history as they were', async () => {
    expect((await answer({ variants: { rate: 0 } })).body).toBe((await answer({})).body);
    const forecast = `${BASE}/forecast?lat=51.5085&lon=-0.1257&appid=k`;
    expect((await answer({ variants: { rate: 1 } }, forecast)).body).toBe((await answer({}, forecast)).body);
  });
});

describe('airPollutionAnswer({ bias })', () => {
  it('draws the dusty hour with bias "rare", valid, and shrinks a failure to it', () => {
    const answers = fc.sample(airPollutionAnswer({ bias: 'rare' }), { seed: 3, numRuns: 40 });
    for (const { value, body } of answers) {
      const result = validateAirPollution(value);
      expect(result.ok ? [] : result.issues).toEqual([]);
      expect(JSON.parse(body)).toEqual(value);
    }
    expect(answers.some(({ variants }) => variants.includes('airPollutionDust'))).toBe(true);
    // A gauge drawn up to 100 µg/m³ of PM10 fails on the dusty hour, and only there.
    const details = fc.check(
      fc.property(airPollutionAnswer({ bias: 'rare' }), ({ value }) => {
        expect(value.list[0]?.components.pm10).toBeLessThan(100);
      }),
      { seed: 42 },
    );
    expect(details.failed).toBe(true);
    expect(details.counterexample?.[0].variants).toEqual(['airPollutionDust']);
  });

  it('draws the common answer most of the time by default', () => {
    const answers = fc.sample(airPollutionAnswer(), { seed: 9, numRuns: 100 });
    expect(answers.filter(({ variants }) => variants.length === 0).length).toBeGreaterThan(80);
  });
});
