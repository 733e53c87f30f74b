// `wind_gust` in One Call: `current` carries it only when gusty (as the weather endpoint's
// `wind.gust`), but every `hourly` and `daily` item carries one, as the service's page lists them and
// its recorded answers send them (San Diego 2024: 48 hours and 8 days, each with `wind_gust`, while
// `current` had none). An hour's gust is the forecast's for the same moment: the observation's
// gust, or 1.1 × the wind speed when the wind is steady.
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createWeatherGenerator } from 'weather-double';
import { createWeatherDouble } from 'weather-double/handlers';

const NOW = Date.parse('2024-06-01T18:07:33Z');
const PLACES = [
  { lat: 51.5085, lon: -0.1257 },
  { lat: 33.44, lon: -94.04 },
  { lat: 35.6762, lon: 139.6503 },
  { lat: -33.8688, lon: 151.2093 },
];

describe('One Call wind_gust', () => {
  it('is in every hourly and daily item, through the handlers', async () => {
    const double = createWeatherDouble({ seed: 7, now: () => NOW });
    for (const { lat, lon } of PLACES) {
      const url = `https://api.openweathermap.org/data/3.0/onecall?lat=${lat}&lon=${lon}&exclude=minutely&appid=k`;
      const response = await getResponse(double.handlers, new Request(url));
      const body = (await response!.json()) as {
        hourly: { wind_gust?: number }[];
        daily: { wind_gust?: number }[];
      };
      expect(
        body.hourly.filter((hour) => hour.wind_gust === undefined),
        url,
      ).toEqual([]);
      expect(
        body.daily.filter((day) => day.wind_gust === undefined),
        url,
      ).toEqual([]);
    }
  });

  it('of an hour on the 3-hour grid is the forecast slot’s gust, in every unit system', () => {
    const generator = createWeatherGenerator({ seed: 7, now: () => NOW });
    for (const units of ['standard', 'metric', 'imperial'] as const) {
      const answer = generator.oneCall(PLACES[0]!, { units, exclude: ['minutely', 'daily'] });
      const forecast = generator.forecast(PLACES[0]!, { units });
      const hours = new Map((answer.hourly ?? []).map((hour) => [hour.dt, hour]));
      const shared = forecast.list.filter((slot) => hours.has(slot.dt));
      // 48 hours from 18:00 (to 17:00 two days on) hold 15 grid points, 21:00 to 15:00.
      expect(shared).toHaveLength(15);
      for (const slot of shared) {
        expect(hours.get(slot.dt)?.wind_gust, `${units} ${slot.dt_txt}`).toBe(slot.wind.gust);
      }
    }
  });
});
