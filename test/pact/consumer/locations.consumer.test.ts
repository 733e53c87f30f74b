import { describe, expect, it } from 'vitest';
import { fetchCurrentWeather, fetchZipLocation } from 'weather-double';
import { exampleApiKey, weatherLocationInteractions, weatherProviderName } from 'weather-double/pact';
import { apiError, executeWeatherTest } from './support.js';

const { recordByCoordinates, recordByName, wrongLatitude, cityNotFoundByName, geocodingZip } =
  weatherLocationInteractions;

describe('fetchCurrentWeather and fetchZipLocation by location (Pact consumer)', () => {
  it('gets the record at coordinates, with the nearest city’s ID and name', async () => {
    await executeWeatherTest(weatherProviderName, recordByCoordinates, async (server) => {
      const record = await fetchCurrentWeather({
        lat: 37.39,
        lon: -122.08,
        appid: exampleApiKey,
        baseUrl: server.url,
      });
      expect(record).toEqual(recordByCoordinates.example);
      expect(record.id).toBe(5375480);
    });
  });

  it('gets the record of a city by name', async () => {
    await executeWeatherTest(weatherProviderName, recordByName, async (server) => {
      const record = await fetchCurrentWeather({ q: 'London,GB', appid: exampleApiKey, baseUrl: server.url });
      expect(record).toMatchObject({ id: 2643743, name: 'London', sys: { country: 'GB' } });
    });
  });

  it('raises a WeatherApiError with cod "400" for a latitude outside -90..90', async () => {
    await executeWeatherTest(weatherProviderName, wrongLatitude, async (server) => {
      const error = await apiError(
        fetchCurrentWeather({ lat: 100, lon: 0, appid: exampleApiKey, baseUrl: server.url }),
      );
      expect([error.status, error.cod, error.serviceMessage]).toEqual([400, '400', 'wrong latitude']);
    });
  });

  it('raises a WeatherApiError with cod "404" for a city no place is named', async () => {
    await executeWeatherTest(weatherProviderName, cityNotFoundByName, async (server) => {
      const error = await apiError(
        fetchCurrentWeather({ q: 'Qxqxqx', appid: exampleApiKey, baseUrl: server.url }),
      );
      expect([error.status, error.cod, error.serviceMessage]).toEqual([404, '404', 'city not found']);
    });
  });

  it('resolves a postal code with the Geocoding API', async () => {
    await executeWeatherTest(weatherProviderName, geocodingZip, async (server) => {
      const place = await fetchZipLocation({ zip: '94040,US', appid: exampleApiKey, baseUrl: server.url });
      expect(place).toEqual({ zip: '94040', name: 'Mountain View', lat: 37.39, lon: -122.08, country: 'US' });
    });
  });
});
