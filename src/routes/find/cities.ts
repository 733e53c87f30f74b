/**
 * What the three several-cities routes share (`/data/2.5/group`, `/data/2.5/find`,
 * `/data/2.5/box/city`): each item is the weather endpoint's observation of one city at the
 * double's clock (`PlaceAnswers.observation`: the same temperature, conditions, wind, clouds and
 * `dt` as `GET /data/2.5/weather?id=…`), written in the item shape the service gives that route
 * (key order and fields as recorded; docs/cities.md), and the parts of their schemas.
 * @internal
 */
import {
  CURRENT_MAIN_KEYS,
  describedObject,
  MAIN_KEYS,
  number,
  optional,
} from '../../answer-schema/helpers.js';
import type { AnswerIssue, AnswerSchema, OrderNode } from '../../answer-schema/index.js';
import { checkAgainst, ordered, orderOf } from '../../answer-schema/index.js';
import { speedIn, temperatureIn } from '../../model/units.js';
import { BUCKET_SECONDS, type StandardObservation } from '../../model/weather-state.js';
import { conditionById } from '../../service/conditions.js';
import type { Units } from '../../service/vocabulary.js';
import type { ResolvedLocation } from '../places.js';
import type { Validation } from '../probes-shared.js';
import type { World } from '../route.js';
import { currentWeatherRecordSchema } from '../weather/schema.js';

/** The item shapes: `group` (the weather record's), `find` and `box` (older, flatter ones). @internal */
export type CityItemKind = 'group' | 'find' | 'box';

/** Metres per second in a mile per hour (exact, by definition of the international mile). */
const MPH = 0.44704;

/** The `weather` entries of an observation's conditions, by day (`d` icons) or night (`n`). @internal */
export function weatherOf(conditions: readonly number[], daytime: boolean) {
  return conditions.map((id) => {
    const condition = conditionById(id);
    if (!condition) throw new Error(`unknown condition ${id}`);
    const { main, description, icon } = condition;
    return { id, main, description, icon: icon + (daytime ? 'd' : 'n') };
  });
}

/** `null`, or `{"1h": mm}` while it rains (snows), as `find` and `box/city` give them. */
const precipitationOf = (mm: number) => (mm > 0 ? { '1h': mm } : null);

/**
 * One city's item as an object (its key order comes from the item's schema when written): the
 * observation `s` of the place `where` in `units`.
 * @internal
 */
function cityItem(
  kind: CityItemKind,
  s: StandardObservation,
  units: Units,
  where: ResolvedLocation,
): Record<string, unknown> {
  const o = s.observation;
  const weather = weatherOf(o.conditions, s.daytime);
  const temp = temperatureIn(o.temp, units);
  const feels_like = temperatureIn(o.feelsLike, units);
  // An answer from model data has temp_min = temp_max = temp, as the weather endpoint's record.
  const model = s.fromModel || where.fromModel === true;
  const temp_min = model ? temp : temperatureIn(o.tempMin, units);
  const temp_max = model ? temp : temperatureIn(o.tempMax, units);
  const wind = { speed: speedIn(o.windSpeed, units), deg: o.windDeg };
  const { id, name } = where;
  const country = where.country ?? '';
  const { lat, lon } = where.coord;
  const { pressure, humidity, dt } = o;
  // Recorded: only items from model data carry sea_level and grnd_level in these lists (box/city
  // 2021: 10 of 15, exactly those with temp_min = temp = temp_max; find and group 2021: 0 of 13).
  const sea_level = model ? pressure : undefined;
  const grnd_level = model ? o.groundPressure : undefined;
  // Literals, not a spread of shared fields: a spread made `group` ~100 µs slower per 20 cities.
  if (kind === 'group') {
    const main = { temp, feels_like, temp_min, temp_max, pressure, sea_level, grnd_level, humidity };
    const sys = { country, timezone: s.timezone, sunrise: s.sunrise, sunset: s.sunset };
    return {
      coord: { lon, lat },
      sys,
      weather,
      main,
      visibility: o.visibility,
      wind,
      clouds: { all: o.clouds },
      dt,
      id,
      name,
    };
  }
  const rain = precipitationOf(o.rain);
  const snow = precipitationOf(o.snow);
  if (kind === 'find') {
    const main = { temp, feels_like, temp_min, temp_max, pressure, humidity, sea_level, grnd_level };
    return {
      id,
      name,
      coord: { lat, lon },
      main,
      dt,
      wind,
      sys: { country },
      rain,
      snow,
      clouds: { all: o.clouds },
      weather,
    };
  }
  const main = { temp, feels_like, temp_min, temp_max, pressure, sea_level, grnd_level, humidity };
  // Recorded (2021, imperial): box/city's miles/hour are the conversion unrounded (m/s ÷ 0.44704:
  // 32.2118826055834 for 14.4 m/s), where the other routes round to 2 decimals.
  const speed = units === 'imperial' ? o.windSpeed / MPH : o.windSpeed;
  return {
    id,
    dt,
    name,
    coord: { Lon: lon, Lat: lat },
    main,
    visibility: o.visibility,
    wind: { speed, deg: o.windDeg },
    rain,
    snow,
    clouds: { today: o.clouds },
    weather,
  };
}

/**
 * The items of several places, joined by commas, and the earliest end of their observations'
 * buckets (how long the answer holds: each place's bucket has its own phase).
 * @internal
 */
export function cityItems(
  kind: CityItemKind,
  places: readonly ResolvedLocation[],
  units: Units,
  world: World,
): { readonly items: string; readonly from: number; readonly until: number } {
  let items = '';
  let from = 0;
  let until = Number.POSITIVE_INFINITY;
  for (let i = 0; i < places.length; i += 1) {
    const place = places[i] as ResolvedLocation;
    const s = world.answers.observation(place);
    const json = JSON.stringify(ordered(cityItem(kind, s, units, place), itemOrders[kind]));
    items += i === 0 ? json : `,${json}`;
    // Every bucket starts at its observation's dt and lasts BUCKET_SECONDS (weather-state.ts).
    from = Math.max(from, s.observation.dt);
    until = Math.min(until, s.observation.dt + BUCKET_SECONDS);
  }
  return { items, from, until };
}

// ---- schemas -----------------------------------------------------------------------------------

const current = currentWeatherRecordSchema.properties;
const m = current.main.properties;

const precipitation = (what: 'Rain' | 'Snow'): AnswerSchema => ({
  description: `${what} of the last hour: \`null\` when it does not ${what === 'Rain' ? 'rain' : 'snow'}, else \`{"1h": mm}\` (mm, up to 2 decimals, in every unit system).`,
});

/**
 * `main` of an item: the record's measurements of `keys`, in that order, all required but
 * `sea_level` and `grnd_level` (sent by items from model data only, as recorded).
 */
const mainOf = (keys: readonly (keyof typeof m)[]): AnswerSchema => ({
  type: 'object',
  description:
    'Measurements; `sea_level` and `grnd_level` only in an item from model data (whose temp_min = temp = temp_max).',
  additionalProperties: false,
  required: keys.filter((key) => key !== 'sea_level' && key !== 'grnd_level'),
  properties: Object.fromEntries(keys.map((key) => [key, m[key]])),
});

const wind = describedObject('Wind (no gust in these items).', {
  speed: current.wind.properties.speed,
  deg: current.wind.properties.deg,
});

const country = (description: string): AnswerSchema => ({
  type: 'string',
  pattern: '^[A-Z]{2}$',
  description,
});

/** One item of `/data/2.5/group`: the weather record's fields, in the order the service lists them. @internal */
export const groupItemSchema = {
  type: 'object',
  description: 'The current weather of one city, as GET /data/2.5/weather?id= reports it.',
  additionalProperties: false,
  required: ['coord', 'sys', 'weather', 'main', 'visibility', 'wind', 'clouds', 'dt', 'id', 'name'],
  properties: {
    coord: current.coord,
    sys: describedObject('Country, time zone and sun.', {
      country: country('ISO 3166 alpha-2 country code of the city.'),
      timezone: current.timezone,
      sunrise: current.sys.properties.sunrise,
      sunset: current.sys.properties.sunset,
    }),
    weather: current.weather,
    main: mainOf(MAIN_KEYS),
    visibility: current.visibility,
    wind,
    clouds: current.clouds,
    dt: current.dt,
    id: { type: 'integer', minimum: 1, description: 'The city ID (GeoNames).' },
    name: { type: 'string', description: 'The city name.' },
  },
} as const satisfies AnswerSchema;

/** One item of `/data/2.5/find`. @internal */
export const findItemSchema = {
  type: 'object',
  description: 'The current weather of one city found, in the older flat shape of the search.',
  additionalProperties: false,
  required: ['id', 'name', 'coord', 'main', 'dt', 'wind', 'sys', 'rain', 'snow', 'clouds', 'weather'],
  properties: {
    id: groupItemSchema.properties.id,
    name: groupItemSchema.properties.name,
    coord: describedObject('The city’s coordinates, degrees (latitude first).', {
      lat: current.coord.properties.lat,
      lon: current.coord.properties.lon,
    }),
    main: mainOf(CURRENT_MAIN_KEYS),
    dt: current.dt,
    wind,
    sys: describedObject('The country only.', {
      country: country('ISO 3166 alpha-2 country code of the city.'),
    }),
    rain: precipitation('Rain'),
    snow: precipitation('Snow'),
    clouds: current.clouds,
    weather: current.weather,
  },
} as const satisfies AnswerSchema;

/** One item of `/data/2.5/box/city`. @internal */
export const boxItemSchema = {
  type: 'object',
  description:
    'The current weather of one city of the box (`coord` with capitalised `Lon`/`Lat`, `clouds.today`).',
  additionalProperties: false,
  required: ['id', 'dt', 'name', 'coord', 'main', 'visibility', 'wind', 'rain', 'snow', 'clouds', 'weather'],
  properties: {
    id: groupItemSchema.properties.id,
    dt: current.dt,
    name: groupItemSchema.properties.name,
    coord: describedObject('The city’s coordinates, degrees, capitalised as the service writes them here.', {
      Lon: current.coord.properties.lon,
      Lat: current.coord.properties.lat,
    }),
    main: mainOf(MAIN_KEYS),
    visibility: current.visibility,
    wind: describedObject(wind.description, {
      speed: number(
        'Wind speed: m/s (standard, metric), up to 2 decimals, or miles/hour (imperial) unrounded (m/s ÷ 0.44704 in full, as recorded).',
        0,
        560,
      ),
      deg: wind.properties.deg,
    }),
    rain: precipitation('Rain'),
    snow: precipitation('Snow'),
    clouds: describedObject('Cloudiness (`today`, as the service names it here).', {
      today: current.clouds.properties.all,
    }),
    weather: current.weather,
  },
} as const satisfies AnswerSchema;

/** The wire key order of each item kind: its schema's. */
const itemOrders: Readonly<Record<CityItemKind, OrderNode>> = {
  group: orderOf(groupItemSchema),
  find: orderOf(findItemSchema),
  box: orderOf(boxItemSchema),
};

/**
 * What a several-cities route's rare variants loosen in its items (docs/variants.md); each key left
 * out keeps its rule.
 * @internal
 */
export interface CitiesLoosening {
  /** `sys.country` may be `""` (find). */
  readonly emptyCountry?: boolean;
  /** `wind.deg` may be left out (find). */
  readonly noWindDeg?: boolean;
  /** `visibility` may be left out, or reach 16093 m (10 statute miles; group, box/city). */
  readonly visibility?: boolean;
}

/**
 * A several-cities answer's schema loosened by exactly what its route's variants change (the key
 * order stays the strict schema's).
 */
function citiesVariantSchema(schema: AnswerSchema, loosen: CitiesLoosening): AnswerSchema {
  const list = schema.properties?.list as AnswerSchema;
  let items = list.items as AnswerSchema;
  const properties = { ...items.properties };
  if (loosen.visibility) {
    items = optional(items, 'visibility');
    properties.visibility = { ...properties.visibility, maximum: 16_093 };
  }
  if (loosen.noWindDeg) properties.wind = optional(properties.wind as AnswerSchema, 'deg');
  if (loosen.emptyCountry) {
    const sys = properties.sys as AnswerSchema;
    properties.sys = {
      ...sys,
      properties: { ...sys.properties, country: { ...sys.properties?.country, pattern: '^([A-Z]{2})?$' } },
    };
  }
  return {
    ...schema,
    properties: { ...schema.properties, list: { ...list, items: { ...items, properties } } },
  };
}

/** `rain`/`snow` of a `find` or `box/city` item: `null` or `{"1h": mm}` (mm 0.01 to 500). */
function checkPrecipitation(value: unknown, path: string, issues: AnswerIssue[]): void {
  if (value === null) return;
  const mm = (value as { '1h'?: unknown } | undefined)?.['1h'];
  const keys = typeof value === 'object' && !Array.isArray(value) ? Object.keys(value as object) : [];
  if (keys.length !== 1 || typeof mm !== 'number' || mm < 0.01 || mm > 500) {
    issues.push({
      path,
      message: `expected null or {"1h": mm from 0.01 to 500}, got ${JSON.stringify(value)}`,
    });
  }
}

/**
 * Checks a body against a several-cities schema, and the `rain`/`snow` of its items (which the
 * schema walk cannot: `null` or an object): the validator of the three routes' probes.
 */
function validateCities(body: unknown, schema: AnswerSchema): Validation {
  const issues: AnswerIssue[] = [];
  checkAgainst(body, schema, '', issues);
  const list = (body as { list?: unknown } | null)?.list;
  if (Array.isArray(list)) {
    list.forEach((item, index) => {
      if (typeof item !== 'object' || item === null) return;
      for (const key of ['rain', 'snow'] as const) {
        if (key in item)
          checkPrecipitation((item as Record<string, unknown>)[key], `list[${index}].${key}`, issues);
      }
    });
  }
  return issues.length === 0 ? { ok: true } : { ok: false, issues };
}

/**
 * A several-cities route's validator: {@link validateCities} against its schema, or with
 * `{ variants: true }` against the schema its variants loosen (`loosen`), every other rule kept.
 * @internal
 */
export function citiesValidator(
  schema: AnswerSchema,
  loosen: CitiesLoosening,
): (body: unknown, options?: { readonly variants?: boolean }) => Validation {
  const loose = citiesVariantSchema(schema, loosen);
  return (body, options) => validateCities(body, options?.variants ? loose : schema);
}
