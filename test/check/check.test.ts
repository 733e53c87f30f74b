// checkProvider (weather-double/check) against local providers only: the double (clean), a gateway
// that adds and changes headers (clean, with notes), and deliberately broken providers, each
// reported at the right JSON path; a 429 is reported as rate limited, not drift; the key never shows.

import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { type CheckedRequest, checkProvider, type ProviderCheckReport } from 'weather-double/check';
import { startWeatherServer, type WeatherServer } from 'weather-double/server';
import { caught, expectRefusal } from '../support/errors.js';
import { mapPlace, mapRecord, startBrokenProvider } from './providers.js';

const KEY = 'sekrit-key-1234';
let double: WeatherServer;

beforeAll(async () => {
  double = await startWeatherServer({ seed: 7, now: () => Date.UTC(2024, 5, 1, 18), apiKeys: [KEY] });
});
afterAll(async () => {
  await double.close();
});

/** Checks a provider built on the double with `breakage`, and closes it. */
async function checkBroken(breakage: Parameters<typeof startBrokenProvider>[1], zips?: string[]) {
  const provider = await startBrokenProvider(double.url, breakage);
  try {
    return { report: await checkProvider({ baseUrl: provider.url, apiKey: KEY, zips }), seen: provider.seen };
  } finally {
    await provider.close();
  }
}

const drifted = (report: ProviderCheckReport) =>
  report.requests
    .filter((request) => request.outcome === 'drift')
    .map((request) => ({ name: request.name, differences: request.differences }));

/**
 * The documented request set of `checkProvider` with the zips 94040,us and SW1A 1AA,gb, in order:
 * [route, name, expected status]. The other tests derive their counts from it, so a new probe is a row.
 */
const PROBES: readonly (readonly [string, string, number])[] = [
  ['weather', '94040,us without units', 200],
  ['weather', '94040,us in metric units', 200],
  ['weather', '94040,us in imperial units', 200],
  ['weather', 'SW1A 1AA,gb without units', 200],
  ['weather', 'SW1A 1AA,gb in metric units', 200],
  ['weather', 'SW1A 1AA,gb in imperial units', 200],
  ['geocodingZip', 'the place of 94040,us from the Geocoding API', 200],
  ['weather', '94040,us at the coordinates of its place, without units', 200],
  ['geocodingDirect', 'the place named London,GB (limit=1)', 200],
  ['geocodingReverse', "the place nearest to London's coordinates (limit=1)", 200],
  ['forecast', 'the 5 day / 3 hour forecast of 94040,us, one day (cnt=8), without units', 200],
  ['forecastDaily', 'the 16-day daily forecast of 94040,us, 16 days (cnt=16), in metric units', 200],
  ['forecastHourly', 'the hourly forecast of 94040,us, one day (cnt=24), in imperial units', 200],
  ['oneCall', 'One Call at London, every part', 200],
  ['oneCallTimemachine', "One Call's timemachine at London, dt=1645888976 (2022-02-26 15:22:56 UTC)", 200],
  ['oneCallDaySummary', "One Call's day summary at London, 2023-03-30", 200],
  ['oneCallOverview', "One Call's overview at London, today", 200],
  ['airPollution', 'the air pollution at London now', 200],
  ['airPollutionForecast', 'the air pollution forecast at London', 200],
  ['airPollutionHistory', 'the air pollution history at London, 2023-01-01 00:00 to 06:00 UTC', 200],
  ['uvi', 'the UV index at London, today', 200],
  ['uviForecast', 'the UV index forecast at London', 200],
  ['uviHistory', 'the UV index history at London, 2023-01-01 to 2023-01-05', 200],
  ['group', 'the cities 2643743,524901,703448 in metric units', 200],
  ['find', 'five cities around London in metric units', 200],
  ['boxCity', 'the cities in the box -0.5,51.3,0.3,51.7,10 in metric units', 200],
  ['historyCity', 'the city history at London, the last 24 hours (type=hour, no start)', 200],
  ['forecastClimate', 'the 30-day climate forecast of 94040,us, 30 days (cnt=30), in imperial units', 200],
  ['aggregatedYear', 'the statistics of every day of the year at London', 200],
  ['aggregatedMonth', 'the statistics of July at London', 200],
  ['aggregatedDay', 'the statistics of 1 January at London', 200],
  [
    'accumulatedTemperature',
    "the accumulated temperature at London, 2020-04-14 to 2020-05-14 (the page's request), threshold 284 K",
    200,
  ],
  [
    'accumulatedPrecipitation',
    "the accumulated precipitation at London, 2020-04-14 to 2020-05-14 (the page's request), days with at least 2 mm",
    200,
  ],
  ['stations', "the key's weather stations", 200],
  ['oneCall4Current', 'One Call 4.0 current at London', 200],
  ['oneCall4Minutely', 'One Call 4.0 1min at London', 200],
  ['oneCall4Quarterly', 'One Call 4.0 15min at London', 200],
  ['oneCall4Hourly', 'One Call 4.0 1h at London', 200],
  ['oneCall4Daily', 'One Call 4.0 1day at London', 200],
  ['historyStation', "the station history of London's city ID, three hours", 200],
  ['pollutionCo', 'the retired carbon monoxide API at London now', 200],
  ['pollutionO3', 'the retired ozone API at London now', 200],
  ['pollutionNo2', 'the retired nitrogen dioxide API at London now', 200],
  ['pollutionSo2', 'the retired sulphur dioxide API at London now', 200],
  ['triggers', "the key's triggers", 200],
  ['weather', 'a wrong (empty) key', 401],
  ['weather', 'postal code 00000, which names no place', 404],
  ['weather', 'no location', 400],
  ['oneCall', 'One Call with a wrong (empty) key', 401],
  ['oneCall', 'One Call at latitude 100', 400],
  ['oneCallDaySummary', "One Call's day summary of 1970-01-01", 400],
  ['oneCallDaySummary', "One Call's day summary of a date 'yesterday'", 400],
  ['oneCallOverview', "One Call's overview of 2000-01-01", 400],
  ['airPollution', 'the air pollution with a wrong (empty) key', 401],
  ['airPollution', 'the air pollution at longitude 200', 400],
  ['oneCallRetired', 'One Call 2.5 at London (retired: 401 whatever the key)', 401],
  ['oneCallTimemachineRetired', 'One Call 2.5 timemachine at London (retired: 401 whatever the key)', 401],
  ['group', 'twenty-one city IDs', 400],
  ['find', 'fifty-one cities around a point', 400],
  ['boxCity', 'a box with latitude 99', 400],
  ['measurements', 'the measurements of a station that is none of the key’s', 404],
  ['oneCall4Current', 'One Call 4.0 current at latitude 100', 400],
  ['oneCall4Minutely', 'One Call 4.0 1min at latitude 100', 400],
  ['oneCall4Quarterly', 'One Call 4.0 15min at latitude 100', 400],
  ['oneCall4Hourly', 'One Call 4.0 1h at latitude 100', 400],
  ['oneCall4Daily', 'One Call 4.0 1day at latitude 100', 400],
  ['oneCall4Alert', 'One Call 4.0 alert detail of the page’s example ID', 404],
  ['pollutionCo', 'the retired carbon monoxide API with a wrong (empty) key', 401],
  ['pollutionO3', 'the retired ozone API with a wrong (empty) key', 401],
  ['pollutionNo2', 'the retired nitrogen dioxide API with a wrong (empty) key', 401],
  ['pollutionSo2', 'the retired sulphur dioxide API with a wrong (empty) key', 401],
];
/** The same set with the default zip alone (94040,us): without the three SW1A 1AA,gb records. */
const DEFAULT_PROBES = PROBES.filter(([, name]) => !name.startsWith('SW1A 1AA,gb'));

describe('checkProvider', () => {
  it('finds the double clean against its own shape, with the documented request set', async () => {
    const report = await checkProvider({
      baseUrl: double.url,
      apiKey: KEY,
      zips: ['94040,us', 'SW1A 1AA,gb'],
    });
    expect(report.outcome).toBe('match');
    expect(report.shape).toBe('specification');
    expect(report.requests.map((r) => [r.route, r.name, r.expectedStatus, r.status, r.outcome])).toEqual(
      PROBES.map(([route, name, status]) => [route, name, status, status, 'match']),
    );
    for (const request of report.requests) {
      expect(request.differences).toEqual([]);
      expect(request.notes).toEqual([]);
    }
    expect(report.requests[0]!.url).toBe(`${double.url}/data/2.5/weather?zip=94040,us&appid=***`);
    expect(report.requests[6]!.url).toBe(`${double.url}/geo/1.0/zip?zip=94040,us&appid=***`);
    expect(report.requests[7]!.url).toBe(`${double.url}/data/2.5/weather?lat=37.39&lon=-122.08&appid=***`);
    expect(report.requests.slice(8, 23).map((r) => r.url)).toEqual([
      `${double.url}/geo/1.0/direct?q=London,GB&limit=1&appid=***`,
      `${double.url}/geo/1.0/reverse?lat=51.5085&lon=-0.1257&limit=1&appid=***`,
      `${double.url}/data/2.5/forecast?zip=94040,us&cnt=8&appid=***`,
      `${double.url}/data/2.5/forecast/daily?zip=94040,us&units=metric&cnt=16&appid=***`,
      `${double.url}/data/2.5/forecast/hourly?zip=94040,us&units=imperial&cnt=24&appid=***`,
      `${double.url}/data/3.0/onecall?lat=51.5085&lon=-0.1257&appid=***`,
      `${double.url}/data/3.0/onecall/timemachine?lat=51.5085&lon=-0.1257&dt=1645888976&appid=***`,
      `${double.url}/data/3.0/onecall/day_summary?lat=51.5085&lon=-0.1257&date=2023-03-30&appid=***`,
      `${double.url}/data/3.0/onecall/overview?lat=51.5085&lon=-0.1257&appid=***`,
      `${double.url}/data/2.5/air_pollution?lat=51.5085&lon=-0.1257&appid=***`,
      `${double.url}/data/2.5/air_pollution/forecast?lat=51.5085&lon=-0.1257&appid=***`,
      `${double.url}/data/2.5/air_pollution/history?lat=51.5085&lon=-0.1257&start=1672531200&end=1672552800&appid=***`,
      `${double.url}/data/2.5/uvi?lat=51.5085&lon=-0.1257&appid=***`,
      `${double.url}/data/2.5/uvi/forecast?lat=51.5085&lon=-0.1257&appid=***`,
      `${double.url}/data/2.5/uvi/history?lat=51.5085&lon=-0.1257&start=1672531200&end=1672876800&appid=***`,
    ]);
    expect(report.requests.find((r) => r.name === 'One Call with a wrong (empty) key')!.url).toBe(
      `${double.url}/data/3.0/onecall?lat=51.5085&lon=-0.1257&appid=`,
    );
    expect(report.requests.find((r) => r.route === 'oneCallRetired')!.url).toBe(
      `${double.url}/data/2.5/onecall?lat=51.5085&lon=-0.1257&appid=***`,
    );
    expect(report.requests.find((r) => r.route === 'oneCallTimemachineRetired')!.url).toBe(
      `${double.url}/data/2.5/onecall/timemachine?lat=51.5085&lon=-0.1257&dt=1645888976&appid=***`,
    );
    expect(report.requests.find((r) => r.route === 'historyCity')!.url).toBe(
      `${double.url}/data/2.5/history/city?lat=51.5085&lon=-0.1257&type=hour&appid=***`,
    );
  });

  it('asks the record at the coordinates the place answer gave, and notes the place’s X-Cache-Key', async () => {
    const moved = mapPlace((place) => ({ ...place, lat: 51.5072, lon: -0.1276 }));
    const { report, seen } = await checkBroken((answer, url, index) => {
      const changed = moved(answer, url, index);
      return url.startsWith('/geo/')
        ? {
            ...changed,
            headers: changed.headers.map(([name, value]) => [
              name,
              name === 'X-Cache-Key' ? value.replace('/geo/1.0/zip', '/data/2.5/weather') : value,
            ]),
          }
        : changed;
    });
    expect(report.outcome).toBe('match');
    expect(seen[3]).toBe(`/geo/1.0/zip?zip=94040,us&appid=${KEY}`);
    expect(seen[4]).toBe(`/data/2.5/weather?lat=51.5072&lon=-0.1276&appid=${KEY}`);
    expect(report.requests[3]!.notes).toEqual([
      {
        path: 'headers.X-Cache-Key',
        expected: '"/geo/1.0/zip?zip=94040,us"',
        got: '"/data/2.5/weather?zip=94040,us"',
      },
    ]);
    expect(report.requests[4]!.notes).toEqual([]);
  });

  it('reports a place whose lat is a string at lat, and does not send the request by coordinates', async () => {
    const { report, seen } = await checkBroken(mapPlace((place) => ({ ...place, lat: String(place.lat) })));
    expect(report.outcome).toBe('drift');
    expect(drifted(report)).toEqual([
      {
        name: 'the place of 94040,us from the Geocoding API',
        differences: [{ path: 'lat', expected: 'a number from -90 to 90', got: '"37.39"' }],
      },
    ]);
    expect(report.requests[4]).toMatchObject({
      name: '94040,us at the coordinates of its place, without units',
      url: `${report.baseUrl}/data/2.5/weather?lat={lat}&lon={lon}&appid=***`,
      status: undefined,
      outcome: 'notSent',
      reason: 'no coordinates: the place answer\'s lat is not a number from -90 to 90 (got "37.39")',
    });
    expect(report.requests.slice(5).map((request) => request.outcome)).toEqual(
      Array(DEFAULT_PROBES.length - 5).fill('match'),
    );
    expect(seen).toHaveLength(report.requests.length - 1);
    expect(seen.some((url) => url.startsWith('/data/2.5/weather?lat='))).toBe(false);
  });

  it('reports a place with keys out of order, another key and a missing one, each at its path', async () => {
    const { report } = await checkBroken(
      mapPlace(({ zip, name, lat, lon }) => ({ name, zip, lon, lat, state: 'CA' })),
    );
    expect(drifted(report)).toEqual([
      {
        name: 'the place of 94040,us from the Geocoding API',
        differences: [
          { path: 'country', expected: 'a string matching ^[A-Z]{2}$', got: 'nothing' },
          {
            path: 'state',
            expected: 'no such field (the fields here: zip, name, lat, lon, country)',
            got: '"CA"',
          },
          { path: 'body', expected: 'keys in the order zip, name, lat, lon', got: 'name, zip, lon, lat' },
        ],
      },
    ]);
    // The coordinates were usable: the request by coordinates went out and matched.
    expect(report.requests[4]!.outcome).toBe('match');
  });

  it('never shows the key: the report, URLs and echoed values are masked', async () => {
    const { report } = await checkBroken((answer) => ({
      ...answer,
      headers: answer.headers.map(([name, value]) => [name, name === 'Server' ? `echo ${KEY}` : value]),
    }));
    expect(report.outcome).toBe('match');
    expect(report.requests[0]!.notes).toEqual([
      { path: 'headers.Server', expected: '"openresty"', got: '"echo ***"' },
    ]);
    expect(JSON.stringify(report)).not.toContain(KEY);
  });

  it('takes a gateway that adds headers as clean, and notes a changed Server and reordered headers', async () => {
    const { report } = await checkBroken((answer) => ({
      ...answer,
      headers: [
        ['Via', '1.1 gateway'],
        ...answer.headers.filter(([name]) => name !== 'Server').reverse(),
        ['Server', 'nginx'],
      ],
    }));
    expect(report.outcome).toBe('match');
    expect(report.requests[0]!.notes).toEqual([
      { path: 'headers.Server', expected: '"openresty"', got: '"nginx"' },
      {
        path: 'headers',
        expected:
          'in the order Server, Content-Type, X-Cache-Key, Access-Control-Allow-Origin, Access-Control-Allow-Credentials, Access-Control-Allow-Methods',
        got: 'Access-Control-Allow-Methods, Access-Control-Allow-Credentials, Access-Control-Allow-Origin, X-Cache-Key, Content-Type, Server',
      },
    ]);
    // The place answer's headers are the same set, checked the same way.
    expect(report.requests[3]!.notes).toEqual(report.requests[0]!.notes);
  });

  it('reports a float humidity at main.humidity in every record', async () => {
    const { report } = await checkBroken(
      mapRecord((record) => ({ ...record, main: { ...record.main, humidity: 81.5 } })),
    );
    expect(report.outcome).toBe('drift');
    expect(drifted(report)).toEqual(
      [
        '94040,us without units',
        '94040,us in metric units',
        '94040,us in imperial units',
        '94040,us at the coordinates of its place, without units',
      ].map((name) => ({
        name,
        differences: [{ path: 'main.humidity', expected: 'an integer from 0 to 100', got: '81.5' }],
      })),
    );
  });

  it('reports a string cod on the 401 at cod, and nothing else', async () => {
    const { report } = await checkBroken((answer) =>
      answer.status === 401 ? { ...answer, body: answer.body.replace('"cod":401', '"cod":"401"') } : answer,
    );
    // The weather path's 401, One Call's own, the Air Pollution API's, the retired One Call 2.5's
    // (its own call and its timemachine) and the retired Air Pollution API 1.0's (its four gases).
    expect(drifted(report)).toEqual(
      [
        'a wrong (empty) key',
        'One Call with a wrong (empty) key',
        'the air pollution with a wrong (empty) key',
        'One Call 2.5 at London (retired: 401 whatever the key)',
        'One Call 2.5 timemachine at London (retired: 401 whatever the key)',
        'the retired carbon monoxide API with a wrong (empty) key',
        'the retired ozone API with a wrong (empty) key',
        'the retired nitrogen dioxide API with a wrong (empty) key',
        'the retired sulphur dioxide API with a wrong (empty) key',
      ].map((name) => ({
        name,
        differences: [{ path: 'cod', expected: '401 (a number)', got: '"401" (a string)' }],
      })),
    );
  });

  it('reports keys out of order at the object that holds them, and a record at the root', async () => {
    const { report } = await checkBroken(
      mapRecord(({ main, sys, ...rest }) => {
        const { humidity, ...others } = main;
        return { sys, ...rest, main: { humidity, ...others } };
      }),
      ['94040,us'],
    );
    const [first] = drifted(report);
    expect(first!.differences).toEqual([
      {
        path: 'body',
        expected:
          'keys in the order coord, weather, base, main, visibility, wind, clouds, dt, sys, id, name, cod',
        got: 'sys, coord, weather, base, visibility, wind, clouds, dt, id, name, cod, main',
      },
      {
        path: 'main',
        expected: 'keys in the order temp, pressure, humidity, temp_min, temp_max',
        got: 'humidity, temp, pressure, temp_min, temp_max',
      },
    ]);
  });

  it('finds the double in the current shape clean against the current shape', async () => {
    const current = await startWeatherServer({
      port: 0,
      seed: 7,
      now: () => Date.UTC(2024, 5, 1, 18),
      apiKeys: [KEY],
      shape: 'current',
    });
    try {
      const report = await checkProvider({ baseUrl: current.url, apiKey: KEY, shape: 'current' });
      expect(report.shape).toBe('current');
      expect(report.outcome).toBe('match');
      expect(report.requests.map((r) => [r.expectedStatus, r.status, r.outcome])).toEqual(
        DEFAULT_PROBES.map(([, , status]) => [status, status, 'match']),
      );
      for (const request of report.requests) expect(request.differences).toEqual([]);
    } finally {
      await current.close();
    }
  });

  it('reports each shape of the double as drift against the other, naming sys.message and timezone', async () => {
    const current = await startWeatherServer({
      port: 0,
      seed: 7,
      now: () => Date.UTC(2024, 5, 1, 18),
      apiKeys: [KEY],
      shape: 'current',
    });
    try {
      const againstSpecification = await checkProvider({ baseUrl: current.url, apiKey: KEY });
      const againstCurrent = await checkProvider({ baseUrl: double.url, apiKey: KEY, shape: 'current' });
      for (const report of [againstSpecification, againstCurrent]) {
        expect(report.outcome).toBe('drift');
        // The four records drift; the places, the forecast, One Call and the air (one shape each)
        // and the error answers are the same in both.
        expect(report.requests.map((r) => r.outcome)).toEqual([
          'drift',
          'drift',
          'drift',
          'match',
          'drift',
          ...Array(DEFAULT_PROBES.length - 5).fill('match'),
        ]);
      }
      const paths = (report: ProviderCheckReport) =>
        drifted(report)[0]!.differences.map((difference) => difference.path);
      expect(paths(againstSpecification)).toEqual(expect.arrayContaining(['sys.message', 'timezone']));
      expect(paths(againstCurrent)).toEqual(expect.arrayContaining(['sys.message', 'timezone']));
      const timezone = drifted(againstCurrent)[0]!.differences.find((d) => d.path === 'timezone');
      expect(timezone?.got).toBe('nothing');
    } finally {
      await current.close();
    }
  });

  it('reports a provider in the live service’s newer shape, naming sys.message and timezone', async () => {
    const { report } = await checkBroken(
      mapRecord((record) => {
        const { message: _message, ...sys } = record.sys;
        const { id, name, cod, ...rest } = record;
        return { ...rest, sys, timezone: -25200, id, name, cod };
      }),
    );
    expect(drifted(report)[0]!.differences).toEqual([
      { path: 'sys.message', expected: 'a number from 0 to 1', got: 'nothing' },
      {
        path: 'timezone',
        expected:
          'no such field (the fields here: coord, weather, base, main, visibility, wind, clouds, dt, sys, id, name, cod)',
        got: '-25200',
      },
    ]);
  });

  it('reports the error body’s exact bytes, the condition table, the icon rule and the status', async () => {
    const { report } = await checkBroken((answer, url) => {
      if (answer.status === 404) return { ...answer, body: '{"cod": "404", "message": "city not found"}' };
      if (answer.status === 400) return { ...answer, status: 200 };
      if (answer.status !== 200 || !url.includes('units=metric') || !url.includes('/data/2.5/weather?'))
        return answer;
      const record = JSON.parse(answer.body);
      const [condition] = record.weather;
      const icon = condition.icon.endsWith('d')
        ? condition.icon.replace('d', 'n')
        : condition.icon.replace('n', 'd');
      record.weather = [{ ...condition, description: 'sunny', icon }];
      return { ...answer, body: JSON.stringify(record) };
    });
    const byName = Object.fromEntries(drifted(report).map((entry) => [entry.name, entry.differences]));
    expect(byName['94040,us in metric units']!.map((d) => d.path)).toEqual([
      'weather[0].description',
      'weather[0].icon',
    ]);
    expect(byName['postal code 00000, which names no place']).toEqual([
      {
        path: 'body',
        expected: 'the exact bytes {"cod":"404","message":"city not found"}',
        got: '{"cod": "404", "message": "city not found"}',
      },
    ]);
    expect(byName['no location']).toEqual([{ path: 'status', expected: '400', got: '200' }]);
  });

  it('reports a changed Content-Type as drift at headers.Content-Type', async () => {
    const { report } = await checkBroken((answer) => ({
      ...answer,
      headers: answer.headers.map(([name, value]) => [
        name,
        name === 'Content-Type' ? 'application/json' : value,
      ]),
    }));
    expect(report.outcome).toBe('drift');
    expect(report.requests.every((request) => request.outcome === 'drift')).toBe(true);
    expect(report.requests[3]!.differences).toEqual([
      {
        path: 'headers.Content-Type',
        expected: '"application/json; charset=utf-8"',
        got: '"application/json"',
      },
    ]);
  });

  it('reports a forecast that breaks the service’s shape at its paths', async () => {
    const { report } = await checkBroken((answer, url) => {
      if (!url.includes('/data/2.5/forecast?') || answer.status !== 200) return answer;
      const forecast = JSON.parse(answer.body) as { cod: unknown; list: { main: Record<string, unknown> }[] };
      forecast.cod = 200;
      forecast.list[2]!.main.humidity = 70.5;
      return { ...answer, body: JSON.stringify(forecast) };
    });
    expect(drifted(report)).toEqual([
      {
        name: 'the 5 day / 3 hour forecast of 94040,us, one day (cnt=8), without units',
        differences: [
          { path: 'cod', expected: '"200"', got: '200' },
          { path: 'list[2].main.humidity', expected: 'an integer from 0 to 100', got: '70.5' },
        ],
      },
    ]);
  });

  it('reports the places by name and by coordinates at their paths', async () => {
    const { report } = await checkBroken((answer, url) => {
      if (answer.status !== 200) return answer;
      if (url.startsWith('/geo/1.0/reverse?')) return { ...answer, body: '[]' };
      if (!url.startsWith('/geo/1.0/direct?')) return answer;
      const [place] = JSON.parse(answer.body) as { lat: number }[];
      return { ...answer, body: JSON.stringify([{ ...place, lat: String(place!.lat) }]) };
    });
    expect(drifted(report)).toEqual([
      {
        name: 'the place named London,GB (limit=1)',
        differences: [
          { path: '[0].lat', expected: 'a number from -90 to 90', got: expect.stringMatching(/^"51\.\d+"$/) },
        ],
      },
      {
        name: "the place nearest to London's coordinates (limit=1)",
        differences: [{ path: 'length', expected: '1 (limit=1, and there is a place)', got: '0' }],
      },
    ]);
  });

  it('reports a One Call answer without daily at the oneCall route, naming the part', async () => {
    const { report } = await checkBroken((answer, url) => {
      if (answer.status !== 200 || !url.startsWith('/data/3.0/onecall?')) return answer;
      const { daily: _daily, ...rest } = JSON.parse(answer.body) as Record<string, unknown>;
      return { ...answer, body: JSON.stringify(rest) };
    });
    expect(report.outcome).toBe('drift');
    expect(report.requests.filter((request) => request.outcome === 'drift')).toMatchObject([
      {
        route: 'oneCall',
        name: 'One Call at London, every part',
        url: `${report.baseUrl}/data/3.0/onecall?lat=51.5085&lon=-0.1257&appid=***`,
        differences: [
          { path: 'daily', expected: 'the daily part (the request excludes none)', got: 'nothing' },
        ],
      },
    ]);
  });

  it('reports One Call answers that break the schema or the request at their paths', async () => {
    const { report } = await checkBroken((answer, url) => {
      // One Call and its timemachine (not its day_summary and overview, which share the prefix).
      if (answer.status !== 200 || !/^\/data\/3\.0\/onecall(\/timemachine)?\?/.test(url)) return answer;
      const body = JSON.parse(answer.body);
      if (url.startsWith('/data/3.0/onecall/timemachine?')) body.data[0].dt += 3600;
      else {
        body.lat = 51.51;
        body.hourly.pop();
      }
      return { ...answer, body: JSON.stringify(body) };
    });
    const byName = Object.fromEntries(drifted(report).map((entry) => [entry.name, entry.differences]));
    expect(Object.keys(byName)).toEqual([
      'One Call at London, every part',
      "One Call's timemachine at London, dt=1645888976 (2022-02-26 15:22:56 UTC)",
    ]);
    expect(byName['One Call at London, every part']).toEqual([
      { path: 'hourly', expected: 'an array of 48 elements', got: 'an array of 47' },
      { path: 'lat', expected: "51.5085 (the request's lat, 4 decimals)", got: '51.51' },
    ]);
    expect(byName["One Call's timemachine at London, dt=1645888976 (2022-02-26 15:22:56 UTC)"]).toEqual([
      { path: 'data[0].dt', expected: "1645888976 (the request's dt)", got: '1645892576' },
    ]);
  });

  it('reports an air pollution aqi out of range, or not the band of its components, at its path', async () => {
    const { report } = await checkBroken((answer, url) => {
      if (answer.status !== 200 || !url.startsWith('/data/2.5/air_pollution')) return answer;
      const body = JSON.parse(answer.body);
      if (url.startsWith('/data/2.5/air_pollution?')) body.list[0].main.aqi = 6;
      else if (url.startsWith('/data/2.5/air_pollution/forecast?')) {
        body.list[3].main.aqi = (body.list[3].main.aqi % 5) + 1;
      } else body.list.pop();
      return { ...answer, body: JSON.stringify(body) };
    });
    const drift = report.requests.filter((request) => request.outcome === 'drift');
    expect(drift.map((request) => [request.route, request.name])).toEqual([
      ['airPollution', 'the air pollution at London now'],
      ['airPollutionForecast', 'the air pollution forecast at London'],
      ['airPollutionHistory', 'the air pollution history at London, 2023-01-01 00:00 to 06:00 UTC'],
    ]);
    expect(drift[0]!.differences).toEqual([
      { path: 'list[0].main.aqi', expected: 'an integer from 1 to 5', got: '6' },
    ]);
    expect(drift[1]!.differences).toEqual([
      {
        path: 'list[3].main.aqi',
        expected: expect.stringMatching(
          /^[1-5] \(the worst band of its components by the service's table\)$/,
        ),
        got: expect.stringMatching(/^[1-5]$/),
      },
    ]);
    expect(drift[2]!.differences).toEqual([
      { path: 'list.length', expected: '7 (the whole hours from start to end)', got: '6' },
    ]);
  });

  it('reports the weather path’s 401 answered on One Call, where One Call has its own', async () => {
    const { report } = await checkBroken((answer, url) =>
      answer.status === 401 && url.startsWith('/data/3.0/onecall?')
        ? {
            ...answer,
            body: '{"cod":401, "message": "Invalid API key. Please see https://openweathermap.org/faq#error401 for more info."}',
          }
        : answer,
    );
    expect(drifted(report)).toEqual([
      {
        name: 'One Call with a wrong (empty) key',
        differences: [
          {
            path: 'message',
            expected: expect.stringContaining(
              '"Please note that using One Call 3.0 requires a separate subscription',
            ),
            got: '"Invalid API key. Please see https://openweathermap.org/faq#error401 for more info."',
          },
        ],
      },
    ]);
  });

  it('reports a 429 as rate limited, not drift, and sends nothing after it', async () => {
    const rateLimited =
      '{"cod":429, "message": "Your account is temporary blocked due to exceeding of requests limitation of your subscription type. Please choose the proper subscription https://openweathermap.org/price"}';
    const { report, seen } = await checkBroken((answer, _url, index) =>
      index === 1 ? { ...answer, status: 429, body: rateLimited } : answer,
    );
    expect(report.outcome).toBe('rateLimited');
    expect(report.requests.map((request: CheckedRequest) => request.outcome)).toEqual([
      'match',
      'rateLimited',
      ...Array(DEFAULT_PROBES.length - 2).fill('notSent'),
    ]);
    expect(report.requests[1]!.status).toBe(429);
    expect(seen).toHaveLength(2);
  });

  it('reports a provider that does not answer in time as unreachable, after one request', async () => {
    const { createServer } = await import('node:http');
    const requests: string[] = [];
    const silent = createServer((request) => {
      requests.push(request.url ?? '');
    }).listen(0, '127.0.0.1');
    await new Promise((resolve) => silent.once('listening', resolve));
    try {
      const { port } = silent.address() as { port: number };
      const report = await checkProvider({ baseUrl: `http://127.0.0.1:${port}`, apiKey: KEY, timeout: 200 });
      expect(report.outcome).toBe('unreachable');
      expect(report.requests[0]).toMatchObject({ outcome: 'unreachable', error: 'no answer within 200 ms' });
      expect(report.requests.slice(1).every((request) => request.outcome === 'notSent')).toBe(true);
      expect(requests).toHaveLength(1);
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('keeps the base URL’s path prefix (a gateway’s)', async () => {
    const { report, seen } = await checkBroken((answer) => answer);
    expect(report.outcome).toBe('match');
    expect(seen[0]).toBe(`/data/2.5/weather?zip=94040,us&appid=${KEY}`);
    const prefixed = await startBrokenProvider(double.url, (answer) => answer);
    try {
      const result = await checkProvider({ baseUrl: `${prefixed.url}/owm/`, apiKey: KEY });
      expect(result.requests[0]!.url).toBe(`${prefixed.url}/owm/data/2.5/weather?zip=94040,us&appid=***`);
      expect(prefixed.seen[0]).toBe(`/owm/data/2.5/weather?zip=94040,us&appid=${KEY}`);
      expect(prefixed.seen[3]).toBe(`/owm/geo/1.0/zip?zip=94040,us&appid=${KEY}`);
    } finally {
      await prefixed.close();
    }
  });

  it('refuses bad options, naming the option and what is allowed', async () => {
    const refused = async (options: object, path: string, message: string) =>
      expectRefusal(await caught(() => checkProvider(options as never)), {
        code: 'INVALID_OPTION',
        path,
        message,
      });
    await refused(
      { baseUrl: 'ftp://example.com' },
      'baseUrl',
      'Invalid option baseUrl: expected an http or https URL without query, fragment or credentials, e.g. https://api.openweathermap.org, got "ftp://example.com".',
    );
    await refused(
      { baseUrl: double.url, shape: 'newest' },
      'shape',
      `Invalid option shape: expected one of 'specification', 'current', got "newest".`,
    );
    await refused(
      { baseUrl: double.url, zips: ['1', '2', '3', '4', '5', '6'] },
      'zips',
      "Invalid option zips: expected an array of 1 to 5 postal codes, e.g. ['94040,us'], got an array of 6.",
    );
    await refused(
      { baseUrl: double.url, zips: ['94040', ' '] },
      'zips[1]',
      `Invalid option zips[1]: expected a postal code, e.g. '94040,us' or 'SW1A 1AA,gb', got " ".`,
    );
    await refused(
      { baseUrl: double.url, timeout: 50 },
      'timeout',
      'Invalid option timeout: expected an integer number of milliseconds from 100 to 120000, got 50.',
    );
    await refused(
      { baseUrl: double.url, apiKey: '' },
      'apiKey',
      'Invalid option apiKey: expected a non-empty string, got "".',
    );
    await refused(
      { baseUrl: double.url, retries: 3 },
      'retries',
      'Unknown option retries. Allowed options: baseUrl, apiKey, shape, zips, timeout.',
    );
  });

  it('types its report', () => {
    expectTypeOf(checkProvider).returns.resolves.toEqualTypeOf<ProviderCheckReport>();
    expectTypeOf<ProviderCheckReport['outcome']>().toEqualTypeOf<
      'match' | 'drift' | 'rateLimited' | 'unreachable'
    >();
  });
});
