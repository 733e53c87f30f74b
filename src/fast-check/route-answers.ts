/**
 * Arbitraries of the answers of the routes other than the weather endpoint: each draws a request
 * (a place, a minute, the route's own parameters) and answers it through the double's core, so the
 * bytes are exactly what the handlers and the server send for that request at that minute.
 */
import * as fc from 'fast-check';
import { createCore } from '../core/internal.js';
import type { GeocodedPlace } from '../places/place.js';
import { loadCityData } from '../places/place-data.js';
import {
  type AirPollutionAnswer,
  type AirPollutionVariantName,
  type Forecast,
  type ForecastVariantAnswer,
  type ForecastVariantName,
  type GeocodedZip,
  type GeocodingVariantName,
  type OneCallAnswer,
  type OneCallVariantAnswer,
  type OneCallVariantName,
  serializeForecast,
  validateAirPollution,
  validateForecast,
  validateOneCall,
} from '../routes/public.js';
import { routeTable } from '../routes/table.js';
import type { VariantCatalogue } from '../routes/variants-shared.js';
import { ROUTE_PATHS, type Units } from '../service/vocabulary.js';
import { FROM_MINUTE, minute, point, variantPicks } from './draws.js';

/**
 * One answer drawn by a route's arbitrary: the request that gets it, the exact body, and the body
 * parsed.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(forecastAnswer(), ({ url, value }) => url.includes('/forecast') && value.cod === '200'));
 * // Replay one: createWeatherDouble({ seed: 0, now: () => answer.now }) answers `answer.url` with `answer.body`.
 * ```
 */
export interface RouteAnswer<T> {
  /** The request, a path and query on `https://api.openweathermap.org` (`appid=test`). */
  readonly url: string;
  /**
   * The double's clock when it answered, milliseconds since 1970: a double of seed 0 with
   * `now: () => answer.now` sends the same bytes for `url`.
   */
  readonly now: number;
  /** The exact body the double sends for it (a 200). */
  readonly body: string;
  /** `JSON.parse(body)`, typed. */
  readonly value: T;
}

/**
 * The options of the arbitraries of answers in a unit system and a language.
 *
 * @example
 * ```ts
 * const options: RouteAnswerOptions = { units: 'metric', lang: 'de' };
 * ```
 */
export interface RouteAnswerOptions {
  /**
   * The unit system asked for (`units=`); `standard` sends no `units`.
   * @default 'standard'
   */
  units?: Units;
  /**
   * The `lang` asked for; no `lang` (English) when absent.
   * @default undefined (English)
   */
  lang?: string;
}

/** A request of one route: its path and parameters (without the key), at a minute. */
interface Asked {
  readonly path: string;
  readonly query: Readonly<Record<string, string | number | undefined>>;
  readonly minute: number;
}

/**
 * The answers of one route to drawn requests: a core of seed 0 whose clock is the drawn minute
 * (set just before each answer, which the core reads synchronously). A request that does not get a
 * 200 is a bug of the arbitrary, not a draw: it throws with the request.
 */
function answersTo<T>(
  asked: fc.Arbitrary<Asked>,
  check: (value: unknown) => string[],
): fc.Arbitrary<RouteAnswer<T>> {
  const clock = { at: FROM_MINUTE * 60_000 };
  const core = createCore({ seed: 0, now: () => clock.at });
  return asked.map(({ path, query, minute: at }) => {
    const url = new URL(path, 'https://api.openweathermap.org');
    for (const [name, value] of Object.entries(query)) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    url.searchParams.set('appid', 'test');
    clock.at = at * 60_000;
    const outcome = core.answer('GET', url);
    const answer = outcome.kind === 'answer' ? outcome.answer : undefined;
    const value: unknown = answer === undefined ? undefined : JSON.parse(answer.body as string);
    const issues = answer?.status === 200 ? check(value) : [`status ${answer?.status ?? outcome.kind}`];
    if (issues.length > 0) throw new Error(`weather-double/fast-check: ${url.href} got ${issues.join('; ')}`);
    return {
      url: `${url.pathname}${url.search}`,
      now: clock.at,
      body: (answer as { body: string }).body,
      value: value as T,
    };
  });
}

/** The issues of a validation, as lines. */
const issuesOf = (
  result: { ok: true } | { ok: false; issues: readonly { path: string; message: string }[] },
) => (result.ok ? [] : result.issues.map(({ path, message }) => `${path}: ${message}`));

const unitsQuery = (units: Units | undefined) =>
  units === undefined || units === 'standard' ? undefined : units;

/**
 * The options of the arbitraries of a route with rare real variants: units, language and how often
 * the variants are drawn.
 *
 * @example
 * ```ts
 * const options: VariantAnswerOptions = { units: 'metric', bias: 'rare' };
 * ```
 */
export interface VariantAnswerOptions extends RouteAnswerOptions {
  /**
   * How often the rare real variants are drawn: each 1 time in 20 (`'common'`, about the
   * service's own frequency) or 1 in 2 (`'rare'`: every subset alike).
   * @default 'common'
   */
  bias?: 'common' | 'rare';
}

/**
 * One answer drawn by an arbitrary of a route with rare real variants: a {@link RouteAnswer} (its
 * `body` then the double's answer with the variants applied) and the variants that changed it.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(oneCallAnswer({ bias: 'rare' }), ({ variants }) => variants.length >= 0));
 * ```
 */
export interface VariantRouteAnswer<T, N extends string> extends RouteAnswer<T> {
  /** The variants that changed the double's answer, in catalogue order; `[]` for the common answer. */
  readonly variants: readonly N[];
}

/**
 * The common answers with a drawn subset of a route's variants applied (each a yes/no shrinking to
 * no): the body written again by `write` when any applied, else the double's own bytes.
 */
function withDrawnVariants<C, V, N extends string>(
  common: fc.Arbitrary<RouteAnswer<C>>,
  catalogue: VariantCatalogue<N, undefined>,
  bias: 'common' | 'rare',
  write: (value: V) => string = (value) => JSON.stringify(value),
): fc.Arbitrary<VariantRouteAnswer<V, N>> {
  return fc.tuple(common, variantPicks(catalogue.names, bias)).map(([answer, wanted]) => {
    const variants: N[] = [];
    const value = catalogue.withVariants(answer.value as object, wanted, undefined, variants) as V;
    return { ...answer, body: variants.length === 0 ? answer.body : write(value), value, variants };
  });
}

/**
 * Options of {@link forecastAnswer}.
 *
 * @example
 * ```ts
 * const options: ForecastAnswerOptions = { units: 'imperial', cnt: 8 };
 * ```
 */
export interface ForecastAnswerOptions extends VariantAnswerOptions {
  /**
   * The number of 3-hour slots asked for (`cnt`, 1 to 40); drawn from 1 to 40 when absent.
   * @default drawn
   */
  cnt?: number;
}

/**
 * An `fc.Arbitrary` of 5 day / 3 hour forecast answers (`GET /data/2.5/forecast`) at a drawn
 * place (coordinates, 2 decimals) and minute (2020–2029), with `cnt` drawn unless given, and a
 * drawn subset of its rare real variants (docs/variants.md: `"rain":{}` in dry slots, slots without
 * `visibility`/`pop`/`feels_like`, `wind.deg` with decimals, `city` without its sun, `message` a
 * float). Every value is valid by `validateForecast(value, { lang, variants: true })`; without
 * variants, `body` is the double's answer to `url` at `now`. It shrinks toward 0°, 0°, 2020, one
 * slot and no variant.
 *
 * @param options - `units`, `lang`, `cnt`, `bias` (see {@link ForecastAnswerOptions}).
 * @example
 * ```ts
 * fc.assert(fc.property(forecastAnswer({ units: 'metric', bias: 'rare' }), ({ value }) => {
 *   expect(dailyHighs(value)).not.toContain(NaN); // your code over every slot count, place and variant
 * }));
 * ```
 */
export function forecastAnswer(
  options: ForecastAnswerOptions = {},
): fc.Arbitrary<VariantRouteAnswer<ForecastVariantAnswer, ForecastVariantName>> {
  const { units, lang, cnt, bias = 'common' } = options;
  const count = cnt === undefined ? fc.integer({ min: 1, max: 40 }) : fc.constant(cnt);
  const asked = fc.record({ point, minute, count }).map(({ point: { lat, lon }, minute: at, count: n }) => ({
    path: ROUTE_PATHS.forecast,
    query: { lat, lon, cnt: n, units: unitsQuery(units), lang },
    minute: at,
  }));
  const common = answersTo<Forecast>(asked, (value) => issuesOf(validateForecast(value, { lang })));
  return withDrawnVariants<Forecast, ForecastVariantAnswer, ForecastVariantName>(
    common,
    routeTable.forecast.catalogue,
    bias,
    serializeForecast,
  );
}

/** The parts of a One Call answer that `exclude` can leave out. */
const ONE_CALL_PARTS = ['current', 'minutely', 'hourly', 'daily', 'alerts'] as const;

/**
 * Options of {@link oneCallAnswer}.
 *
 * @example
 * ```ts
 * const options: OneCallAnswerOptions = { units: 'metric', bias: 'rare' };
 * ```
 */
export interface OneCallAnswerOptions extends VariantAnswerOptions {}

/**
 * An `fc.Arbitrary` of One Call 3.0 answers (`GET /data/3.0/onecall`) at a drawn place and minute
 * (2020–2029), each with a drawn subset of its parts left out (`exclude`, one time in five each) and
 * of its rare real variants (docs/variants.md: no `visibility`, `"rain":{}`, days without the moon),
 * shrinking toward every part and no variant. Every value is valid by
 * `validateOneCall(value, { variants: true })`; without variants, `body` is the double's answer to
 * `url` at `now`.
 *
 * @param options - `units`, `lang`, `bias` (see {@link OneCallAnswerOptions}).
 * @example
 * ```ts
 * fc.assert(fc.property(oneCallAnswer({ bias: 'rare' }), ({ value }) => {
 *   expect(() => renderToday(value)).not.toThrow(); // even without `current`, or `visibility`
 * }));
 * ```
 */
export function oneCallAnswer(
  options: OneCallAnswerOptions = {},
): fc.Arbitrary<VariantRouteAnswer<OneCallVariantAnswer, OneCallVariantName>> {
  const { units, lang, bias = 'common' } = options;
  const excluded = fc.tuple(...ONE_CALL_PARTS.map(() => fc.integer({ min: 0, max: 4 }).map((n) => n === 4)));
  const asked = fc
    .record({ point, minute, excluded })
    .map(({ point: { lat, lon }, minute: at, excluded: out }) => {
      const exclude = ONE_CALL_PARTS.filter((_, index) => out[index]).join(',');
      return {
        path: ROUTE_PATHS.oneCall,
        query: { lat, lon, exclude: exclude === '' ? undefined : exclude, units: unitsQuery(units), lang },
        minute: at,
      };
    });
  const common = answersTo<OneCallAnswer>(asked, (value) => issuesOf(validateOneCall(value)));
  return withDrawnVariants<OneCallAnswer, OneCallVariantAnswer, OneCallVariantName>(
    common,
    routeTable.oneCall.catalogue,
    bias,
  );
}

/**
 * An `fc.Arbitrary` of current air pollution answers (`GET /data/2.5/air_pollution`) at a drawn
 * place and minute (2020–2029), and its rare real variant (docs/variants.md: a dusty hour, PM10 in
 * the hundreds and `aqi` 5) 1 time in 20 (`bias: 'rare'`: half the time), shrinking toward the
 * common answer. Every value is valid by `validateAirPollution`; without a variant, `body` is the
 * double's answer to `url` at `now`.
 *
 * @param options - `bias` (see {@link VariantAnswerOptions}).
 * @example
 * ```ts
 * fc.assert(fc.property(airPollutionAnswer({ bias: 'rare' }), ({ value }) => {
 *   expect(aqiLabel(value.list[0].main.aqi)).toBeTruthy();
 * }));
 * ```
 */
export function airPollutionAnswer(
  options: Pick<VariantAnswerOptions, 'bias'> = {},
): fc.Arbitrary<VariantRouteAnswer<AirPollutionAnswer, AirPollutionVariantName>> {
  const asked = fc.record({ point, minute }).map(({ point: { lat, lon }, minute: at }) => ({
    path: ROUTE_PATHS.airPollution,
    query: { lat, lon },
    minute: at,
  }));
  const common = answersTo<AirPollutionAnswer>(asked, (value) => issuesOf(validateAirPollution(value)));
  return withDrawnVariants<AirPollutionAnswer, AirPollutionAnswer, AirPollutionVariantName>(
    common,
    routeTable.airPollution.catalogue,
    options.bias ?? 'common',
  );
}

/** Countries the direct geocoding arbitrary draws its cities from: every continent, many scripts. */
const COUNTRIES = [
  'US',
  'GB',
  'DE',
  'FR',
  'JP',
  'BR',
  'IN',
  'AU',
  'ZA',
  'RU',
  'CN',
  'MX',
  'EG',
  'IS',
] as const;

/** Every place of a geocoding answer has the fields clients read, of the right types. */
function geocodedIssues(value: unknown): string[] {
  if (!Array.isArray(value)) return ['not an array'];
  return value.flatMap((place: Record<string, unknown>, index) =>
    typeof place.name === 'string' &&
    typeof place.lat === 'number' &&
    typeof place.lon === 'number' &&
    typeof place.country === 'string'
      ? []
      : [`[${index}] lacks name, lat, lon or country`],
  );
}

/**
 * An `fc.Arbitrary` of Geocoding API answers: `'reverse'` (`/geo/1.0/reverse` at a drawn point, up
 * to 5 places; `[]` at sea), `'direct'` (`/geo/1.0/direct?q=City,CC` for a drawn city of the
 * double's data among the 50 most populous of 14 countries, `limit` 1 to 5), or `'zip'`
 * (`/geo/1.0/zip` for a drawn US ZIP code the double knows, an object rather than a list). The
 * lists (`'reverse'`, `'direct'`) come with their rare real variant (docs/variants.md: a US state by
 * its two-letter code) 1 time in 20 (`bias: 'rare'`: half the time), shrinking toward the common
 * answer; without it, `body` is the double's answer to `url` at `now`.
 *
 * @param kind - Which of the three routes.
 * @param options - `bias` (see {@link VariantAnswerOptions}), for the lists.
 * @default kind 'reverse'
 * @example
 * ```ts
 * fc.assert(fc.property(geocodingAnswer('direct'), ({ value }) => {
 *   expect(value.every((place) => placeLabel(place).length > 0)).toBe(true);
 * }));
 * ```
 */
export function geocodingAnswer(
  kind?: 'reverse' | 'direct',
  options?: Pick<VariantAnswerOptions, 'bias'>,
): fc.Arbitrary<VariantRouteAnswer<GeocodedPlace[], GeocodingVariantName>>;
export function geocodingAnswer(kind: 'zip'): fc.Arbitrary<RouteAnswer<GeocodedZip>>;
export function geocodingAnswer(
  kind: 'reverse' | 'direct' | 'zip' = 'reverse',
  options: Pick<VariantAnswerOptions, 'bias'> = {},
): fc.Arbitrary<RouteAnswer<GeocodedPlace[] | GeocodedZip>> {
  const limit = fc.integer({ min: 1, max: 5 });
  const withVariants = (common: fc.Arbitrary<RouteAnswer<GeocodedPlace[]>>) =>
    withDrawnVariants<GeocodedPlace[], GeocodedPlace[], GeocodingVariantName>(
      common,
      routeTable.geocodingDirect.catalogue,
      options.bias ?? 'common',
    );
  if (kind === 'reverse') {
    const asked = fc.record({ point, limit }).map(({ point: { lat, lon }, limit: n }) => ({
      path: ROUTE_PATHS.geocodingReverse,
      query: { lat, lon, limit: n },
      minute: FROM_MINUTE,
    }));
    return withVariants(answersTo(asked, geocodedIssues));
  }
  if (kind === 'direct') {
    const cities = loadCityData();
    const city = fc
      .record({ country: fc.constantFrom(...COUNTRIES), draw: fc.nat({ max: 49 }) })
      .map(({ country, draw }) => cities?.cityOfCountry(country, draw));
    const asked = fc.record({ city, limit }).map(({ city: found, limit: n }) => ({
      path: ROUTE_PATHS.geocodingDirect,
      query: { q: found === undefined ? 'London,GB' : `${found.name},${found.country}`, limit: n },
      minute: FROM_MINUTE,
    }));
    return withVariants(answersTo(asked, geocodedIssues));
  }
  // US ZIP codes from 00501 to 99950: a drawn number's nearest known code in its sectional center.
  const asked = fc.integer({ min: 501, max: 99_950 }).map((n) => ({
    path: ROUTE_PATHS.geocodingZip,
    query: { zip: `${String(n).padStart(5, '0')},US` },
    minute: FROM_MINUTE,
  }));
  return answersTo(asked, (value) =>
    typeof (value as GeocodedZip).zip === 'string' ? [] : ['no zip in the answer'],
  );
}
