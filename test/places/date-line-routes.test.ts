// One world where the date line bends: at Apia (UTC+13, west of 180°) the weather endpoint, the
// forecast's `city` and One Call's `current` and `hourly` all report the sun of the local day, the
// same sunrise and sunset for the same clock, through the handlers as a user's test calls them.
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createWeatherDouble } from 'weather-double/handlers';

const SERVICE = 'https://api.openweathermap.org';
const NOW = Date.parse('2024-06-01T22:00:00Z');
const APIA = 'lat=-13.8333&lon=-171.7667';
const double = createWeatherDouble({ seed: 4, now: () => NOW, shape: 'current' });

interface Sun {
  readonly sunrise: number;
  readonly sunset: number;
}
/** The fields of the three answers this test reads. */
interface Answers {
  weather: { sys: Sun };
  forecast: { city: Sun & { timezone: number }; list: { dt: number; sys: { pod: string } }[] };
  oneCall: {
    timezone_offset: number;
    current: Sun & { dt: number };
    hourly: { dt: number; weather: { icon: string }[] }[];
  };
}

async function json<K extends keyof Answers>(_kind: K, path: string): Promise<Answers[K]> {
  const response = await getResponse(double.handlers, new Request(`${SERVICE}${path}&appid=k`));
  expect(response?.status, path).toBe(200);
  return (await response!.json()) as Answers[K];
}

/** Local date and time (YYYY-MM-DDTHH:MM) of a Unix time at a UTC offset. */
const local = (unix: number, offset: number) => new Date((unix + offset) * 1000).toISOString().slice(0, 16);

describe('the sun of the local day at Apia, on every route', () => {
  it('is June 2’s for the weather, the forecast and One Call at 2024-06-01T22:00Z (11:00 on June 2, local)', async () => {
    const weather = await json('weather', `/data/2.5/weather?${APIA}`);
    const forecast = await json('forecast', `/data/2.5/forecast?${APIA}`);
    const oneCall = await json('oneCall', `/data/3.0/onecall?${APIA}&exclude=minutely,daily,alerts`);
    const offset = 13 * 3600;
    expect(oneCall.timezone_offset).toBe(offset);
    expect(forecast.city.timezone).toBe(offset);
    expect(local(weather.sys.sunrise, offset)).toMatch(/^2024-06-02T06:/);
    expect(local(weather.sys.sunset, offset)).toMatch(/^2024-06-02T18:/);
    expect([forecast.city.sunrise, forecast.city.sunset]).toEqual([weather.sys.sunrise, weather.sys.sunset]);
    expect([oneCall.current.sunrise, oneCall.current.sunset]).toEqual([
      weather.sys.sunrise,
      weather.sys.sunset,
    ]);
  });

  it('gives each One Call hour and forecast slot the day or night icon of its own local day', async () => {
    const oneCall = await json('oneCall', `/data/3.0/onecall?${APIA}&exclude=minutely,daily,alerts`);
    const forecast = await json('forecast', `/data/2.5/forecast?${APIA}`);
    // `current` is at 11:00 on June 2, local: its sun is that day's. Every hour and slot of June 2 in
    // daylight by it has a day icon; every one outside it, a night icon.
    const today = oneCall.current;
    expect(local(today.dt, oneCall.timezone_offset).slice(0, 10)).toBe('2024-06-02');
    for (const hour of oneCall.hourly) {
      if (local(hour.dt, oneCall.timezone_offset).slice(0, 10) !== '2024-06-02') continue;
      const up = today.sunrise <= hour.dt && hour.dt < today.sunset;
      expect(hour.weather[0]!.icon.endsWith(up ? 'd' : 'n'), local(hour.dt, oneCall.timezone_offset)).toBe(
        true,
      );
    }
    for (const slot of forecast.list) {
      if (local(slot.dt, forecast.city.timezone).slice(0, 10) !== '2024-06-02') continue;
      const up = today.sunrise <= slot.dt && slot.dt < today.sunset;
      expect(slot.sys.pod, local(slot.dt, forecast.city.timezone)).toBe(up ? 'd' : 'n');
    }
  });
});
