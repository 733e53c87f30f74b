import { describe, expect, it } from 'vitest';
import { fetchCurrentWeather, validateWeatherRecord, WeatherApiError } from 'weather-double';
import { currentShapeProviderName, currentWeatherInteractions, exampleApiKey } from 'weather-double/pact';
import { executeWeatherTest } from './support.js';

describe('fetchCurrentWeather({ shape: "current" }) against the service as it answers today (Pact consumer)', () => {
  for (const [key, units] of [
    ['recordStandard', undefined],
    ['recordMetric', 'metric'],
    ['recordImperial', 'imperial'],
  ] as const) {
    it(`gets the current-shape record ${units === undefined ? 'without units' : `in ${units} units`}`, async () => {
      const interaction = currentWeatherInteractions[key];
      await executeWeatherTest(currentShapeProviderName, interaction, async (server) => {
        const record = await fetchCurrentWeather({
          zip: '94040,us',
          appid: exampleApiKey,
          baseUrl: server.url,
          shape: 'current',
          strict: true,
          ...(units === undefined ? {} : { units }),
        });
        expect(record).toEqual(interaction.example);
        expect(record.timezone).toBe(-25200);
        expect(record.sys).not.toHaveProperty('message');
        expect(typeof record.main.feels_like).toBe('number');
        expect(validateWeatherRecord(record, { shape: 'current' }).ok).toBe(true);
      });
    });
  }

  // One test (one Pact) per answer, as the guide asks.
  for (const [key, call] of [
    ['unauthorized', { zip: '94040,us', appid: '' }],
    ['notFound', { zip: '00000', appid: exampleApiKey }],
    ['nothingToGeocode', { zip: '', appid: exampleApiKey }],
  ] as const) {
    it(`raises the same WeatherApiError answer as in the specification shape: ${key}`, async () => {
      const interaction = currentWeatherInteractions[key];
      await executeWeatherTest(currentShapeProviderName, interaction, async (server) => {
        const error = await fetchCurrentWeather({ ...call, baseUrl: server.url, shape: 'current' }).then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(error).toBeInstanceOf(WeatherApiError);
        expect((error as WeatherApiError).cod).toEqual((interaction.example as { cod: unknown }).cod);
      });
    });
  }
});
