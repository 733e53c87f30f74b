/**
 * Weather Stations 3.0's answers, as recorded (docs/stations.md): the stations of an API key
 * (create 201, list, read, replace, delete 204) and their measurements (post 204, read aggregated by
 * minute, hour or day), over a {@link StationBook}. Bodies are the exact bytes, minified, in the
 * service's key order; errors in the service's `{"code":…,"message":…}` shape.
 * @internal
 */
import { hashString } from '../../draws/hash.js';
import { errorAnswers, goJsonString, stationCoded } from '../../service/error-answers.js';
import {
  after,
  type Later,
  MOST_KEYS,
  MOST_STATIONS_PER_KEY,
  type Refusal,
  type StoredMeasurement,
  type StoredStation,
} from '../station-book.js';
import type { StatefulContext, StationAnswer, StationRequest } from '../station-request.js';
import { decodeBody, type GoType, type GoValue } from './go-json.js';

/** The service's struct of a station, as its request bodies are decoded. */
const STATION_TYPE = {
  kind: 'struct',
  name: 'stations.Station',
  fields: {
    external_id: { kind: 'string' },
    name: { kind: 'string' },
    latitude: { kind: 'float64' },
    longitude: { kind: 'float64' },
    altitude: { kind: 'float64' },
  },
} as const satisfies GoType;

const FLOAT = { kind: 'float64' } as const satisfies GoType;
const TEXT = { kind: 'string' } as const satisfies GoType;

/** The service's struct of a measurement (its page's fields), in a slice: the body of a post. */
const MEASUREMENTS_TYPE = {
  kind: 'slice',
  of: {
    kind: 'struct',
    name: 'measurements.Measurement',
    fields: {
      station_id: TEXT,
      dt: { kind: 'int64' },
      temperature: FLOAT,
      wind_speed: FLOAT,
      wind_gust: FLOAT,
      wind_deg: FLOAT,
      pressure: FLOAT,
      humidity: FLOAT,
      rain_1h: FLOAT,
      rain_6h: FLOAT,
      rain_24h: FLOAT,
      snow_1h: FLOAT,
      snow_6h: FLOAT,
      snow_24h: FLOAT,
      dew_point: FLOAT,
      humidex: FLOAT,
      heat_index: FLOAT,
      visibility_distance: FLOAT,
      visibility_prefix: TEXT,
      clouds: {
        kind: 'slice',
        of: {
          kind: 'struct',
          name: 'measurements.Cloud',
          fields: { distance: FLOAT, condition: TEXT, cumulus: TEXT },
        },
      },
      weather: {
        kind: 'slice',
        of: {
          kind: 'struct',
          name: 'measurements.Weather',
          fields: {
            precipitation: TEXT,
            descriptor: TEXT,
            intensity: TEXT,
            proximity: TEXT,
            obscuration: TEXT,
            other: TEXT,
          },
        },
      },
    },
  },
} as const satisfies GoType;

/** The rank of a station just made, and of one replaced (recorded: 10 after a POST, 0 after a PUT). */
const RANK_MADE = 10;
const RANK_REPLACED = 0;

/** `source_type` of a station made through the API (recorded). */
const SOURCE_TYPE = 5;

/** A time as Go's RFC 3339 with nanoseconds writes it: trailing zeros of the fraction dropped. @internal */
function goTime(ms: number): string {
  const iso = new Date(ms).toISOString();
  const fraction = iso.slice(20, 23).replace(/0+$/, '');
  return `${iso.slice(0, 19)}${fraction === '' ? '' : `.${fraction}`}Z`;
}

/** A number as the service writes it (`null` for none). */
function goNumber(value: number | null): string {
  return value === null ? 'null' : JSON.stringify(value);
}

/**
 * The user ID the service shows for a key: 24 hexadecimal digits made from the key (never the key
 * itself). @internal
 */
function userIdOf(key: string): string {
  return [1, 2, 3].map((salt) => (hashString(`${salt}:${key}`) >>> 0).toString(16).padStart(8, '0')).join('');
}

/** The body of a station as POST answers it (recorded key order, `ID` in capitals). */
function createdBody(station: StoredStation, key: string): string {
  return `{"ID":${goJsonString(station.id)},"updated_at":"${goTime(station.updatedMs)}","created_at":"${goTime(station.createdMs)}","user_id":"${userIdOf(key)}","external_id":${goJsonString(station.external_id)},"name":${goJsonString(station.name)},"latitude":${goNumber(station.latitude)},"longitude":${goNumber(station.longitude)},"altitude":${goNumber(station.altitude)},"rank":${station.rank},"source_type":${SOURCE_TYPE}}`;
}

/** The body of a station as GET and PUT answer it (recorded key order). @internal */
function stationBody(station: StoredStation): string {
  return `{"id":${goJsonString(station.id)},"created_at":"${goTime(station.createdMs)}","updated_at":"${goTime(station.updatedMs)}","external_id":${goJsonString(station.external_id)},"name":${goJsonString(station.name)},"longitude":${goNumber(station.longitude)},"latitude":${goNumber(station.latitude)},"altitude":${goNumber(station.altitude)},"rank":${station.rank}}`;
}

const ok = (body: string): StationAnswer => ({ status: 200, body });
const NO_CONTENT: StationAnswer = Object.freeze({ status: 204, body: '' });
const notFound = (): StationAnswer => errorAnswers.stationNotFound;
const badRequest = (message: string): StationAnswer => stationCoded(400, message);

/** The double's answer when a key's stations, or the keys, are at their cap. */
function refused(refusal: Refusal): StationAnswer {
  return badRequest(
    refusal === 'stationsFull'
      ? `weather-double keeps at most ${MOST_STATIONS_PER_KEY} stations per API key: delete one first`
      : `weather-double keeps the stations of at most ${MOST_KEYS} API keys`,
  );
}

/** The fields of a station from a decoded body: the zero value for each one missing or null. */
function stationFields(value: GoValue) {
  const fields = (value ?? {}) as { readonly [field: string]: GoValue };
  const text = (name: string) => {
    const value = fields[name];
    return typeof value === 'string' ? value : '';
  };
  const number = (name: string) => {
    const value = fields[name];
    return typeof value === 'number' ? value : 0;
  };
  return {
    external_id: text('external_id'),
    name: text('name'),
    latitude: number('latitude'),
    longitude: number('longitude'),
    altitude: typeof fields.altitude === 'number' ? fields.altitude : null,
  };
}

/**
 * `/data/3.0/stations` and `/data/3.0/stations/{id}`: GET lists or reads, POST makes (201), PUT
 * replaces every field (a field not given becomes 0, `altitude` null, as recorded), DELETE removes
 * it and its measurements (204). Another key's station, or none, is 404 "Station not found".
 * @internal
 */
export function answerStations(
  request: StationRequest,
  { stations: book }: StatefulContext,
): Later<StationAnswer> {
  const { method, key, nowMs } = request;
  const id = request.item?.params.id;
  if (id === undefined) {
    if (method === 'POST') {
      const decoded = decodeBody(request.body, STATION_TYPE);
      if ('error' in decoded) return badRequest(decoded.error);
      return after(book.newId(nowMs), (newId) => {
        const station: StoredStation = {
          id: newId,
          createdMs: nowMs,
          updatedMs: nowMs,
          ...stationFields(decoded.value),
          rank: RANK_MADE,
        };
        return after(book.add(key, station), (added) =>
          typeof added === 'string' ? refused(added) : { status: 201, body: createdBody(added, key) },
        );
      });
    }
    return after(book.list(key), (stations) => ok(`[${stations.map(stationBody).join(',')}]`));
  }
  if (method === 'DELETE')
    return after(book.remove(key, id), (removed) => (removed ? NO_CONTENT : notFound()));
  if (method === 'PUT') {
    return after(book.get(key, id), (held) => {
      if (held === undefined) return notFound();
      const decoded = decodeBody(request.body, STATION_TYPE);
      if ('error' in decoded) return badRequest(decoded.error);
      const station: StoredStation = {
        id: held.id,
        createdMs: held.createdMs,
        updatedMs: nowMs,
        ...stationFields(decoded.value),
        rank: RANK_REPLACED,
      };
      return after(book.replace(key, station), (replaced) =>
        replaced ? ok(stationBody(station)) : notFound(),
      );
    });
  }
  return after(book.get(key, id), (held) => (held === undefined ? notFound() : ok(stationBody(held))));
}

/** The measurements of a post, kept as their aggregates need them. */
function storedMeasurements(value: GoValue): StoredMeasurement[] {
  return ((value ?? []) as readonly (GoValue | null)[]).map((item) => {
    const fields = (item ?? {}) as { readonly [field: string]: GoValue };
    const number = (name: string) => {
      const value = fields[name];
      return typeof value === 'number' ? value : undefined;
    };
    const kept: { -readonly [K in keyof StoredMeasurement]: StoredMeasurement[K] } = {
      station_id: typeof fields.station_id === 'string' ? fields.station_id : '',
      dt: number('dt') ?? 0,
    };
    for (const name of ['temperature', 'humidity', 'pressure', 'rain_1h'] as const) {
      const measured = number(name);
      if (measured !== undefined) kept[name] = measured;
    }
    return kept;
  });
}

/** The seconds of each aggregate, by `type`. */
const BUCKET_SECONDS = { m: 60, h: 3600, d: 86400 } as const;

/** Whether `type` names an aggregate's span (`m`, `h` or `d`). */
const isBucket = (type: string | undefined): type is keyof typeof BUCKET_SECONDS =>
  type !== undefined && Object.hasOwn(BUCKET_SECONDS, type);

/** How many aggregates a read gives without `limit`. @internal */
export const DEFAULT_LIMIT = 100;

/** A whole number of a query parameter: `undefined` when absent, `null` when not one. */
function wholeOf(text: string | undefined): number | undefined | null {
  if (text === undefined || text === '') return undefined;
  return /^-?\d{1,15}$/.test(text) ? Number(text) : null;
}

/** `{min,max,average,weight}` parts of an aggregate, in the order given. */
function stat(values: readonly number[], parts: readonly ('max' | 'min' | 'average' | 'weight')[]): string {
  if (values.length === 0) return '{}';
  const sum = values.reduce((a, b) => a + b, 0);
  const of = {
    max: Math.max(...values),
    min: Math.min(...values),
    average: sum / values.length,
    weight: values.length,
  };
  return `{${parts.map((part) => `"${part}":${goNumber(of[part])}`).join(',')}}`;
}

/** One aggregate of the measurements of one bucket (recorded key order; `wind` is `{}` as recorded). */
function aggregateBody(
  type: string,
  date: number,
  stationId: string,
  group: readonly StoredMeasurement[],
): string {
  const values = (name: 'temperature' | 'humidity' | 'pressure' | 'rain_1h') =>
    group.flatMap((m) => {
      const value = m[name];
      return value === undefined ? [] : [value];
    });
  const rain = values('rain_1h');
  const precipitation = rain.length === 0 ? '{}' : `{"rain":${goNumber(rain.reduce((a, b) => a + b, 0))}}`;
  return `{"type":"${type}","date":${date},"station_id":${goJsonString(stationId)},"temp":${stat(values('temperature'), ['max', 'min', 'average', 'weight'])},"humidity":${stat(values('humidity'), ['average', 'weight'])},"wind":{},"pressure":${stat(values('pressure'), ['min', 'max', 'average', 'weight'])},"precipitation":${precipitation}}`;
}

/** The aggregates of one station's measurements from `from` to `to`, oldest first, at most `limit`. */
function aggregates(
  measurements: readonly StoredMeasurement[],
  ask: { type: keyof typeof BUCKET_SECONDS; stationId: string; from: number; to: number; limit: number },
): string {
  const seconds = BUCKET_SECONDS[ask.type];
  const buckets = new Map<number, StoredMeasurement[]>();
  for (const m of measurements) {
    if (m.dt < ask.from || m.dt > ask.to) continue;
    // Each aggregate is dated at the end of its span (recorded: a day's at the next midnight, UTC).
    const date = (Math.floor(m.dt / seconds) + 1) * seconds;
    const group = buckets.get(date);
    if (group === undefined) buckets.set(date, [m]);
    else group.push(m);
  }
  const dates = [...buckets.keys()].sort((a, b) => a - b);
  const shown = ask.limit === 0 ? dates : dates.slice(0, ask.limit);
  return `[${shown.map((date) => aggregateBody(ask.type, date, ask.stationId, buckets.get(date) ?? [])).join(',')}]`;
}

/**
 * `/data/3.0/measurements`: POST adds measurements of the key's stations (204; every one's
 * `station_id` must be one of them, else 404 and none is kept), GET reads one station's aggregates:
 * `station_id` (required), `type` `m`, `h` or `d` (required), `from` and `to` Unix seconds (default
 * all), `limit` (default {@link DEFAULT_LIMIT}, `0` for all).
 * @internal
 */
export function answerMeasurements(
  request: StationRequest,
  { stations: book }: StatefulContext,
): Later<StationAnswer> {
  const { key, query } = request;
  if (request.method === 'POST') {
    const decoded = decodeBody(request.body, MEASUREMENTS_TYPE);
    if ('error' in decoded) return badRequest(decoded.error);
    const measurements = storedMeasurements(decoded.value);
    return after(book.list(key), (stations) => {
      const ids = new Set(stations.map((s) => s.id));
      if (!measurements.every((m) => ids.has(m.station_id))) return notFound();
      return after(book.addMeasurements(key, measurements), () => NO_CONTENT);
    });
  }
  const stationId = query.get('station_id');
  if (stationId === undefined || stationId === '') return errorAnswers.stationIdRequired;
  const type = query.get('type');
  if (!isBucket(type)) return errorAnswers.measurementTypeWrong;
  const [from, to, limit] = [
    wholeOf(query.get('from')),
    wholeOf(query.get('to')),
    wholeOf(query.get('limit')),
  ];
  if (from === null || to === null) return errorAnswers.measurementTimeWrong;
  if (limit === null || (limit !== undefined && limit < 0)) return errorAnswers.measurementLimitWrong;
  return after(book.get(key, stationId), (station) => {
    if (station === undefined) return notFound();
    return after(book.measurements(key, stationId), (measurements) =>
      ok(
        aggregates(measurements, {
          type,
          stationId,
          from: from ?? Number.NEGATIVE_INFINITY,
          to: to ?? Number.POSITIVE_INFINITY,
          limit: limit ?? DEFAULT_LIMIT,
        }),
      ),
    );
  });
}
