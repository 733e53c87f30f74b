// The service's vocabulary, defined once: its host, the paths of the routes the double answers,
// the unit systems and the names of the query parameters. Everything else (routing, the OpenAPI
// document, `check`, the docs' route list, `X-Cache-Key`) takes them from here.

/**
 * The service's hosts: `api` answers every route the double has (the double answers it over
 * `https://` and `http://` by default); the service answers its paid plans' routes (the hourly and
 * climate forecasts) on `pro`, and its History API (`/data/2.5/history/city`, the statistics of
 * `/data/2.5/aggregated/…`, the accumulated parameters) on `history`; its weather map tiles on `tile` (Maps 1.0) and `maps`
 * (Maps 2.0), its city list on `bulk`, and the weather icons on the site, `openweathermap.org`
 * (only under {@link SITE_PATH_PREFIX} there). The double answers every route on each of them.
 * @internal
 */
export const SERVICE_HOSTS = {
  api: 'api.openweathermap.org',
  pro: 'pro.openweathermap.org',
  history: 'history.openweathermap.org',
  tile: 'tile.openweathermap.org',
  maps: 'maps.openweathermap.org',
  bulk: 'bulk.openweathermap.org',
  site: 'openweathermap.org',
} as const;

/**
 * The only paths the double owns on the service's web site (`openweathermap.org`): its weather
 * icons. Every other path there (the site's pages) is not the double's: a request to one is let
 * through (MSW, Playwright) or refused like any unknown route (the server).
 * @internal
 */
export const SITE_PATH_PREFIX = '/img/';

/** The service's own host, where the double answers by default. @internal */
export const SERVICE_HOST = SERVICE_HOSTS.api;

/** The service's origin, the clients' default `baseUrl` and the OpenAPI document's server. @internal */
export const SERVICE_ORIGIN = `https://${SERVICE_HOST}` as const;

/**
 * The path of every route the double answers, by route name, as the service names it (in
 * `X-Cache-Key` too). A path with `{name}` segments is a template: each `{name}` stands for one
 * non-empty path segment (or, before `.png`, the rest of the segment), and `X-Cache-Key` carries the
 * path as requested. A new route is a new entry here and a folder in `src/routes/` (the route
 * table does not compile until both exist).
 *
 * @example
 * ```ts
 * ROUTE_PATHS.weather; // '/data/2.5/weather'
 * ```
 */
export const ROUTE_PATHS = {
  weather: '/data/2.5/weather',
  geocodingZip: '/geo/1.0/zip',
  geocodingDirect: '/geo/1.0/direct',
  geocodingReverse: '/geo/1.0/reverse',
  forecast: '/data/2.5/forecast',
  forecastDaily: '/data/2.5/forecast/daily',
  forecastHourly: '/data/2.5/forecast/hourly',
  oneCall: '/data/3.0/onecall',
  oneCallTimemachine: '/data/3.0/onecall/timemachine',
  oneCallDaySummary: '/data/3.0/onecall/day_summary',
  oneCallOverview: '/data/3.0/onecall/overview',
  airPollution: '/data/2.5/air_pollution',
  airPollutionForecast: '/data/2.5/air_pollution/forecast',
  airPollutionHistory: '/data/2.5/air_pollution/history',
  oneCallRetired: '/data/2.5/onecall',
  oneCallTimemachineRetired: '/data/2.5/onecall/timemachine',
  uvi: '/data/2.5/uvi',
  uviForecast: '/data/2.5/uvi/forecast',
  uviHistory: '/data/2.5/uvi/history',
  group: '/data/2.5/group',
  find: '/data/2.5/find',
  boxCity: '/data/2.5/box/city',
  historyCity: '/data/2.5/history/city',
  forecastClimate: '/data/2.5/forecast/climate',
  aggregatedYear: '/data/2.5/aggregated/year',
  aggregatedMonth: '/data/2.5/aggregated/month',
  aggregatedDay: '/data/2.5/aggregated/day',
  accumulatedTemperature: '/data/2.5/history/accumulated_temperature',
  accumulatedPrecipitation: '/data/2.5/history/accumulated_precipitation',
  mapTiles: '/map/{layer}/{z}/{x}/{y}.png',
  weatherMaps: '/maps/2.0/weather/{op}/{z}/{x}/{y}',
  weatherMapsHourly: '/maps/2.0/weather/1h/{op}/{z}/{x}/{y}',
  icons: '/img/wn/{icon}.png',
  cityList: '/sample/city.list.json.gz',
  cityListMin: '/sample/city.list.min.json.gz',
  stations: '/data/3.0/stations',
  measurements: '/data/3.0/measurements',
  oneCall4Current: '/data/4.0/onecall/current',
  oneCall4Minutely: '/data/4.0/onecall/timeline/1min',
  oneCall4Quarterly: '/data/4.0/onecall/timeline/15min',
  oneCall4Hourly: '/data/4.0/onecall/timeline/1h',
  oneCall4Daily: '/data/4.0/onecall/timeline/1day',
  oneCall4Alert: '/data/4.0/onecall/alert/{alert_id}',
  historyStation: '/data/2.5/history/station',
  pollutionCo: '/pollution/v1/co/{place}/{datetime}.json',
  pollutionO3: '/pollution/v1/o3/{place}/{datetime}.json',
  pollutionNo2: '/pollution/v1/no2/{place}/{datetime}.json',
  pollutionSo2: '/pollution/v1/so2/{place}/{datetime}.json',
  triggers: '/data/3.0/triggers',
} as const;

/**
 * The stable name of one route of the double, as scenarios' `route` option takes it.
 *
 * @example
 * ```ts
 * const route: RouteName = 'geocodingZip';
 * ```
 */
export type RouteName = keyof typeof ROUTE_PATHS;

/** The route names, in the table's order. @internal */
export const ROUTE_NAMES = Object.keys(ROUTE_PATHS) as readonly RouteName[];

/** The unit systems of the `units` parameter; an absent or unknown value means `standard`. @internal */
export const UNIT_SYSTEMS = ['standard', 'metric', 'imperial'] as const satisfies readonly Units[];

// Every unit system of the record types is in the list (the list above is the one every part reads).
type MissingUnitSystem = Exclude<Units, (typeof UNIT_SYSTEMS)[number]>;
const everyUnitSystem: [MissingUnitSystem] extends [never] ? true : MissingUnitSystem = true;
void everyUnitSystem;

/**
 * The names of the query parameters the double reads. The credential has two spellings (`appid`
 * wins when both are given).
 * @internal
 */
export const PARAMETERS = {
  key: 'appid',
  keyUpper: 'APPID',
  units: 'units',
  zip: 'zip',
  lat: 'lat',
  lon: 'lon',
  q: 'q',
  id: 'id',
  limit: 'limit',
  lang: 'lang',
  mode: 'mode',
} as const;

/**
 * The longest request target (path and query, as sent, percent-encoded) the double reads: 8192
 * characters, the limit of nginx's default `large_client_header_buffers` (the service runs on
 * openresty, which answers a longer request line `414 Request-URI Too Large`). A longer one is
 * refused without being read.
 * @internal
 */
export const MAX_TARGET_LENGTH = 8192;

/**
 * The unit system of a request's `units` parameter.
 *
 * | units | temperatures | wind speed |
 * |---|---|---|
 * | `'standard'` (also when absent or unknown) | kelvin | m/s |
 * | `'metric'` | °C | m/s |
 * | `'imperial'` | °F | miles/hour |
 *
 * Nothing else changes with units: visibility stays in metres, pressure in hPa.
 * @default 'standard'
 * @example
 * ```ts
 * const units: Units = 'metric';
 * generator.record({ zip: '10115,de', units }).main.temp; // °C
 * ```
 */
export type Units = 'standard' | 'metric' | 'imperial';

/**
 * Which record a double or generator sends: `'specification'`, the record the specification shows
 * (the default, {@link WeatherRecord}), or `'current'`, the record the live service sends today
 * ({@link CurrentWeatherRecord}: `feels_like`, `sea_level`, `grnd_level`, `gust`, `rain`/`snow`,
 * `timezone`, no `sys.message`, the sun of the local calendar day).
 * @default 'specification'
 * @example
 * ```ts
 * const shape: RecordShape = 'current';
 * createWeatherGenerator({ shape }).record().timezone; // -25200 in Mountain View in summer
 * ```
 */
export type RecordShape = 'specification' | 'current';
