/**
 * The JSON Schema of the current weather record: the single source of the record's wire key order
 * (`serializeWeatherRecord`), its structural validation (`validateWeatherRecord`) and the shipped
 * `weather-double/schema.json`. The TypeScript types in `types.ts` are checked against it by a type
 * test, so the three cannot drift apart.
 *
 * Ranges are those any record of the real service respects in every unit system; cross-field rules
 * (condition table, icon suffix, temperature order, cloud cover) live in `validate.ts`.
 */

/** The subset of JSON Schema the record schema uses. @internal */
export interface SchemaNode {
  readonly type?: string;
  readonly description?: string;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly const?: unknown;
  readonly enum?: readonly unknown[];
  readonly pattern?: string;
  readonly minItems?: number;
  readonly required?: readonly string[];
  readonly additionalProperties?: boolean;
  readonly properties?: Readonly<Record<string, SchemaNode>>;
  readonly items?: SchemaNode;
}

const integer = (description: string, minimum: number, maximum: number) =>
  ({ type: 'integer', description, minimum, maximum }) as const;
const number = (description: string, minimum: number, maximum: number) =>
  ({ type: 'number', description, minimum, maximum }) as const;

/** Seconds since the Unix epoch up to 2100-01-01: wide enough for any observation. */
const UNIX_MAX = 4_102_444_800;

/** @internal */
export const weatherRecordSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  title: 'WeatherRecord',
  description:
    'A current weather record as GET /data/2.5/weather returns it for a zip= query (the specification shape).',
  type: 'object',
  additionalProperties: false,
  required: [
    'coord',
    'weather',
    'base',
    'main',
    'visibility',
    'wind',
    'clouds',
    'dt',
    'sys',
    'id',
    'name',
    'cod',
  ],
  properties: {
    coord: {
      type: 'object',
      description: 'Location coordinates, in degrees, up to 4 decimals.',
      additionalProperties: false,
      required: ['lon', 'lat'],
      properties: {
        lon: number('Longitude in degrees, up to 4 decimals.', -180, 180),
        lat: number('Latitude in degrees, up to 4 decimals.', -90, 90),
      },
    },
    weather: {
      type: 'array',
      description: 'Condition descriptors; the first is the primary condition.',
      minItems: 1,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'main', 'description', 'icon'],
        properties: {
          id: integer('Condition code from the condition table.', 200, 804),
          main: { type: 'string', description: 'Condition group, e.g. "Rain".' },
          description: {
            type: 'string',
            description: 'Lower-case condition description, e.g. "light rain".',
          },
          icon: {
            type: 'string',
            description: 'Icon of the condition: two digits and d (day) or n (night).',
            pattern: '^\\d{2}[dn]$',
          },
        },
      },
    },
    base: { type: 'string', const: 'stations', description: 'Internal parameter; always "stations".' },
    main: {
      type: 'object',
      description: 'Measurements.',
      additionalProperties: false,
      required: ['temp', 'pressure', 'humidity', 'temp_min', 'temp_max'],
      properties: {
        temp: number('Temperature: K (standard), °C (metric) or °F (imperial), up to 2 decimals.', -130, 340),
        pressure: integer('Atmospheric pressure, hPa.', 850, 1090),
        humidity: integer('Relative humidity, %.', 0, 100),
        temp_min: number('Minimum temperature currently observed in the area, same unit as temp.', -130, 340),
        temp_max: number('Maximum temperature currently observed in the area, same unit as temp.', -130, 340),
      },
    },
    visibility: integer('Visibility, metres in every unit system; at most 10000.', 0, 10000),
    wind: {
      type: 'object',
      description: 'Wind.',
      additionalProperties: false,
      required: ['speed', 'deg'],
      properties: {
        speed: number(
          'Wind speed: m/s (standard, metric) or miles/hour (imperial), up to 2 decimals.',
          0,
          250,
        ),
        deg: integer('Wind direction, meteorological degrees.', 0, 360),
      },
    },
    clouds: {
      type: 'object',
      description: 'Cloudiness.',
      additionalProperties: false,
      required: ['all'],
      properties: { all: integer('Cloud cover, %.', 0, 100) },
    },
    dt: integer('Time of the observation, Unix seconds (UTC).', 0, UNIX_MAX),
    sys: {
      type: 'object',
      description: 'System and sun data.',
      additionalProperties: false,
      required: ['type', 'id', 'message', 'sunrise', 'sunset'],
      properties: {
        type: { type: 'integer', enum: [1, 2], description: 'Internal parameter: 1 or 2.' },
        id: integer('Internal parameter: the reporting station number.', 1, 9_999_999),
        message: number('Internal parameter: a small float.', 0, 1),
        country: {
          type: 'string',
          description: 'ISO 3166 alpha-2 country code, upper case.',
          pattern: '^[A-Z]{2}$',
        },
        sunrise: integer('Sunrise, Unix seconds (UTC).', 0, UNIX_MAX),
        sunset: integer('Sunset, Unix seconds (UTC).', 0, UNIX_MAX),
      },
    },
    id: integer('Location identifier; 0 for a zip= query.', 0, 99_999_999),
    name: { type: 'string', description: 'Name of the place of the postal code.' },
    cod: { type: 'integer', const: 200, description: 'Status carried in the body: 200 on success.' },
  },
} as const;

/**
 * The number of decimals each non-integer field carries at most on the wire (the reference page's
 * observed precision); checked by `validateWeatherRecord`, produced by the generator.
 * @internal
 */
export const decimalsByPath: ReadonlyMap<string, number> = new Map([
  ['coord.lon', 4],
  ['coord.lat', 4],
  ['main.temp', 2],
  ['main.temp_min', 2],
  ['main.temp_max', 2],
  ['wind.speed', 2],
  ['sys.message', 4],
]);
