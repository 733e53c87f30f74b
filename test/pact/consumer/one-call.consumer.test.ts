// The contract of fetchOneCall, fetchOneCallTimemachine and fetchAirPollution with the service,
// pinned with Pact: the shipped pact of provider `weather-service-one-call-and-air-pollution`.
// Every field of every part has its type pinned, arrays item by item.
import { describe, expect, it } from 'vitest';
import {
  fetchAirPollution,
  fetchOneCall,
  fetchOneCallDaySummary,
  fetchOneCallOverview,
  fetchOneCallTimemachine,
  validateUvIndex,
} from 'weather-double';
import { exampleApiKey, oneCallInteractions, oneCallProviderName } from 'weather-double/pact';
import { apiError, executeWeatherTest } from './support.js';

const LONDON = { lat: 51.5085, lon: -0.1257 };
const i = oneCallInteractions;

describe('fetchOneCall, fetchOneCallTimemachine, fetchAirPollution (Pact consumer)', () => {
  it('gets One Call with current and 8 days, in metric units', async () => {
    await executeWeatherTest(oneCallProviderName, i.oneCallDaily, async (server) => {
      const answer = await fetchOneCall({
        ...LONDON,
        appid: exampleApiKey,
        units: 'metric',
        exclude: ['minutely', 'hourly'],
        baseUrl: server.url,
      });
      expect(answer).toEqual(i.oneCallDaily.example);
      expect(answer.daily).toHaveLength(8);
    });
  });

  it('gets One Call with 61 minutes and 48 hours', async () => {
    await executeWeatherTest(oneCallProviderName, i.oneCallHourly, async (server) => {
      const answer = await fetchOneCall({
        ...LONDON,
        appid: exampleApiKey,
        exclude: ['current', 'daily'],
        baseUrl: server.url,
      });
      expect([answer.minutely?.length, answer.hourly?.length]).toEqual([61, 48]);
    });
  });

  it('gets the weather at a past moment (timemachine)', async () => {
    await executeWeatherTest(oneCallProviderName, i.timemachine, async (server) => {
      const answer = await fetchOneCallTimemachine({
        lat: 52.2297,
        lon: 21.0122,
        dt: 1645888976,
        appid: exampleApiKey,
        baseUrl: server.url,
      });
      expect(answer.data[0]?.dt).toBe(1645888976);
    });
  });

  it("raises a WeatherApiError with One Call's own 401", async () => {
    await executeWeatherTest(oneCallProviderName, i.oneCallUnauthorized, async (server) => {
      const error = await apiError(fetchOneCall({ ...LONDON, appid: '', baseUrl: server.url }));
      expect([error.status, error.cod]).toEqual([401, 401]);
      expect(error.serviceMessage).toMatch(
        /^Please note that using One Call 3\.0 requires a separate subscription/,
      );
    });
  });

  it('raises a WeatherApiError with cod "400" for a latitude outside -90..90', async () => {
    await executeWeatherTest(oneCallProviderName, i.oneCallWrongLatitude, async (server) => {
      // The client refuses a latitude out of range itself; the request is sent as a raw query here.
      const response = await fetch(`${server.url}/data/3.0/onecall?lat=100&lon=0&appid=${exampleApiKey}`, {
        headers: { Accept: 'application/json' },
      });
      expect([response.status, await response.json()]).toEqual([
        400,
        { cod: '400', message: 'wrong latitude' },
      ]);
    });
  });

  it('gets the air pollution now', async () => {
    await executeWeatherTest(oneCallProviderName, i.airPollution, async (server) => {
      const now = await fetchAirPollution({ ...LONDON, appid: exampleApiKey, baseUrl: server.url });
      expect(now).toEqual(i.airPollution.example);
    });
  });

  it('gets the 96-hour air pollution forecast', async () => {
    await executeWeatherTest(oneCallProviderName, i.airPollutionForecast, async (server) => {
      const forecast = await fetchAirPollution({
        ...LONDON,
        appid: exampleApiKey,
        kind: 'forecast',
        baseUrl: server.url,
      });
      expect(forecast.list).toHaveLength(96);
    });
  });

  it('gets the air pollution history', async () => {
    await executeWeatherTest(oneCallProviderName, i.airPollutionHistory, async (server) => {
      const history = await fetchAirPollution({
        ...LONDON,
        appid: exampleApiKey,
        kind: 'history',
        start: 1717200000,
        end: 1717221600,
        baseUrl: server.url,
      });
      expect(history.list.map((item) => item.dt)).toEqual(
        [0, 1, 2, 3, 4, 5, 6].map((h) => 1717200000 + h * 3600),
      );
    });
  });

  it('gets a day summary', async () => {
    await executeWeatherTest(oneCallProviderName, i.daySummary, async (server) => {
      const answer = await fetchOneCallDaySummary({
        ...LONDON,
        appid: exampleApiKey,
        date: '2024-05-31',
        units: 'metric',
        baseUrl: server.url,
      });
      expect(answer).toEqual(i.daySummary.example);
    });
  });

  it('gets the 400 of a malformed day-summary date in One Call 3.0’s error structure', async () => {
    // The client refuses a malformed date itself; that request is sent as a raw query.
    await executeWeatherTest(oneCallProviderName, i.daySummaryInvalidDate, async (server) => {
      const response = await fetch(
        `${server.url}/data/3.0/onecall/day_summary?lat=51.5085&lon=-0.1257&date=2024-5-31&appid=${exampleApiKey}`,
        { headers: { Accept: 'application/json' } },
      );
      expect([response.status, await response.json()]).toEqual([
        400,
        { cod: 400, message: 'Invalid date format', parameters: ['date'] },
      ]);
    });
  });

  describe('today’s overview, the UV index and the retired One Call 2.5', () => {
    const get = (base: string, path: string) =>
      fetch(`${base}${path}?lat=51.5085&lon=-0.1257&appid=${exampleApiKey}`, {
        headers: { Accept: 'application/json' },
      });

    it('gets today’s overview', async () => {
      await executeWeatherTest(oneCallProviderName, i.overview, async (server) => {
        const answer = await fetchOneCallOverview({ ...LONDON, appid: exampleApiKey, baseUrl: server.url });
        expect(answer.date).toBe('2024-06-01');
      });
    });

    it('gets the UV index', async () => {
      await executeWeatherTest(oneCallProviderName, i.uvi, async (server) => {
        const answer = await (await get(server.url, '/data/2.5/uvi')).json();
        expect(answer).toEqual(i.uvi.example);
        expect(validateUvIndex(answer).ok).toBe(true);
      });
    });

    it('gets the retired One Call 2.5’s 401', async () => {
      await executeWeatherTest(oneCallProviderName, i.oneCallRetired, async (server) => {
        const response = await get(server.url, '/data/2.5/onecall');
        expect([response.status, (await response.json()).cod]).toEqual([401, 401]);
      });
    });
  });
});

describe('the several-cities routes (Pact consumer, raw requests: the package has no client call for them)', () => {
  const get = (url: string, path: string) =>
    fetch(`${url}${path}&appid=${exampleApiKey}`, { headers: { Accept: 'application/json' } });

  it('gets two cities by ID', async () => {
    await executeWeatherTest(oneCallProviderName, i.group, async (server) => {
      const response = await get(server.url, '/data/2.5/group?id=2643743,524901&units=metric');
      const body = await response.json();
      expect(body).toEqual(i.group.example);
      expect(body.list.map((city: { id: number }) => city.id)).toEqual([2643743, 524901]);
    });
  });

  it('gets two cities around a point', async () => {
    await executeWeatherTest(oneCallProviderName, i.find, async (server) => {
      const body = await (await get(server.url, '/data/2.5/find?lat=51.5085&lon=-0.1257&cnt=2')).json();
      expect([body.message, body.count, body.list[0].name]).toEqual(['accurate', 2, 'London']);
    });
  });

  it('gets the cities of a box', async () => {
    await executeWeatherTest(oneCallProviderName, i.boxCity, async (server) => {
      const body = await (await get(server.url, '/data/2.5/box/city?bbox=-0.5,51.3,0.3,51.7,6')).json();
      expect(body.list[0].coord).toEqual({ Lon: -0.1257, Lat: 51.5085 });
    });
  });

  it('gets the 400 of 21 city IDs', async () => {
    await executeWeatherTest(oneCallProviderName, i.groupTooMany, async (server) => {
      const response = await get(server.url, `/data/2.5/group?id=${Array(21).fill(2643743).join(',')}`);
      expect([response.status, await response.json()]).toEqual([
        400,
        { cod: '400', message: 'id list must be in range from 1 to 20' },
      ]);
    });
  });
});

describe('the History API (Pact consumer, a raw request: the package has no client call for it)', () => {
  it("gets a city's last 24 hours, the page's own request", async () => {
    await executeWeatherTest(oneCallProviderName, i.historyCity, async (server) => {
      const response = await fetch(
        `${server.url}/data/2.5/history/city?lat=51.5085&lon=-0.1257&type=hour&appid=${exampleApiKey}`,
        { headers: { Accept: 'application/json' } },
      );
      const body = await response.json();
      expect(body).toEqual(i.historyCity.example);
      expect([body.message, body.cnt, body.city_id]).toEqual(['Count: 24', 24, 2643743]);
      // The example leaves out what is sent only sometimes (gusts, rain, snow): no other key is missing.
      const hour = body.list[23];
      expect([Object.keys(hour).sort(), hour.dt % 3600]).toEqual([
        ['clouds', 'dt', 'main', 'weather', 'wind'],
        0,
      ]);
    });
  });
});

describe('One Call 4.0 (Pact consumer, raw requests: the package has no client call for it)', () => {
  const steps = [
    ['oneCall4Current', '/data/4.0/onecall/current', 1],
    ['oneCall4Minutely', '/data/4.0/onecall/timeline/1min', 3],
    ['oneCall4Quarterly', '/data/4.0/onecall/timeline/15min', 3],
    ['oneCall4Hourly', '/data/4.0/onecall/timeline/1h', 3],
    ['oneCall4Daily', '/data/4.0/onecall/timeline/1day', 3],
  ] as const;
  for (const [key, path, records] of steps) {
    it(`gets ${path} at London: ${records} record(s) as the example`, async () => {
      await executeWeatherTest(oneCallProviderName, i[key], async (server) => {
        const query = `lat=51.5085&lon=-0.1257${records > 1 ? '&cnt=3' : ''}&appid=${exampleApiKey}`;
        const response = await fetch(`${server.url}${path}?${query}`, {
          headers: { Accept: 'application/json' },
        });
        const body = await response.json();
        expect(body).toEqual(i[key].example);
        expect([body.timezone, body.data.length]).toEqual(['Europe/London', records]);
      });
    });
  }
});

describe('the retired Air Pollution API 1.0 (Pact consumer, raw requests: pyowm calls it)', () => {
  const gases = [
    ['pollutionCo', 'co'],
    ['pollutionO3', 'o3'],
    ['pollutionNo2', 'no2'],
    ['pollutionSo2', 'so2'],
  ] as const;
  for (const [key, gas] of gases) {
    it(`gets /pollution/v1/${gas}/… at London on 2024-05-31 as the example`, async () => {
      await executeWeatherTest(oneCallProviderName, i[key], async (server) => {
        const path = `/pollution/v1/${gas}/51.5085,-0.1257/2024-05-31Z.json`;
        const response = await fetch(`${server.url}${path}?appid=${exampleApiKey}`, {
          headers: { Accept: 'application/json' },
        });
        const body = await response.json();
        // Pact's mock server writes these 17-digit floats to 16 digits (and sorts the keys): equal
        // to 12 digits.
        const to12 = (value: unknown): unknown =>
          JSON.parse(
            JSON.stringify(value, (_, v) => (typeof v === 'number' ? Number(v.toPrecision(12)) : v)),
          );
        expect(to12(body)).toEqual(to12(i[key].example));
        expect([body.location, body.time.slice(0, 11)]).toEqual([
          { latitude: 51.5085, longitude: -0.1257 },
          '2024-05-31T',
        ]);
      });
    });
  }
});

describe('the Weather Triggers API (Pact consumer, raw requests: pyowm calls it)', () => {
  it('gets the triggers of a key that holds none: []', async () => {
    await executeWeatherTest(oneCallProviderName, i.triggers, async (server) => {
      const response = await fetch(`${server.url}/data/3.0/triggers?appid=${exampleApiKey}`, {
        headers: { Accept: 'application/json' },
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual([]);
    });
  });
});
