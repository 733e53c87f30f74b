/**
 * `GET /data/2.5/weather`: the current weather record for one location (`zip`, `lat`+`lon`, `q` or
 * `id`), in `units`, in the double's record shape.
 * @internal
 */
import { BUCKET_SECONDS } from '../../model/weather-state.js';
import type { DeepPartial } from '../../service/deep-partial.js';
import { ROUTE_PATHS } from '../../service/vocabulary.js';
import { langParameter, locationErrors, locationRouteParameters } from '../contract.js';
import type { RecordMakers } from '../generator.js';
import { isLocationProblem, parseLocationParams } from '../places.js';
import { encodeQueryValue, PROBE_UNITS, unitsName, unitsQuery, validatedBody } from '../probes-shared.js';
import type { Route } from '../route.js';
import { routeVariants } from '../variants-shared.js';
import { weatherRecords } from './generate.js';
import { weatherHtml } from './html.js';
import { weatherPact } from './pact.js';
import { currentWeatherRecordSchema, weatherRecordSchema } from './schema.js';
import { serializeRecordAs } from './serialize.js';
import type { WeatherRecord } from './types.js';
import { validateWeatherRecord } from './validate.js';
import { weatherCatalogue } from './variants.js';
import { weatherXml } from './xml.js';

/** A record of the shape checked: every rule of `validateWeatherRecord`, the key order of its schema. */
const recordBody = validatedBody(
  (body, shape) => validateWeatherRecord(body, { shape }),
  (shape) => (shape === 'current' ? currentWeatherRecordSchema : weatherRecordSchema),
);

/** A postal code no place has (the pact's, and the double's by default). */
const UNKNOWN_ZIP = '00000';

/** @internal */
export const weather: Route<'weather', typeof weatherPact> & {
  readonly records: RecordMakers;
  /** The record's variants (for the fast-check arbitrary, which reaches them through the table). */
  readonly catalogue: typeof weatherCatalogue;
} = {
  name: 'weather',
  pact: weatherPact,
  records: weatherRecords,
  catalogue: weatherCatalogue,
  path: ROUTE_PATHS.weather,
  scenarioDefaults: ['notFound', 'nothingToGeocode', 'record', 'variants'],
  summary: 'Current weather for one location',
  /**
   * The service's order of checks after the key: the location (400 without one or with wrong
   * coordinates, 404 when no place has it; see `parseLocationParams` for which form wins when several
   * are given), then the record (200).
   */
  answer({ query, overrides }, world) {
    const parsed = parseLocationParams(query);
    if (isLocationProblem(parsed)) return parsed;
    const location = world.locate(parsed);
    if (!location) return { problem: 'notFound' };
    const units = query.units;
    if (overrides !== undefined) {
      const record = world.answers.record(location, units, overrides as DeepPartial<WeatherRecord>);
      return { body: serializeRecordAs(record, world.shape) };
    }
    // The place is resolved once (above): the generator writes the bytes of the record it would
    // return for this location and units at its clock, remembered per place, bucket and units.
    const { body, dt } = world.answers.weatherBytes(location, units);
    return { body, holds: { from: dt, until: dt + BUCKET_SECONDS } };
  },
  locationOf(query) {
    const parsed = parseLocationParams(query);
    return isLocationProblem(parsed) ? undefined : parsed;
  },
  checkOverrides(overrides, world) {
    world.generator.record({ overrides: overrides as DeepPartial<WeatherRecord> });
  },
  /**
   * For each postal code a record without `units`, in `metric` and in `imperial`; the record at the
   * coordinates the Geocoding API gave the first (the path today's clients take); the three errors
   * that are safe to provoke: an empty key (401), a postal code no place has (404), no location (400).
   */
  probes({ zips }) {
    const [first] = zips;
    const records = zips.flatMap((zip) =>
      PROBE_UNITS.map((units) => ({
        name: `${zip} ${unitsName(units)}`,
        query: `zip=${encodeQueryValue(zip)}${unitsQuery(units)}`,
        expect: recordBody,
      })),
    );
    return [
      ...records,
      {
        name: `${first} at the coordinates of its place, ${unitsName(PROBE_UNITS[0])}`,
        query: `lat={lat}&lon={lon}${unitsQuery(PROBE_UNITS[0])}`,
        expect: recordBody,
        coordinatesFrom: 'geocodingZip',
      },
      {
        name: 'a wrong (empty) key',
        query: `zip=${encodeQueryValue(first)}`,
        key: 'empty',
        expect: 'unauthorized',
      },
      {
        name: `postal code ${UNKNOWN_ZIP}, which names no place`,
        query: `zip=${UNKNOWN_ZIP}`,
        expect: 'notFound',
      },
      { name: 'no location', query: '', expect: 'nothingToGeocode' },
    ];
  },
  // The rare real variants of the record (docs/variants.md), written in the double's shape.
  variants: routeVariants(
    weatherCatalogue,
    (setting) => setting,
    (record, shape) => serializeRecordAs(record as WeatherRecord, shape),
  ),
  // The same record as the JSON answer, in the service's XML and HTML widget (`mode=xml`, `mode=html`).
  modes: {
    xml: (json, query) => weatherXml(JSON.parse(json) as WeatherRecord, query.units),
    html: (json, query) => weatherHtml(JSON.parse(json) as WeatherRecord, query.units),
  },
  schemas: { WeatherRecord: weatherRecordSchema, CurrentWeatherRecord: currentWeatherRecordSchema },
  contract: (examples) => ({
    operationId: 'getCurrentWeather',
    summary: 'Current weather for one location',
    description:
      'Returns the current weather record for one location, chosen by coordinates (`lat` and `lon`), city ID (`id`), city name (`q`) or postal code (`zip`); when several are given, the first of that order wins. The key is checked first (401), then the location (400 without one or with wrong coordinates, 404 when it names no place). `id`, `name` and `coord` follow the form of the query: `id` 0 and the postal code\'s place for `zip`, the nearest city\'s GeoNames ID and name otherwise (`id` 0, `name` "" and no `sys.country` at sea), `coord` the requested coordinates. The body is minified, in the key order of the schema.',
    parameters: locationRouteParameters(['xml', 'html'], [langParameter], {
      usOnly: { summary: 'A US ZIP code', value: '94040' },
    }),
    responses: [
      {
        status: 200,
        description:
          "The current weather record (`cod` is the number 200): the specification's shape (`WeatherRecord`, with `sys.message`), or the shape the service sends today (`CurrentWeatherRecord`: `feels_like`, `sea_level`, `grnd_level`, `gust`, `rain`/`snow`, `timezone`, no `sys.message`). The two exclude each other.",
        schema: ['WeatherRecord', 'CurrentWeatherRecord'],
        examples: {
          imperial: {
            summary: '94040,us in imperial units',
            value: examples.answer(weather, 'zip=94040,us&units=imperial'),
          },
          metric: {
            summary: '94040,us in metric units',
            value: examples.answer(weather, 'zip=94040,us&units=metric'),
          },
          standard: {
            summary: '94040,us without units (kelvin, m/s)',
            value: examples.answer(weather, 'zip=94040,us'),
          },
          current: {
            summary: '94040,us in imperial units, in the shape the service sends today',
            value: examples.answer(weather, 'zip=94040,us&units=imperial', 'current'),
          },
        },
        formats: {
          xml: {
            summary: '94040,us in metric units, mode=xml',
            value: examples.inMode(weather, 'zip=94040,us&units=metric', 'xml'),
          },
          html: {
            summary: '94040,us in metric units, mode=html',
            value: examples.inMode(weather, 'zip=94040,us&units=metric', 'html'),
          },
        },
      },
      ...locationErrors,
    ],
  }),
};
