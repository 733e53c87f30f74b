/**
 * The rare real variants of the current weather answer (issue 42, docs/variants.md): named
 * transformations of the record the route builds, each resting on answers the service sent (the
 * research index's file ids, `fs:N`) or issues that report them. A variant applies to some records
 * only (a shape, a place, units); {@link variantsOf} says which apply to a record and writes it with
 * one or several of them.
 */
import { visibilityRangeOf } from '../../model/timeline.js';
import { speedIn } from '../../model/units.js';
import { conditionById } from '../../service/conditions.js';
import type { RecordShape, Units } from '../../service/vocabulary.js';
import {
  inMileSteps,
  type Variant as SharedVariant,
  variantCatalogue,
  withDecimals,
} from '../variants-shared.js';

/**
 * The name of a rare real variant of the current weather answer (`GET /data/2.5/weather`); each
 * one's evidence is in docs/variants.md and on its entry of {@link weatherVariants}.
 *
 * @example
 * ```ts
 * const only: WeatherVariantName[] = ['noVisibility', 'noWindDeg'];
 * ```
 */
export type WeatherVariantName =
  | 'noVisibility'
  | 'noFeelsLike'
  | 'noWindDeg'
  | 'calm'
  | 'smoke'
  | 'haze'
  | 'dust'
  | 'fog'
  | 'severalConditions'
  | 'baseCmcStations'
  | 'baseModel'
  | 'noSysStation'
  | 'floatNumbers'
  | 'visibilityMiles'
  | 'integerTemperatures'
  | 'polarIconDay';

/** What a variant may depend on besides the record: its shape and the request's units. @internal */
export interface VariantContext {
  readonly shape: RecordShape;
  readonly units: Units;
}

/** A record as parsed from its body, changed in place by a variant. */
type Plain = Record<string, unknown>;
interface Descriptor {
  id: number;
  main: string;
  description: string;
  icon: string;
}
interface MutableRecord extends Plain {
  weather: Descriptor[];
  base: string;
  main: Plain & { temp: number; temp_min: number; temp_max: number; pressure: number };
  visibility?: number;
  wind: Plain & { speed: number; deg?: number; gust?: number };
  dt: number;
  coord: { lon: number; lat: number };
  sys: Plain & { country?: string; sunrise: number; sunset: number; type?: number; id?: number };
}

/** One variant of the record. */
type Variant = SharedVariant<MutableRecord, VariantContext>;

const clamp = (value: number, [min, max]: readonly [number, number]) => Math.min(max, Math.max(min, value));

/** The icon's day/night suffix of the record's primary condition. */
const suffixOf = (record: MutableRecord) => record.weather[0]?.icon.slice(-1) ?? 'd';

/** A descriptor of the condition table with the record's day/night suffix. */
function descriptor(id: number, suffix: string): Descriptor {
  const condition = conditionById(id);
  if (condition === undefined) throw new Error(`condition ${id} is not in the table`);
  return { id, main: condition.main, description: condition.description, icon: condition.icon + suffix };
}

/**
 * A rare condition as the only one: its descriptor (the record's day/night suffix kept), no
 * `rain`/`snow` (nothing precipitating is left), `visibility` brought into the range the weather
 * model gives the condition (which holds every recorded value).
 */
function rareCondition(id: number): Variant {
  const range = visibilityRangeOf(id) ?? [0, 10000];
  return {
    applies: (record) => !(record.weather.length === 1 && record.weather[0]?.id === id),
    apply(record) {
      record.weather = [descriptor(id, suffixOf(record))];
      delete record.rain;
      delete record.snow;
      if (record.visibility !== undefined) record.visibility = clamp(record.visibility, range);
    },
  };
}

/** Whether a primary condition is recorded with mist after it: thunder, drizzle, rain, snow, haze. */
const mistsWith = (id: number) => (id >= 200 && id < 700) || id === 721;

/** A number with `decimals` more decimals drawn from the record itself (its time and place). */
const decimalsOf = (record: MutableRecord, value: number, salt: string, decimals: number) =>
  withDecimals(value, decimals, { salt, place: `${record.coord.lon} ${record.coord.lat}`, n: record.dt });

/**
 * Every variant the double produces, in catalogue order (docs/variants.md), with its evidence.
 * @internal
 */
const weatherVariants: Readonly<Record<WeatherVariantName, Variant>> = {
  /**
   * `visibility` left out. RECORDED fs:47634630808 (lat 0 lon 0, 2020-01-01), fs:3928637041 (Laguna
   * Blanca AR, 2020-01-23), fs:39937127598 (Tromsø 2018-01-09); REPORTED timklge/karoo-headwind #187.
   */
  noVisibility: {
    applies: (record) => record.visibility !== undefined,
    apply(record) {
      delete record.visibility;
    },
  },
  /**
   * `main.feels_like` left out (the current shape). RECORDED fs:23851458551 (2019-10-18, with
   * `timezone`), fs:13501736832 (Paris 2019-06-05); REPORTED timklge/karoo-headwind #188.
   */
  noFeelsLike: {
    applies: (record, { shape }) => shape === 'current' && record.main.feels_like !== undefined,
    apply(record) {
      delete record.main.feels_like;
    },
  },
  /**
   * `"wind":{"speed":1}`: no direction (nor gust) at 1 m/s. RECORDED 9 station answers 2016–2020
   * (fs:29156854979 Hamburg, fs:5767567500 Berlin, fs:36904632063 Guelph, fs:45180117835 Beijing,
   * fs:15018108300 Milano, fs:48504806538, fs:44669898767, fs:3687515044 Warsaw, fs:27860358377);
   * REPORTED home-assistant/core #18082 (`KeyError: 'deg'`), PR #4215.
   */
  noWindDeg: {
    applies: () => true,
    apply(record, { units }) {
      record.wind = { speed: speedIn(1, units) };
    },
  },
  /**
   * `"wind":{"speed":0,"deg":0}`. RECORDED fs:39871036818 (Corvallis 2022-01-15), fs:17278801841
   * (Louisville 2021-09-10), fs:42247625676 (Lahore 2024-11-13), fs:31359838881 (Jaipur
   * 2024-10-19), fs:30850782983.
   */
  calm: {
    applies: (record) =>
      !(record.wind.speed === 0 && record.wind.deg === 0 && record.wind.gust === undefined),
    apply(record) {
      record.wind = { speed: 0, deg: 0 };
    },
  },
  /** 711 Smoke alone. RECORDED fs:6878331362 (Mumbai 2023-02-14), fs:17134322228 (Delhi 2021-11-10). */
  smoke: rareCondition(711),
  /**
   * 721 Haze alone. RECORDED fs:22453192409 (Jaipur 2018-10-01), fs:20205004380 (Mumbai
   * 2020-01-27), fs:33806692634 (Delhi 2026-01-18), fs:28896884116 (Ranchi 2018-05-25); REPORTED
   * angelobreuer/OpenWeatherMap4NET PR #1.
   */
  haze: rareCondition(721),
  /** 761 Dust alone. RECORDED fs:14132016962 (Delhi 2016-05-01). */
  dust: rareCondition(761),
  /** 741 Fog alone. RECORDED fs:39871036818 (Corvallis 2022-01-15); REPORTED OpenWeatherMap4NET #2. */
  fog: rareCondition(741),
  /**
   * 701 Mist after the record's conditions, when its primary is thunder, drizzle, rain, snow or
   * haze. RECORDED fs:28912732015 (600 + 701), fs:4632724186 (rain + mist), fs:13501736832
   * (502 + 701), fs:37241858534 (721 + 701), fs:21404813050 (300 + 701 + 501), fs:18010165481
   * (300 + 701 + 600); REPORTED OpenWeatherMap4NET PR #1 (`weather[1].main`).
   */
  severalConditions: {
    applies: (record) =>
      mistsWith(record.weather[0]?.id ?? 0) && !record.weather.some((entry) => entry.id === 701),
    apply(record) {
      record.weather = [...record.weather, descriptor(701, suffixOf(record))];
    },
  },
  /**
   * `"base":"cmc stations"` (the specification's shape, 2014–2016). RECORDED fs:39754292623 (London
   * 2014-10-02), fs:7825425881 (Noginsk 2016-06-05), fs:27803123367 (2015-12-04).
   */
  baseCmcStations: {
    applies: (_record, { shape }) => shape === 'specification',
    apply(record) {
      record.base = 'cmc stations';
    },
  },
  /**
   * `"base":"model"`, no `visibility`, `sys` without `type` and `id` (the current shape). RECORDED
   * fs:47634630808 (lat 0 lon 0, 2020-01-01), fs:3928637041 (Laguna Blanca AR, 2020-01-23).
   */
  baseModel: {
    applies: (_record, { shape }) => shape === 'current',
    apply(record) {
      record.base = 'model';
      delete record.visibility;
      delete record.sys.type;
      delete record.sys.id;
    },
  },
  /**
   * `sys` without `type` and `id`, `message` kept (the specification's shape). RECORDED
   * fs:23181430183 (El Cajon 2016-05-12), fs:33961081271 (Viman Nagar 2014-06-17).
   */
  noSysStation: {
    applies: (record, { shape }) => shape === 'specification' && record.sys.type !== undefined,
    apply(record) {
      delete record.sys.type;
      delete record.sys.id;
    },
  },
  /**
   * `main.pressure` (`sea_level`, `grnd_level`) with 2 decimals, `wind.deg` with 3, the decimals
   * drawn from the record's time and place. RECORDED fs:23181430183 (`1007.4`, `310.501`),
   * fs:39734308126 (`1024.22`, `166.509`), fs:23851458551 (`1013.24`, `232.245`), fs:28389644953;
   * REPORTED googlemaps/android-maps-utils #497 (`Expected an int but was 1011.91`).
   */
  floatNumbers: {
    applies: () => true,
    apply(record) {
      for (const field of ['pressure', 'sea_level', 'grnd_level'] as const) {
        const value = record.main[field];
        if (typeof value === 'number') record.main[field] = decimalsOf(record, value, field, 2);
      }
      if (record.wind.deg !== undefined) record.wind.deg = decimalsOf(record, record.wind.deg, 'deg', 3);
    },
  },
  /**
   * `visibility` in US statute-mile steps (the 10 km cap as 10 miles, 16093 m) in the US and
   * Canada. RECORDED fs:13501736832 (`16093`), fs:36904632063 (`14484`), fs:39937127598 (`12874`),
   * fs:28912732015 (`4828`), fs:39871036818 (`402`).
   */
  visibilityMiles: {
    applies: (record) =>
      record.visibility !== undefined && (record.sys.country === 'US' || record.sys.country === 'CA'),
    apply(record) {
      if (record.visibility !== undefined) record.visibility = inMileSteps(record.visibility);
    },
  },
  /**
   * `temp`, `temp_min`, `temp_max` in whole degrees (station values; the specification's shape,
   * metric). RECORDED fs:45180117835 (Beijing 2017-12-26, `-2`), fs:36904632063 (Guelph, `24`),
   * fs:29156854979 (Hamburg 2016, `-4`/`0`).
   */
  integerTemperatures: {
    applies: (record, { shape, units }) =>
      shape === 'specification' &&
      units === 'metric' &&
      !(
        Number.isInteger(record.main.temp) &&
        Number.isInteger(record.main.temp_min) &&
        Number.isInteger(record.main.temp_max)
      ),
    apply(record) {
      for (const field of ['temp', 'temp_min', 'temp_max'] as const) {
        record.main[field] = Math.round(record.main[field]);
      }
    },
  },
  /**
   * Icons ending in `d` on a polar day or night (`sunrise` and `sunset` 0; the specification's
   * shape). RECORDED fs:39937127598 (Tromsø 2018-01-09 04:47 UTC, polar night, `"04d"`).
   */
  polarIconDay: {
    applies: (record, { shape }) =>
      shape === 'specification' &&
      record.sys.sunrise === 0 &&
      record.sys.sunset === 0 &&
      record.weather.some((entry) => entry.icon.endsWith('n')),
    apply(record) {
      record.weather = record.weather.map((entry) => ({ ...entry, icon: `${entry.icon.slice(0, -1)}d` }));
    },
  },
};

/** The weather answer's variants, in catalogue order. @internal */
export const weatherCatalogue = variantCatalogue(weatherVariants);

/**
 * Every variant's name, in catalogue order.
 *
 * @example
 * ```ts
 * import { weatherVariantNames } from 'weather-double';
 * weatherVariantNames.includes('noVisibility'); // true
 * ```
 */
export const weatherVariantNames: readonly WeatherVariantName[] = weatherCatalogue.names;
