// Rare real variants of the One Call 3.0 answer (issue 42, docs/variants.md): each variant's body
// through the handlers, changed from the common answer exactly as documented, valid with
// { variants: true } and refused by the strict validator; the option's names; the fast-check
// arbitrary that draws them, and a consumer's crash found and shrunk to one variant.
import fc from 'fast-check';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type OneCallVariantName,
  oneCallVariantNames,
  validateOneCall,
  WeatherDoubleError,
} from 'weather-double';
import { oneCallAnswer } from 'weather-double/fast-check';
import { createWeatherDouble, type WeatherDoubleOptions } from 'weather-double/handlers';
import { failOnUnhandled } from '../support/msw.js';
import { answerer } from '../support/variants.js';

const NOW = Date.parse('2024-06-01T14:00:00Z');
const LONDON = 'https://api.openweathermap.org/data/3.0/onecall?lat=51.5085&lon=-0.1257&appid=k';

const server = setupServer();
beforeAll(() => server.listen(failOnUnhandled));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

type Json = Record<string, any>;

const ask = answerer(server, { now: () => NOW });
/** The answer of a fresh double (seed 5, the test clock) to a URL, and its log entry. */
const answer = (options: WeatherDoubleOptions, url = LONDON) => ask(options, url);

/** What each variant changes, from the common answer to the variant's: the rest is unchanged. */
const expectations: Record<OneCallVariantName, (variant: Json, common: Json) => void> = {
  currentNoVisibility: (v, c) => {
    expect(c.current.visibility).toBeTypeOf('number');
    expect({ ...v, current: { ...v.current, visibility: c.current.visibility } }).toEqual(c);
    expect(v.current).not.toHaveProperty('visibility');
  },
  currentNoWindGust: (v, c) => {
    expect(c.current.wind_gust).toBeTypeOf('number');
    expect(v.current).not.toHaveProperty('wind_gust');
    expect({ ...v, current: { ...v.current, wind_gust: c.current.wind_gust } }).toEqual(c);
  },
  currentRainEmpty: (v, c) => {
    expect(c.current).not.toHaveProperty('rain');
    expect(v.current.rain).toEqual({});
    expect(Object.keys(v.current).at(-1)).toBe('rain'); // after weather, where the service puts it
  },
  hourlyNoVisibility: (v, c) => {
    expect(v.hourly.every((hour: Json) => !('visibility' in hour))).toBe(true);
    expect(v.hourly.map(({ dt, temp }: Json) => [dt, temp])).toEqual(
      c.hourly.map(({ dt, temp }: Json) => [dt, temp]),
    );
  },
  dailyNoMoonNoPop: (v, c) => {
    for (const key of ['moonrise', 'moonset', 'moon_phase', 'pop']) {
      expect(c.daily[0]).toHaveProperty(key);
      expect(v.daily.some((day: Json) => key in day)).toBe(false);
    }
  },
};

describe('each One Call variant through the handlers', () => {
  // London at the test clock is dry and gusty: every variant applies there.
  for (const name of oneCallVariantNames) {
    it(`${name}: the common answer changed as docs/variants.md says, valid with { variants: true }`, async () => {
      const common = await answer({});
      const variant = await answer({ variants: { rate: 1, seed: 1, only: [name] } });
      expect(variant.entry.variant).toBe(name);
      expectations[name](JSON.parse(variant.body), JSON.parse(common.body));
      const loose = validateOneCall(JSON.parse(variant.body), { variants: true });
      expect(loose.ok ? [] : loose.issues).toEqual([]);
      if (name !== 'currentNoWindGust') expect(validateOneCall(JSON.parse(variant.body)).ok).toBe(false);
    });
  }

  it('draws among every route`s variants with rate 1, and leaves the other routes alone', async () => {
    const seen = new Set<string>();
    for (const lat of [10, 20, 30, 40, 50, 60]) {
      const { entry } = await answer(
        { variants: { rate: 1, seed: lat } },
        `https://api.openweathermap.org/data/3.0/onecall?lat=${lat}&lon=5&appid=k`,
      );
      seen.add(entry.variant as string);
    }
    for (const name of seen) expect(oneCallVariantNames).toContain(name);
    const timemachine =
      'https://api.openweathermap.org/data/3.0/onecall/timemachine?lat=51.5&lon=0&dt=1717250000&appid=k';
    expect((await answer({ variants: { rate: 1 } }, timemachine)).body).toBe(
      (await answer({}, timemachine)).body,
    );
  });

  it('is named in the option`s message beside the weather variants', () => {
    expect(() =>
      createWeatherDouble({ variants: { rate: 1, only: ['tornado' as OneCallVariantName] } }),
    ).toThrow(
      /variants\.only\[0\]: expected one of 'noVisibility', .*'polarIconDay', .*'currentNoVisibility', .*'dailyNoMoonNoPop', .*got "tornado"/,
    );
  });
});

describe('validateOneCall(value, { variants })', () => {
  it('refuses options that are not { variants: boolean }, naming them', () => {
    expect(() => validateOneCall({}, { variants: 'yes' } as never)).toThrow(WeatherDoubleError);
    expect(() => validateOneCall({}, { variants: 'yes' } as never)).toThrow(
      /options\.variants: expected a boolean/,
    );
    expect(() => validateOneCall({}, { strict: true } as never)).toThrow(/Unknown option options\.strict/);
  });

  it('still holds every other rule with { variants: true }', async () => {
    const body = JSON.parse((await answer({ variants: { rate: 1, only: ['hourlyNoVisibility'] } })).body);
    body.hourly[3].humidity = 140;
    const result = validateOneCall(body, { variants: true });
    expect(result.ok ? [] : result.issues.map(({ path }) => path)).toEqual(['hourly[3].humidity']);
  });
});

describe('oneCallAnswer({ bias })', () => {
  it('draws every variant with bias "rare", each answer valid with { variants: true }', () => {
    const answers = fc.sample(oneCallAnswer({ bias: 'rare', units: 'metric' }), { seed: 3, numRuns: 80 });
    for (const { value, body } of answers) {
      const result = validateOneCall(value, { variants: true });
      expect(result.ok ? [] : result.issues).toEqual([]);
      expect(JSON.parse(body)).toEqual(value);
    }
    expect(new Set(answers.flatMap(({ variants }) => variants))).toEqual(new Set(oneCallVariantNames));
  });

  // The recipe of docs/variants.md: a widget that reads the next hour's visibility.
  it('finds the crash on an hour without visibility, shrunk to that one variant', () => {
    const nextHourVisibility = (answer: { hourly?: { visibility?: number }[] }) =>
      answer.hourly === undefined
        ? 'no forecast'
        : `${((answer.hourly[0]?.visibility as number) / 1000).toFixed(1)} km`;
    const details = fc.check(
      fc.property(oneCallAnswer({ bias: 'rare' }), ({ value }) => {
        expect(nextHourVisibility(value)).toMatch(/^(no forecast|\d+\.\d km)$/);
      }),
      { seed: 42 },
    );
    expect(details.failed).toBe(true);
    expect(details.counterexample?.[0].variants).toEqual(['hourlyNoVisibility']);
  });
});
