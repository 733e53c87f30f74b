// Rare real variants of the 16-day daily forecast (issue 42, docs/variants.md): each variant's body
// through the handlers, changed from the common answer exactly as documented, valid with
// { variants: true } (and, for the float pressure, refused without); the same bytes for the same
// seed; generate --kind daily --variants prints them.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type DailyForecastVariantName,
  dailyForecastVariantNames,
  validateDailyForecast,
  WeatherDoubleError,
} from 'weather-double';
import type { WeatherDoubleOptions } from 'weather-double/handlers';
import { runCli } from '../support/cli.js';
import { failOnUnhandled } from '../support/msw.js';
import { answerer } from '../support/variants.js';

const NOW = Date.parse('2024-06-01T14:00:00Z');
const LONDON =
  'https://api.openweathermap.org/data/2.5/forecast/daily?q=London,GB&cnt=7&units=metric&appid=k';

const server = setupServer();
beforeAll(() => server.listen(failOnUnhandled));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

type Json = Record<string, any>;

const ask = answerer(server, { now: () => NOW });
/** The answer of a fresh double (seed 5, the test clock) to a URL, and its log entry. */
const answer = (options: WeatherDoubleOptions, url = LONDON) => ask(options, url);

const TEMPERATURES = ['day', 'min', 'max', 'night', 'eve', 'morn'];

/** What each variant changes, from the common answer to the variant's: the rest is unchanged. */
const expectations: Record<DailyForecastVariantName, (variant: Json, common: Json, body: string) => void> = {
  forecastDailyFloatPressure: (v, c, body) => {
    v.list.forEach((day: Json, index: number) => {
      expect(Number.isInteger(day.pressure)).toBe(false);
      expect(Math.trunc(day.pressure)).toBe(c.list[index].pressure);
      expect({ ...day, pressure: c.list[index].pressure }).toEqual(c.list[index]);
    });
    expect(body).toMatch(/"pressure":\d{3,4}\.\d{1,2},"humidity":/);
  },
  forecastDailyFlatTemperatures: (v, c) => {
    expect(new Set(TEMPERATURES.map((key) => c.list[0].temp[key])).size).toBeGreaterThan(1);
    expect(TEMPERATURES.map((key) => v.list[0].temp[key])).toEqual(
      TEMPERATURES.map(() => c.list[0].temp.day),
    );
    expect({ ...v, list: v.list.slice(1) }).toEqual({ ...c, list: c.list.slice(1) });
  },
};

describe('each daily forecast variant through the handlers', () => {
  for (const name of dailyForecastVariantNames) {
    it(`${name}: the common answer changed as docs/variants.md says, valid with { variants: true }`, async () => {
      const common = await answer({});
      const variant = await answer({ variants: { rate: 1, seed: 1, only: [name] } });
      expect(variant.entry.variant).toBe(name);
      expectations[name](JSON.parse(variant.body), JSON.parse(common.body), variant.body);
      const loose = validateDailyForecast(JSON.parse(variant.body), { variants: true });
      expect(loose.ok ? [] : loose.issues).toEqual([]);
      // Six equal temperatures are within the strict rules (min ≤ each ≤ max); decimals are not.
      expect(validateDailyForecast(JSON.parse(variant.body)).ok).toBe(
        name === 'forecastDailyFlatTemperatures',
      );
      expect((await answer({ variants: { rate: 1, seed: 1, only: [name] } })).body).toBe(variant.body);
    });
  }

  it('leaves the default answer and mode=xml as they were', async () => {
    expect((await answer({ variants: { rate: 0 } })).body).toBe((await answer({})).body);
    const xml = `${LONDON}&mode=xml`;
    expect((await answer({ variants: { rate: 1 } }, xml)).body).toBe((await answer({}, xml)).body);
  });

  it('generate --kind daily --variants 1 prints the daily forecast with a variant', async () => {
    const args = ['generate', '--kind', 'daily', '--q', 'London,GB', '--at', '2024-06-01T14:00:00Z'];
    const common = (await runCli(args)).stdout;
    const { stdout } = await runCli([...args, '--variants', '1', '--variants-seed', '2']);
    expect(stdout).not.toBe(common);
    const loose = validateDailyForecast(JSON.parse(stdout), { variants: true });
    expect(loose.ok ? [] : loose.issues).toEqual([]);
  });
});

describe('validateDailyForecast(value, { variants })', () => {
  it('refuses options other than { variants: boolean }, naming them', () => {
    expect(() => validateDailyForecast({}, { variants: 'yes' } as never)).toThrow(WeatherDoubleError);
    expect(() => validateDailyForecast({}, { variants: 'yes' } as never)).toThrow(
      /options\.variants: expected a boolean/,
    );
    expect(() => validateDailyForecast({}, { strict: true } as never)).toThrow(/options\.strict/);
  });

  it('still holds every other rule with { variants: true }', async () => {
    const body = JSON.parse(
      (await answer({ variants: { rate: 1, only: ['forecastDailyFloatPressure'] } })).body,
    );
    body.list[2].pressure = 1011.123;
    body.list[3].humidity = 140;
    const result = validateDailyForecast(body, { variants: true });
    expect(result.ok ? [] : result.issues.map(({ path }) => path)).toEqual([
      'list[2].pressure',
      'list[3].humidity',
    ]);
  });
});
