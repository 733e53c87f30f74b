import { fileURLToPath } from 'node:url';
import { PactV4 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { fetchCurrentWeather, WeatherApiError } from 'weather-double';
import {
  addWeatherInteraction,
  exampleApiKey,
  weatherConsumerName,
  weatherInteractions,
  weatherProviderName,
} from 'weather-double/pact';

// The pact is written to a scratch directory that `npm run test:pact:consumer` clears first; the
// check that follows compares it with the committed pacts/ (scripts/check-pacts.mjs).
const pactDir =
  process.env.WEATHER_DOUBLE_PACT_DIR ?? fileURLToPath(new URL('../../../.tmp/pacts', import.meta.url));

/** One Pact per test, as Pact asks: each test adds its interaction and runs against a fresh mock server. */
function newPact(): PactV4 {
  return new PactV4({
    consumer: weatherConsumerName,
    provider: weatherProviderName,
    dir: pactDir,
    logLevel: 'warn',
  });
}

/** Runs the call and returns the WeatherApiError it rejected with. */
async function apiError(call: Promise<unknown>): Promise<WeatherApiError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WeatherApiError);
  return error as WeatherApiError;
}

describe('fetchCurrentWeather against the current weather service (Pact consumer)', () => {
  it('gets the record for a postal code in imperial units (°F, mph)', async () => {
    await addWeatherInteraction(newPact(), weatherInteractions.recordImperial).executeTest(async (server) => {
      const record = await fetchCurrentWeather({
        zip: '94040,us',
        appid: exampleApiKey,
        units: 'imperial',
        baseUrl: server.url,
      });
      expect(record).toEqual(weatherInteractions.recordImperial.example);
      expect(record.main).toEqual({ temp: 48.92, pressure: 1023, humidity: 100, temp_min: 45, temp_max: 52 });
      expect(record.wind.speed).toBe(3.36);
      expect(record.name).toBe('Mountain View');
      expect(record.cod).toBe(200);
    });
  });

  it('gets the record in kelvin when units is omitted', async () => {
    await addWeatherInteraction(newPact(), weatherInteractions.recordStandard).executeTest(async (server) => {
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
    await addWeatherInteraction(newPact(), weatherInteractions.recordMetric).executeTest(async (server) => {
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
    await addWeatherInteraction(newPact(), weatherInteractions.unauthorized).executeTest(async (server) => {
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
    await addWeatherInteraction(newPact(), weatherInteractions.notFound).executeTest(async (server) => {
      const error = await apiError(
        fetchCurrentWeather({ zip: '00000', appid: exampleApiKey, baseUrl: server.url }),
      );
      expect(error.status).toBe(404);
      expect(error.cod).toBe('404');
      expect(error.serviceMessage).toBe('city not found');
    });
  });

  it('raises a WeatherApiError with cod "400" (a string) when no location is given', async () => {
    await addWeatherInteraction(newPact(), weatherInteractions.nothingToGeocode).executeTest(
      async (server) => {
        const error = await apiError(
          fetchCurrentWeather({ zip: '', appid: exampleApiKey, baseUrl: server.url }),
        );
        expect(error.status).toBe(400);
        expect(error.cod).toBe('400');
        expect(error.serviceMessage).toBe('Nothing to geocode');
      },
    );
  });
});
