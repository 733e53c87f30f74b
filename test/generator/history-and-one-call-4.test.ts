// The generator's methods of the statistics, the accumulated parameters and One Call 4.0 (issue
// 41): each the route's answer (its JSON the route's bytes, at the same seed, place and clock), and
// the options the routes refuse refused by name (`generate --kind` prints the same: test/cli).
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createWeatherGenerator } from 'weather-double';
import { createWeatherDouble } from 'weather-double/handlers';

const SEED = 5;
const AT = Date.UTC(2024, 5, 1, 12, 34);
const generator = createWeatherGenerator({ seed: SEED, now: () => AT });
const double = createWeatherDouble({ seed: SEED, now: () => AT });

/** The double's body for `target` (the key `k`). */
async function routeBody(target: string): Promise<string> {
  const response = await getResponse(
    double.handlers,
    new Request(`https://api.openweathermap.org${target}&appid=k`),
  );
  expect(response?.status, target).toBe(200);
  return (await response?.text()) ?? '';
}

/** What a call throws: its code, path and message. */
function refusal(call: () => unknown) {
  try {
    call();
  } catch (thrown) {
    const { code, path, message } = thrown as { code: string; path: string; message: string };
    return { code, path, message };
  }
  return undefined;
}

describe('the statistics from the generator', () => {
  it('answers the routes, and a day of the year is the year’s day', async () => {
    const month = generator.monthStatistics({ q: 'London,GB' }, { month: 7 });
    expect(JSON.stringify(month)).toBe(await routeBody('/data/2.5/aggregated/month?q=London,GB&month=7'));
    const day = generator.dayStatistics({ lat: 35, lon: 139 }, { month: 2, day: 2 });
    expect(JSON.stringify(day)).toBe(
      await routeBody('/data/2.5/aggregated/day?lat=35&lon=139&month=2&day=2'),
    );
    const year = generator.yearStatistics({ lat: 35, lon: 139 });
    expect(year.result).toHaveLength(365);
    expect(year.result[32]).toEqual(day.result);
    expect(month.result.month).toBe(7);
  });

  it('refuses a month or a day that is not one, and a postal code', () => {
    expect(refusal(() => generator.monthStatistics({ id: 2643743 }, { month: 13 }))).toEqual({
      code: 'INVALID_OPTION',
      path: 'month',
      message: '[weather-double] Invalid option month: expected an integer (the month) from 1 to 12, got 13.',
    });
    expect(refusal(() => generator.dayStatistics({ id: 2643743 }, { month: 4, day: 31 }))).toMatchObject({
      path: 'day',
      message:
        '[weather-double] Invalid option day: expected an integer (a day of month 4) from 1 to 30, got 31.',
    });
    expect(refusal(() => generator.dayStatistics({ id: 2643743 }, undefined as never))).toMatchObject({
      path: 'options',
    });
    expect(refusal(() => generator.yearStatistics({ zip: '94040' } as never))).toMatchObject({ path: 'zip' });
  });
});

describe('the accumulated parameters from the generator', () => {
  it('answer the routes: running totals, a threshold leaving days out', async () => {
    const ask = { start: 1714521600, end: 1717200000 };
    const temperature = generator.accumulatedTemperature({ q: 'London,GB' }, { ...ask, threshold: 285 });
    expect(JSON.stringify(temperature)).toBe(
      await routeBody(
        '/data/2.5/history/accumulated_temperature?q=London,GB&start=1714521600&end=1717200000&threshold=285',
      ),
    );
    const rain = generator.accumulatedPrecipitation({ lat: 51.5, lon: -0.1 }, ask);
    expect(JSON.stringify(rain)).toBe(
      await routeBody(
        '/data/2.5/history/accumulated_precipitation?lat=51.5&lon=-0.1&start=1714521600&end=1717200000',
      ),
    );
    // 1 to 31 May: each day counted without a threshold; fewer with one.
    expect(rain).toHaveLength(31);
    expect(rain.at(-1)?.count).toBe(31);
    expect(temperature.at(-1)?.count).toBeLessThan(31);
  });

  it('refuses start after end, before 1979 or after the clock, over a year, and a threshold that is not a number', () => {
    const place = { id: 2643743 };
    expect(
      refusal(() => generator.accumulatedTemperature(place, { start: 1717200000, end: 1714521600 })),
    ).toEqual({
      code: 'INVALID_OPTION',
      path: 'end',
      message:
        '[weather-double] Invalid option end: expected Unix seconds at or after start (1717200000), got 1714521600.',
    });
    expect(
      refusal(() => generator.accumulatedTemperature(place, { start: 86400, end: 1714521600 })),
    ).toMatchObject({
      path: 'start',
      message:
        "[weather-double] Invalid option start: expected Unix seconds from 1979-01-01T00:00:00Z to 2024-06-01T12:00:00Z (the clock's hour), got 86400.",
    });
    expect(
      refusal(() => generator.accumulatedPrecipitation(place, { start: 1685577600, end: 1717200000 })),
    ).toMatchObject({ path: 'end' });
    expect(
      refusal(() =>
        generator.accumulatedPrecipitation(place, {
          start: 1714521600,
          end: 1717200000,
          threshold: '1' as never,
        }),
      ),
    ).toMatchObject({ path: 'threshold' });
    expect(refusal(() => generator.accumulatedPrecipitation(place, undefined as never))).toMatchObject({
      path: 'options',
    });
  });
});

describe('One Call 4.0 from the generator', () => {
  const london = { lat: 51.5085, lon: -0.1257 };

  it('answers the routes, the links with the key given', async () => {
    const current = generator.oneCall4Current(london, { units: 'metric' });
    expect(JSON.stringify(current)).toBe(
      await routeBody('/data/4.0/onecall/current?lat=51.5085&lon=-0.1257&units=metric'),
    );
    const hours = generator.oneCall4Hourly(london, { start: 1717113600, cnt: 3, key: 'k' });
    expect(JSON.stringify(hours)).toBe(
      await routeBody('/data/4.0/onecall/timeline/1h?lat=51.5085&lon=-0.1257&start=1717113600&cnt=3'),
    );
    expect(hours.next).toBe(
      'https://api.openweathermap.org/data/4.0/onecall/timeline/1h?cnt=3&lat=51.5085&lon=-0.1257&start=1717124400&appid=k',
    );
    // Without a key, the links carry none.
    expect(generator.oneCall4Daily(london, { cnt: 2 }).next).toMatch(/start=\d+$/);
    const minutes = generator.oneCall4Minutely(london, { cnt: 5 });
    expect(minutes.data).toHaveLength(5);
    expect(generator.oneCall4Quarterly(london).data).toHaveLength(50);
  });

  it('refuses a start out of the span, a cnt over the page, and an option the endpoint has not', () => {
    expect(refusal(() => generator.oneCall4Hourly(london, { start: 1767225600 }))).toEqual({
      code: 'INVALID_OPTION',
      path: 'start',
      message:
        '[weather-double] Invalid option start: expected Unix seconds from 1979-01-01T00:00:00Z to before 2024-06-03T12:00:00Z (the 1h timeline at the clock), got 1767225600.',
    });
    expect(refusal(() => generator.oneCall4Quarterly(london, { cnt: 51 }))).toMatchObject({ path: 'cnt' });
    expect(refusal(() => generator.oneCall4Minutely(london, { start: 1717200000 } as never))).toMatchObject({
      path: 'start',
      code: 'INVALID_OPTION',
    });
    expect(refusal(() => generator.oneCall4Current({ lat: 91, lon: 0 }))).toMatchObject({ path: 'lat' });
  });
});
