import { describe, expect, it } from 'vitest';
import { fetchForecast, validateForecast } from 'weather-double';
import { exampleApiKey, forecastInteractions, weatherProviderName } from 'weather-double/pact';
import { apiError, executeWeatherTest } from './support.js';

const { forecastMetric, forecastImperial, forecastByName, forecastNotFound, forecastUnauthorized } =
  forecastInteractions;

describe('fetchForecast (Pact consumer)', () => {
  it('gets the forecast of a postal code in metric units, one slot', async () => {
    await executeWeatherTest(weatherProviderName, forecastMetric, async (server) => {
      const forecast = await fetchForecast({
        zip: '94040,us',
        appid: exampleApiKey,
        units: 'metric',
        cnt: 1,
        baseUrl: server.url,
      });
      expect(forecast).toEqual(forecastMetric.example);
      expect(validateForecast(forecast).ok).toBe(true);
    });
  });

  it('gets the forecast at coordinates in imperial units', async () => {
    await executeWeatherTest(weatherProviderName, forecastImperial, async (server) => {
      const forecast = await fetchForecast({
        lat: 37.39,
        lon: -122.08,
        appid: exampleApiKey,
        units: 'imperial',
        cnt: 1,
        baseUrl: server.url,
      });
      expect(forecast.list[0]!.main.temp).toBe(63.54);
      expect(validateForecast(forecast).ok).toBe(true);
    });
  });

  it('gets the forecast of a city by name, with its city block', async () => {
    await executeWeatherTest(weatherProviderName, forecastByName, async (server) => {
      const forecast = await fetchForecast({
        q: 'London,GB',
        appid: exampleApiKey,
        units: 'metric',
        cnt: 1,
        baseUrl: server.url,
      });
      expect(forecast.city).toMatchObject({ id: 2643743, name: 'London', country: 'GB' });
    });
  });

  it('raises a WeatherApiError with cod "404" for a postal code no place has', async () => {
    await executeWeatherTest(weatherProviderName, forecastNotFound, async (server) => {
      const error = await apiError(
        fetchForecast({ zip: '00000', appid: exampleApiKey, baseUrl: server.url }),
      );
      expect([error.status, error.cod, error.serviceMessage]).toEqual([404, '404', 'city not found']);
    });
  });

  it('raises a WeatherApiError with cod 401 (a number) without a key', async () => {
    await executeWeatherTest(weatherProviderName, forecastUnauthorized, async (server) => {
      const error = await apiError(fetchForecast({ zip: '94040,us', appid: '', baseUrl: server.url }));
      expect([error.status, error.cod]).toEqual([401, 401]);
    });
  });
});
