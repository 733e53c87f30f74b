// The rare real variant of the Geocoding API's lists (issue 42, docs/variants.md): US states by
// their two-letter code, through the handlers for /geo/1.0/direct and /geo/1.0/reverse, the rest
// unchanged; the same bytes for the same seed; zip untouched; geocodingAnswer draws it.
import fc from 'fast-check';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { geocodingVariantNames } from 'weather-double';
import { geocodingAnswer } from 'weather-double/fast-check';
import { failOnUnhandled } from '../support/msw.js';
import { answerer } from '../support/variants.js';

const GEO = 'https://api.openweathermap.org/geo/1.0';
const DIRECT = `${GEO}/direct?q=Springfield,US&limit=5&appid=k`;
const REVERSE = `${GEO}/reverse?lat=39.7817&lon=-89.6501&limit=5&appid=k`;

const server = setupServer();
beforeAll(() => server.listen(failOnUnhandled));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

type Place = { name: string; country: string; state?: string };

/** The answer of a fresh double (seed 5) to a URL, and its log entry. */
const answer = answerer(server);

describe('geocodingStateCode through the handlers', () => {
  for (const url of [DIRECT, REVERSE]) {
    it(`${new URL(url).pathname}: each US state as its two-letter code, the rest unchanged`, async () => {
      expect(geocodingVariantNames).toEqual(['geocodingStateCode']);
      const common: Place[] = JSON.parse((await answer({}, url)).body);
      const sent = await answer({ variants: { rate: 1, seed: 1, only: ['geocodingStateCode'] } }, url);
      expect(sent.entry.variant).toBe('geocodingStateCode');
      const variant: Place[] = JSON.parse(sent.body);
      expect(common.some((place) => place.country === 'US' && (place.state?.length ?? 0) > 2)).toBe(true);
      variant.forEach((place, index) => {
        const before = common[index] as Place;
        if (before.country === 'US' && before.state !== undefined) {
          expect(place.state).toMatch(/^[A-Z]{2}$/);
          expect(place.state).not.toBe(before.state);
        } else expect(place.state).toBe(before.state);
        expect({ ...place, state: before.state }).toEqual(before);
      });
      expect((await answer({ variants: { rate: 1, seed: 1, only: ['geocodingStateCode'] } }, url)).body).toBe(
        sent.body,
      );
    });
  }

  it('names Illinois IL and leaves the zip answer and places abroad as they were', async () => {
    const variant: Place[] = JSON.parse((await answer({ variants: { rate: 1 } }, REVERSE)).body);
    expect(variant.filter(({ country }) => country === 'US').map(({ state }) => state)).toContain('IL');
    const zip = `${GEO}/zip?zip=94040,US&appid=k`;
    expect((await answer({ variants: { rate: 1 } }, zip)).body).toBe((await answer({}, zip)).body);
    const london = `${GEO}/direct?q=London,GB&limit=5&appid=k`;
    const abroad = await answer({ variants: { rate: 1 } }, london);
    expect(abroad.body).toBe((await answer({}, london)).body);
    expect(abroad.entry.variant).toBeUndefined();
  });
});

describe('geocodingAnswer(kind, { bias })', () => {
  it('draws the state codes with bias "rare" and shrinks a failure to them', () => {
    const answers = fc.sample(geocodingAnswer('direct', { bias: 'rare' }), { seed: 3, numRuns: 200 });
    for (const { value, body } of answers) expect(JSON.parse(body)).toEqual(value);
    expect(answers.some(({ variants }) => variants.includes('geocodingStateCode'))).toBe(true);
    // A label that spells out the state ("Austin, Texas") fails on the code, and only there.
    const details = fc.check(
      fc.property(geocodingAnswer('direct', { bias: 'rare' }), ({ value }) => {
        for (const place of value)
          if (place.state !== undefined) expect(place.state.length).toBeGreaterThan(2);
      }),
      { seed: 42, numRuns: 300 },
    );
    expect(details.failed).toBe(true);
    expect(details.counterexample?.[0].variants).toEqual(['geocodingStateCode']);
  });
});
