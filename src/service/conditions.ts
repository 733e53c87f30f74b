/**
 * One row of the service's condition-code table: the code, its group, its lower-case description
 * and the icon it is drawn with, without the day/night suffix.
 *
 * @example
 * ```ts
 * const rain = conditionById(500); // { id: 500, main: 'Rain', description: 'light rain', icon: '10' }
 * ```
 */
export interface WeatherCondition {
  /** Condition code (integer), e.g. `500`. */
  readonly id: number;
  /** Condition group, e.g. `'Rain'`. */
  readonly main: string;
  /** Lower-case description exactly as the service sends it, e.g. `'light rain'`. */
  readonly description: string;
  /** Icon base without the `d`/`n` suffix, e.g. `'10'`; the record's icon is `'10d'` or `'10n'`. */
  readonly icon: string;
}

/**
 * The service's full condition-code table (55 codes), in code order. Every record's `weather[]`
 * entries come from it, with the icon suffix `d` when `sunrise <= dt < sunset` and `n` otherwise.
 *
 * @example
 * ```ts
 * import { weatherConditions } from 'weather-double';
 * const thunder = weatherConditions.filter((c) => c.main === 'Thunderstorm');
 * ```
 */
export const weatherConditions: readonly WeatherCondition[] = Object.freeze(
  [
    { id: 200, main: 'Thunderstorm', description: 'thunderstorm with light rain', icon: '11' },
    { id: 201, main: 'Thunderstorm', description: 'thunderstorm with rain', icon: '11' },
    { id: 202, main: 'Thunderstorm', description: 'thunderstorm with heavy rain', icon: '11' },
    { id: 210, main: 'Thunderstorm', description: 'light thunderstorm', icon: '11' },
    { id: 211, main: 'Thunderstorm', description: 'thunderstorm', icon: '11' },
    { id: 212, main: 'Thunderstorm', description: 'heavy thunderstorm', icon: '11' },
    { id: 221, main: 'Thunderstorm', description: 'ragged thunderstorm', icon: '11' },
    { id: 230, main: 'Thunderstorm', description: 'thunderstorm with light drizzle', icon: '11' },
    { id: 231, main: 'Thunderstorm', description: 'thunderstorm with drizzle', icon: '11' },
    { id: 232, main: 'Thunderstorm', description: 'thunderstorm with heavy drizzle', icon: '11' },
    { id: 300, main: 'Drizzle', description: 'light intensity drizzle', icon: '09' },
    { id: 301, main: 'Drizzle', description: 'drizzle', icon: '09' },
    { id: 302, main: 'Drizzle', description: 'heavy intensity drizzle', icon: '09' },
    { id: 310, main: 'Drizzle', description: 'light intensity drizzle rain', icon: '09' },
    { id: 311, main: 'Drizzle', description: 'drizzle rain', icon: '09' },
    { id: 312, main: 'Drizzle', description: 'heavy intensity drizzle rain', icon: '09' },
    { id: 313, main: 'Drizzle', description: 'shower rain and drizzle', icon: '09' },
    { id: 314, main: 'Drizzle', description: 'heavy shower rain and drizzle', icon: '09' },
    { id: 321, main: 'Drizzle', description: 'shower drizzle', icon: '09' },
    { id: 500, main: 'Rain', description: 'light rain', icon: '10' },
    { id: 501, main: 'Rain', description: 'moderate rain', icon: '10' },
    { id: 502, main: 'Rain', description: 'heavy intensity rain', icon: '10' },
    { id: 503, main: 'Rain', description: 'very heavy rain', icon: '10' },
    { id: 504, main: 'Rain', description: 'extreme rain', icon: '10' },
    { id: 511, main: 'Rain', description: 'freezing rain', icon: '13' },
    { id: 520, main: 'Rain', description: 'light intensity shower rain', icon: '09' },
    { id: 521, main: 'Rain', description: 'shower rain', icon: '09' },
    { id: 522, main: 'Rain', description: 'heavy intensity shower rain', icon: '09' },
    { id: 531, main: 'Rain', description: 'ragged shower rain', icon: '09' },
    { id: 600, main: 'Snow', description: 'light snow', icon: '13' },
    { id: 601, main: 'Snow', description: 'snow', icon: '13' },
    { id: 602, main: 'Snow', description: 'heavy snow', icon: '13' },
    { id: 611, main: 'Snow', description: 'sleet', icon: '13' },
    { id: 612, main: 'Snow', description: 'light shower sleet', icon: '13' },
    { id: 613, main: 'Snow', description: 'shower sleet', icon: '13' },
    { id: 615, main: 'Snow', description: 'light rain and snow', icon: '13' },
    { id: 616, main: 'Snow', description: 'rain and snow', icon: '13' },
    { id: 620, main: 'Snow', description: 'light shower snow', icon: '13' },
    { id: 621, main: 'Snow', description: 'shower snow', icon: '13' },
    { id: 622, main: 'Snow', description: 'heavy shower snow', icon: '13' },
    { id: 701, main: 'Mist', description: 'mist', icon: '50' },
    { id: 711, main: 'Smoke', description: 'smoke', icon: '50' },
    { id: 721, main: 'Haze', description: 'haze', icon: '50' },
    { id: 731, main: 'Dust', description: 'sand/dust whirls', icon: '50' },
    { id: 741, main: 'Fog', description: 'fog', icon: '50' },
    { id: 751, main: 'Sand', description: 'sand', icon: '50' },
    { id: 761, main: 'Dust', description: 'dust', icon: '50' },
    { id: 762, main: 'Ash', description: 'volcanic ash', icon: '50' },
    { id: 771, main: 'Squall', description: 'squalls', icon: '50' },
    { id: 781, main: 'Tornado', description: 'tornado', icon: '50' },
    { id: 800, main: 'Clear', description: 'clear sky', icon: '01' },
    { id: 801, main: 'Clouds', description: 'few clouds', icon: '02' },
    { id: 802, main: 'Clouds', description: 'scattered clouds', icon: '03' },
    { id: 803, main: 'Clouds', description: 'broken clouds', icon: '04' },
    { id: 804, main: 'Clouds', description: 'overcast clouds', icon: '04' },
  ].map((condition) => Object.freeze(condition)),
);

const byId: ReadonlyMap<number, WeatherCondition> = new Map(
  weatherConditions.map((condition) => [condition.id, condition]),
);

/**
 * Looks a condition code up in the table.
 *
 * @returns the table row, or `undefined` when the code is not one the service uses.
 * @example
 * ```ts
 * conditionById(804)?.description; // 'overcast clouds'
 * conditionById(999); // undefined
 * ```
 */
export function conditionById(id: number): WeatherCondition | undefined {
  return byId.get(id);
}

/**
 * The cloud cover, in %, that goes with each cloud code (inclusive bounds), per the service's docs.
 * Codes outside 800-804 do not constrain cloud cover.
 * @internal
 */
export const cloudCoverByCode: ReadonlyMap<number, readonly [min: number, max: number]> = new Map([
  [800, [0, 10]],
  [801, [11, 25]],
  [802, [25, 50]],
  [803, [51, 84]],
  [804, [85, 100]],
]);

/**
 * The icon a record carries for a condition at an observation time: the table's icon base with `d`
 * when `sunrise <= dt < sunset` and `n` otherwise.
 * @internal
 */
export function iconFor(condition: WeatherCondition, dt: number, sunrise: number, sunset: number): string {
  return condition.icon + (sunrise <= dt && dt < sunset ? 'd' : 'n');
}

/** Thunderstorm codes whose description names rain or drizzle. */
const wetThunder: ReadonlySet<number> = new Set([200, 201, 202, 230, 231, 232]);

/**
 * Whether a condition code says it rains: thunderstorms with rain or drizzle, drizzle, rain, and
 * rain mixed with snow (615, 616). A record of the current shape carries `rain` exactly then.
 * @internal
 */
export function isRaining(id: number): boolean {
  return wetThunder.has(id) || (id >= 300 && id < 400) || (id >= 500 && id < 600) || id === 615 || id === 616;
}

/**
 * Whether a condition code says it snows: every code of the Snow group (600-622, sleet and rain and
 * snow included). A record of the current shape carries `snow` exactly then.
 * @internal
 */
export function isSnowing(id: number): boolean {
  return id >= 600 && id < 700;
}

/**
 * One condition descriptor of a record's `weather` array: a row of the condition table with the
 * day/night suffix on its icon.
 *
 * @example
 * ```ts
 * const primary: WeatherDescriptor = { id: 500, main: 'Rain', description: 'light rain', icon: '10d' };
 * ```
 */
export interface WeatherDescriptor {
  /** Condition code (integer) from `weatherConditions`, e.g. `500`. */
  id: number;
  /** Condition group from the table, e.g. `'Rain'`. */
  main: string;
  /** Lower-case description from the table, e.g. `'light rain'`. */
  description: string;
  /** Table icon plus `d` when `sys.sunrise <= dt < sys.sunset`, else `n`: e.g. `'10d'`. */
  icon: string;
}
