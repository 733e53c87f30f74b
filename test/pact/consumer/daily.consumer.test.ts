// The 16-day, hourly and 30-day climate forecasts' interactions (dailyForecastInteractions), consumed
// with fetch as a client of the service calls them: the mock server answers each interaction's example.
import { describe, expect, it } from 'vitest';
import { validateClimateForecast, validateDailyForecast, validateHourlyForecast } from 'weather-double';
import { dailyForecastInteractions, exampleApiKey, weatherProviderName } from 'weather-double/pact';
import { executeWeatherTest } from './support.js';

const { dailyMetric, dailyUnauthorized, hourlyMetric, climateMetric } = dailyForecastInteractions;
const json = (url: string) => fetch(url, { headers: { Accept: 'application/json' } });

describe('the 16-day, hourly and climate forecasts (Pact consumer)', () => {
  it('gets the daily forecast of a postal code in metric units, one day', async () => {
    await executeWeatherTest(weatherProviderName, dailyMetric, async (server) => {
      const response = await json(
        `${server.url}/data/2.5/forecast/daily?zip=94040,us&appid=${exampleApiKey}&units=metric&cnt=1`,
      );
      const body = await response.json();
      expect(body).toEqual(dailyMetric.example);
      expect(validateDailyForecast(body).ok).toBe(true);
    });
  });

  it('gets the hourly forecast of a postal code in metric units, one hour', async () => {
    await executeWeatherTest(weatherProviderName, hourlyMetric, async (server) => {
      const response = await json(
        `${server.url}/data/2.5/forecast/hourly?zip=94040,us&appid=${exampleApiKey}&units=metric&cnt=1`,
      );
      const body = await response.json();
      expect(body).toEqual(hourlyMetric.example);
      expect(validateHourlyForecast(body).ok).toBe(true);
    });
  });

  it('gets the climate forecast of a postal code in metric units, one day', async () => {
    await executeWeatherTest(weatherProviderName, climateMetric, async (server) => {
      const response = await json(
        `${server.url}/data/2.5/forecast/climate?zip=94040,us&appid=${exampleApiKey}&units=metric&cnt=1`,
      );
      const body = await response.json();
      expect(body).toEqual(climateMetric.example);
      expect(validateClimateForecast(body).ok).toBe(true);
    });
  });

  it('gets the 401 without a key', async () => {
    await executeWeatherTest(weatherProviderName, dailyUnauthorized, async (server) => {
      const response = await json(`${server.url}/data/2.5/forecast/daily?zip=94040,us&appid=`);
      expect([response.status, await response.json()]).toEqual([401, dailyUnauthorized.example]);
    });
  });
});
