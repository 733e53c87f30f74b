import { describe, expect, it } from 'vitest';
import { fetchCurrentWeather } from 'weather-double';
import { exampleApiKey, weatherInteractions, weatherProviderName } from 'weather-double/pact';
import { apiError, executeWeatherTest } from './support.js';

describe('fetchCurrentWeather against the current weather service (Pact consumer)', () => {
  it('gets the record for a postal code in imperial units (°F, mph)', async () => {
    await executeWeatherTest(weatherProviderName, weatherInteractions.recordImperial, async (server) => {
      const record = await fetchCurrentWeather({
        zip: '94040,us',
        appid: exampleApiKey,
        units: 'imperial',
        baseUrl: server.url,
      });
      expect(record).toEqual(weatherInteractions.recordImperial.example);
      expect(record.main).toEqual({
        temp: 48.92,
        pressure: 1023,
        humidity: 100,
        temp_min: 45,
        temp_max: 52,
      });
      expect(record.wind.speed).toBe(3.36);
      expect(record.name).toBe('Mountain View');
      expect(record.cod).toBe(200);
    });
  });

  it('gets the record in kelvin when units is omitted', async () => {
    await executeWeatherTest(weatherProviderName, weatherInteractions.recordStandard, async (server) => {
      const record = await fetchCurrentWeather({
        zip: '94040,us',
        appid: exampleApiKey,
        baseUrl: server.url,
      });
      expect(record).toEqual(weatherInteractions.recordStandard.example);
      expect(record.main.temp).toBe(282.55);
      expect(record.wind.speed).toBe(1.5);
      expect(record.weather).toEqual([{ id: 800, main: 'Clear', description: 'clear sky', icon: '01d' }]);
      expect(record.sys.country).toBe('US');
    });
  });

  it('gets the record in metric units (°C, m/s)', async () => {
    await executeWeatherTest(weatherProviderName, weatherInteractions.recordMetric, async (server) => {
      const record = await fetchCurrentWeather({
        zip: '94040,us',
        appid: exampleApiKey,
        units: 'metric',
        baseUrl: server.url,
      });
      expect(record).toEqual(weatherInteractions.recordMetric.example);
      expect(record.main.temp).toBe(9.4);
      expect(record.main.temp_min).toBe(7.22);
      expect(record.main.temp_max).toBe(11.11);
      expect(record.wind.speed).toBe(1.5);
    });
  });

  it('raises a WeatherApiError with cod 401 (a number) when no API key is sent', async () => {
    await executeWeatherTest(weatherProviderName, weatherInteractions.unauthorized, async (server) => {
      const error = await apiError(fetchCurrentWeather({ zip: '94040,us', appid: '', baseUrl: server.url }));
      expect(error.status).toBe(401);
      expect(error.cod).toBe(401);
      expect(error.serviceMessage).toBe(
        'Invalid API key. Please see https://openweathermap.org/faq#error401 for more info.',
      );
      expect(error.code).toBe('API_ERROR');
    });
  });

  it('raises a WeatherApiError with cod "404" (a string) for postal code 00000', async () => {
    await executeWeatherTest(weatherProviderName, weatherInteractions.notFound, async (server) => {
      const error = await apiError(
        fetchCurrentWeather({ zip: '00000', appid: exampleApiKey, baseUrl: server.url }),
      );
      expect(error.status).toBe(404);
      expect(error.cod).toBe('404');
      expect(error.serviceMessage).toBe('city not found');
    });
  });

  it('raises a WeatherApiError with cod "400" (a string) when no location is given', async () => {
    await executeWeatherTest(weatherProviderName, weatherInteractions.nothingToGeocode, async (server) => {
      const error = await apiError(
        fetchCurrentWeather({ zip: '', appid: exampleApiKey, baseUrl: server.url }),
      );
      expect(error.status).toBe(400);
      expect(error.cod).toBe('400');
      expect(error.serviceMessage).toBe('Nothing to geocode');
    });
  });
});
