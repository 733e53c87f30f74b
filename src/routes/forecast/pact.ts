/**
 * The 5 day / 3 hour forecast's Pact interactions and body function (see `../pact-types.ts`), in
 * the specification-shape pact.
 * @internal
 */
import { pactBody, type RoutePact, unknownPostalCode, withoutKey } from '../pact-types.js';
import type { Forecast } from './types.js';

/**
 * A forecast of one slot for Mountain View (postal code 94040, US) in °C, as the service answers
 * `GET /data/2.5/forecast?zip=94040,us&units=metric&cnt=1`: the example the forecast interactions
 * start from. One slot: Pact's mock server answers a list matcher with copies of its template, and
 * two copies of one slot would not be a forecast (the slots must be 3 hours apart).
 */
export const forecastExample: Forecast = {
  cod: '200',
  message: 0,
  cnt: 1,
  list: [
    {
      dt: 1717275600,
      main: {
        temp: 17.52,
        feels_like: 17.15,
        temp_min: 16.9,
        temp_max: 17.52,
        pressure: 1014,
        sea_level: 1014,
        grnd_level: 1001,
        humidity: 70,
        temp_kf: 0.62,
      },
      weather: [{ id: 803, main: 'Clouds', description: 'broken clouds', icon: '04d' }],
      clouds: { all: 68 },
      wind: { speed: 4.1, deg: 290, gust: 5.2 },
      visibility: 10000,
      pop: 0,
      sys: { pod: 'd' },
      dt_txt: '2024-06-01 21:00:00',
    },
  ],
  city: {
    id: 0,
    name: 'Mountain View',
    coord: { lat: 37.39, lon: -122.08 },
    country: 'US',
    population: 0,
    timezone: -25200,
    sunrise: 1717246136,
    sunset: 1717298640,
  },
};

const firstSlot = forecastExample.list[0] as Forecast['list'][number];
/** The example in °F and mph: the service's conversions of the °C example, rounded to 2 decimals. */
const imperialExample: Forecast = {
  ...forecastExample,
  list: [
    {
      ...firstSlot,
      main: { ...firstSlot.main, temp: 63.54, feels_like: 62.87, temp_min: 62.42, temp_max: 63.54 },
      wind: { speed: 9.17, deg: 290, gust: 11.63 },
    },
  ],
};
const londonExample: Forecast = {
  ...forecastExample,
  city: {
    id: 2643743,
    name: 'London',
    coord: { lat: 51.5085, lon: -0.1257 },
    country: 'GB',
    population: 0,
    timezone: 3600,
    sunrise: 1717213717,
    sunset: 1717272636,
  },
};

/** @internal */
export const forecastPact = {
  interactions: [
    {
      sets: ['forecastInteractions'],
      key: 'forecastMetric',
      description:
        'a request for the 5 day / 3 hour forecast at postal code 94040,us in metric units, 1 slot',
      states: ['a forecast is reported for postal code 94040 in the US'],
      query: { zip: '94040,us', units: 'metric', cnt: '1' },
      answer: { status: 200, schema: 'Forecast', example: forecastExample },
    },
    {
      sets: ['forecastInteractions'],
      key: 'forecastImperial',
      description:
        'a request for the 5 day / 3 hour forecast at coordinates 37.39,-122.08 in imperial units, 1 slot',
      states: ['a forecast is reported for coordinates 37.39,-122.08'],
      query: { lat: '37.39', lon: '-122.08', units: 'imperial', cnt: '1' },
      answer: { status: 200, schema: 'Forecast', example: imperialExample },
    },
    {
      sets: ['forecastInteractions'],
      key: 'forecastByName',
      description: 'a request for the 5 day / 3 hour forecast in London,GB by name, 1 slot',
      states: ['a forecast is reported for the city London, GB'],
      query: { q: 'London,GB', units: 'metric', cnt: '1' },
      answer: { status: 200, schema: 'Forecast', example: londonExample },
    },
    {
      sets: ['forecastInteractions'],
      key: 'forecastNotFound',
      description: 'a request for the 5 day / 3 hour forecast at postal code 00000',
      ...unknownPostalCode,
    },
    {
      sets: ['forecastInteractions'],
      key: 'forecastUnauthorized',
      description: 'a request for the 5 day / 3 hour forecast without an API key',
      ...withoutKey,
    },
  ],
  bodies: { forecastBody: pactBody<Forecast>({ schema: 'Forecast', example: forecastExample }) },
} as const satisfies RoutePact;
