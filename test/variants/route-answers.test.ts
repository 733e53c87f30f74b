// The fast-check arbitraries of the other answer kinds (issue 42): each value is the exact answer the
// double sends for the request it names (fetched again through the handlers), valid by the route's
// validator, deterministic for a seed; and a consumer's crash on a case it forgot is found and shrunk.
import fc from 'fast-check';
import { setupServer } from 'msw/node';
import { describe, expect, it } from 'vitest';
import { validateAirPollution, validateForecast, validateOneCall } from 'weather-double';
import {
  airPollutionAnswer,
  errorAnswer,
  forecastAnswer,
  geocodingAnswer,
  oneCallAnswer,
} from 'weather-double/fast-check';
import { createWeatherDouble } from 'weather-double/handlers';
import { failOnUnhandled } from '../support/msw.js';

/** The double's answer to a path and query at a moment, through its public MSW handlers. */
async function answeredBy(url: string, now: number): Promise<string> {
  const double = createWeatherDouble({ seed: 0, now: () => now });
  const server = setupServer(...double.handlers);
  server.listen(failOnUnhandled);
  try {
    return await (await fetch(`https://api.openweathermap.org${url}`)).text();
  } finally {
    server.close();
  }
}

describe('the route arbitraries', () => {
  it('draw forecasts valid in their language, with the slot count asked', () => {
    fc.assert(
      fc.property(forecastAnswer({ units: 'metric', lang: 'de' }), ({ url, body, value }) => {
        const result = validateForecast(value, { lang: 'de', variants: true });
        expect(result.ok ? [] : result.issues).toEqual([]);
        expect(JSON.parse(body)).toEqual(value);
        expect(value.list).toHaveLength(Number(new URL(url, 'https://x').searchParams.get('cnt')));
        expect(url).toContain('units=metric');
      }),
      { seed: 42, numRuns: 60 },
    );
    const eight = fc.sample(forecastAnswer({ cnt: 8 }), { seed: 1, numRuns: 5 });
    expect(eight.map(({ value }) => value.list.length)).toEqual([8, 8, 8, 8, 8]);
  });

  it('draw One Call answers with parts left out, valid', () => {
    const answers = fc.sample(oneCallAnswer({ units: 'imperial' }), { seed: 42, numRuns: 60 });
    for (const { value } of answers) {
      const result = validateOneCall(value, { variants: true });
      expect(result.ok ? [] : result.issues).toEqual([]);
    }
    // Every part is sometimes left out, and sometimes not.
    for (const part of ['current', 'minutely', 'hourly', 'daily'] as const) {
      expect(answers.some(({ value }) => value[part] === undefined)).toBe(true);
      expect(answers.some(({ value }) => value[part] !== undefined)).toBe(true);
    }
  });

  it('draw air pollution answers, valid', () => {
    fc.assert(
      fc.property(airPollutionAnswer(), ({ value }) => {
        const result = validateAirPollution(value);
        expect(result.ok ? [] : result.issues).toEqual([]);
      }),
      { seed: 42, numRuns: 60 },
    );
  });

  it('draw geocoding answers of the three routes', () => {
    const reverse = fc.sample(geocodingAnswer('reverse'), { seed: 42, numRuns: 40 });
    expect(reverse.some(({ value }) => value.length === 0)).toBe(true); // at sea
    expect(reverse.some(({ value }) => value.length > 1)).toBe(true);
    const direct = fc.sample(geocodingAnswer('direct'), { seed: 42, numRuns: 40 });
    for (const { url, value } of direct) {
      const asked = new URL(url, 'https://x').searchParams.get('q') as string;
      expect(value.length).toBeGreaterThan(0);
      expect(value[0]?.country).toBe(asked.split(',').at(-1));
    }
    expect(new Set(direct.map(({ value }) => value[0]?.country)).size).toBeGreaterThan(8);
    const zip = fc.sample(geocodingAnswer('zip'), { seed: 42, numRuns: 20 });
    for (const { url, value } of zip) {
      expect(url).toContain(`zip=${value.zip}%2CUS`);
      expect(value.country).toMatch(/^(US|PR|VI|GU|AS|MP)$/);
    }
  });

  it('give the bytes the handlers send for the same request at the same moment', async () => {
    const drawn = [
      // Without variants: those are the double's answer with a variant applied (tested apart).
      ...fc
        .sample(forecastAnswer({ lang: 'fr' }), { seed: 5, numRuns: 3 })
        .filter(({ variants }) => variants.length === 0),
      ...fc
        .sample(oneCallAnswer({ units: 'metric' }), { seed: 5, numRuns: 6 })
        .filter(({ variants }) => variants.length === 0),
      ...fc
        .sample(airPollutionAnswer(), { seed: 5, numRuns: 3 })
        .filter(({ variants }) => variants.length === 0),
      ...fc
        .sample(geocodingAnswer('direct'), { seed: 5, numRuns: 3 })
        .filter(({ variants }) => variants.length === 0),
      ...fc.sample(geocodingAnswer('zip'), { seed: 5, numRuns: 2 }),
    ];
    for (const { url, now, body } of drawn) expect(await answeredBy(url, now)).toBe(body);
  });

  it('are deterministic for a seed', () => {
    const first = fc.sample(forecastAnswer(), { seed: 7, numRuns: 10 });
    expect(fc.sample(forecastAnswer(), { seed: 7, numRuns: 10 })).toEqual(first);
  });
});

describe('errorAnswer()', () => {
  it('draws every error the double sends, with cod a number only in the 401 and 429 bodies', () => {
    const drawn = fc.sample(errorAnswer(), { seed: 42, numRuns: 500 });
    expect(new Set(drawn.map(({ status }) => status))).toEqual(new Set([400, 401, 404, 405, 414, 429, 500]));
    for (const { status, body, value } of drawn) {
      expect(JSON.parse(body)).toEqual(value);
      if (typeof value.cod === 'string') expect(value.cod).toBe(String(status));
      // A number also in One Call 4.0's error structure (its 400s, and the alert detail's 404).
      else expect([400, 401, 404, 429]).toContain(value.cod);
    }
  });
});

// The recipe: a client's error handling that trusts `cod` to be a string is caught at once.
it('finds the crash of an error reader that expects cod as a string, shrunk to the 401', () => {
  const readError = (body: string) => {
    const { cod, message } = JSON.parse(body) as { cod: string; message: string };
    return `${cod.padStart(3, '0')}: ${message}`;
  };
  const details = fc.check(
    fc.property(errorAnswer(), ({ body }) => {
      readError(body);
    }),
    { seed: 42 },
  );
  expect(details.failed).toBe(true);
  expect(details.counterexample?.[0].kind).toBe('unauthorized');
});
