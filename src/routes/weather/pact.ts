/**
 * The weather route's Pact interactions and body functions (see `../pact-types.ts`): the
 * specification's Mountain View record in three unit systems, the same in the current shape, the
 * other location forms, and the service's errors.
 */

import {
  latitudeOutOfRange,
  type PactInteractionDeclaration,
  pactBody,
  type RoutePact,
  unknownPostalCode,
  withoutKey,
} from '../pact-types.js';
import type { CurrentWeatherRecord, WeatherRecord } from './types.js';

/**
 * The record the service documents for Mountain View (postal code 94040, US), in kelvin and m/s:
 * the example every record interaction starts from.
 */
const standardExample: WeatherRecord = {
  coord: { lon: -122.08, lat: 37.39 },
  weather: [{ id: 800, main: 'Clear', description: 'clear sky', icon: '01d' }],
  base: 'stations',
  main: { temp: 282.55, pressure: 1023, humidity: 100, temp_min: 280.37, temp_max: 284.26 },
  visibility: 10000,
  wind: { speed: 1.5, deg: 350 },
  clouds: { all: 1 },
  dt: 1560350645,
  sys: { type: 1, id: 5122, message: 0.0139, country: 'US', sunrise: 1560343627, sunset: 1560396563 },
  id: 0,
  name: 'Mountain View',
  cod: 200,
};

/** The documented record converted as the service converts: °C = K − 273.15, °F = °C × 9/5 + 32, mph = m/s × 2.23694, each rounded to 2 decimals. */
const metricExample: WeatherRecord = {
  ...standardExample,
  main: { ...standardExample.main, temp: 9.4, temp_min: 7.22, temp_max: 11.11 },
};
const imperialExample: WeatherRecord = {
  ...standardExample,
  main: { ...standardExample.main, temp: 48.92, temp_min: 45, temp_max: 52 },
  wind: { ...standardExample.wind, speed: 3.36 },
};
/** Mountain View by coordinates: the nearest city's GeoNames ID and name, the requested coordinates. */
const coordinatesExample: WeatherRecord = { ...standardExample, id: 5375480 };
/** London by name: its GeoNames ID, name, coordinates and country. */
const londonExample: WeatherRecord = {
  ...standardExample,
  coord: { lon: -0.1257, lat: 51.5085 },
  sys: { ...standardExample.sys, country: 'GB' },
  id: 2643743,
  name: 'London',
};

/**
 * The specification's Mountain View record as the service sends it today: the same observation,
 * with the apparent temperature (NWS wind chill), the pressure at sea and ground level and the UTC
 * offset, and without `sys.message`; without `sys.type` and `sys.id` too, which a third of the
 * service's answers of today leave out (those from model data), so no consumer relies on them.
 */
const currentStandardExample: CurrentWeatherRecord = {
  coord: { lon: -122.08, lat: 37.39 },
  weather: [{ id: 800, main: 'Clear', description: 'clear sky', icon: '01d' }],
  base: 'stations',
  main: {
    temp: 282.55,
    feels_like: 282.11,
    temp_min: 280.37,
    temp_max: 284.26,
    pressure: 1023,
    humidity: 100,
    sea_level: 1023,
    grnd_level: 1020,
  },
  visibility: 10000,
  wind: { speed: 1.5, deg: 350 },
  clouds: { all: 1 },
  dt: 1560350645,
  sys: { country: 'US', sunrise: 1560343627, sunset: 1560396563 },
  timezone: -25200,
  id: 0,
  name: 'Mountain View',
  cod: 200,
};
/** The same record in °C and in °F and mph, converted as the service converts. */
const currentMetricExample: CurrentWeatherRecord = {
  ...currentStandardExample,
  main: { ...currentStandardExample.main, temp: 9.4, feels_like: 8.96, temp_min: 7.22, temp_max: 11.11 },
};
const currentImperialExample: CurrentWeatherRecord = {
  ...currentStandardExample,
  main: { ...currentStandardExample.main, temp: 48.92, feels_like: 48.13, temp_min: 45, temp_max: 52 },
  wind: { ...currentStandardExample.wind, speed: 3.36 },
};

const RECORD_STATE = 'current weather is reported for postal code 94040 in the US';
const ZIP = '94040,us';

const RECORD_KEYS = ['recordStandard', 'recordMetric', 'recordImperial'] as const;

/** The record interactions of a shape (exported in `set`), in the three unit systems. */
function recordInteractions<S extends 'weatherInteractions' | 'currentWeatherInteractions'>(
  set: S,
  examples: readonly [unknown, unknown, unknown],
): (PactInteractionDeclaration & { sets: readonly [S]; key: (typeof RECORD_KEYS)[number] })[] {
  const shape = set === 'currentWeatherInteractions' ? 'current' : 'specification';
  const units = [undefined, 'metric', 'imperial'] as const;
  const suffix = shape === 'current' ? ', answered in the current shape' : '';
  return units.map((unit, index) => ({
    sets: [set] as const,
    key: RECORD_KEYS[index] as (typeof RECORD_KEYS)[number],
    description:
      unit === undefined
        ? `a request for the current weather at postal code 94040,us without units${suffix}`
        : `a request for the current weather at postal code 94040,us in ${unit} units${suffix}`,
    states: [RECORD_STATE],
    query: unit === undefined ? { zip: ZIP } : { zip: ZIP, units: unit },
    answer: {
      status: 200,
      schema: shape === 'current' ? 'CurrentWeatherRecord' : 'WeatherRecord',
      example: examples[index],
    },
  }));
}

const BOTH_SHAPES = ['weatherInteractions', 'currentWeatherInteractions'] as const;

/** @internal */
export const weatherPact = {
  interactions: [
    ...recordInteractions('weatherInteractions', [standardExample, metricExample, imperialExample]),
    ...recordInteractions('currentWeatherInteractions', [
      currentStandardExample,
      currentMetricExample,
      currentImperialExample,
    ]),
    {
      sets: BOTH_SHAPES,
      key: 'unauthorized',
      description: 'a request for the current weather without an API key',
      ...withoutKey,
    },
    {
      sets: BOTH_SHAPES,
      key: 'notFound',
      description: 'a request for the current weather at postal code 00000',
      ...unknownPostalCode,
    },
    {
      sets: BOTH_SHAPES,
      key: 'nothingToGeocode',
      description: 'a request for the current weather without a location',
      states: ['a location is required'],
      query: { zip: '' },
      answer: { status: 400, error: { cod: '400', message: 'Nothing to geocode' } },
    },
    {
      sets: ['weatherLocationInteractions'],
      key: 'recordByCoordinates',
      description: 'a request for the current weather at coordinates 37.39,-122.08',
      states: ['current weather is reported for coordinates 37.39,-122.08'],
      query: { lat: '37.39', lon: '-122.08' },
      answer: { status: 200, schema: 'WeatherRecord', example: coordinatesExample },
    },
    {
      sets: ['weatherLocationInteractions'],
      key: 'recordByName',
      description: 'a request for the current weather in London,GB by name',
      states: ['current weather is reported for the city London, GB'],
      query: { q: 'London,GB' },
      answer: { status: 200, schema: 'WeatherRecord', example: londonExample },
    },
    {
      sets: ['weatherLocationInteractions'],
      key: 'wrongLatitude',
      description: 'a request for the current weather at a latitude outside -90..90',
      ...latitudeOutOfRange,
    },
    {
      sets: ['weatherLocationInteractions'],
      key: 'cityNotFoundByName',
      description: 'a request for the current weather in a city no place is named',
      states: ['no city is named Qxqxqx'],
      query: { q: 'Qxqxqx' },
      answer: { status: 404, error: { cod: '404', message: 'city not found' } },
    },
  ],
  bodies: {
    weatherRecordBody: pactBody<WeatherRecord>({ schema: 'WeatherRecord', example: standardExample }),
    currentWeatherRecordBody: pactBody<CurrentWeatherRecord>({
      schema: 'CurrentWeatherRecord',
      example: currentStandardExample,
    }),
  },
} as const satisfies RoutePact;
