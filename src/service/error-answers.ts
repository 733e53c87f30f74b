/**
 * The service's error answers, byte for byte as the real service sends them (reference page,
 * "Query handling and errors"): note the spaces after the commas and colons in the 401 and 429
 * bodies, and that `cod` is a number in those two and a string in the others.
 */

/** The kinds of error answer the double can give; each has one status and one exact body. */
export type WeatherErrorKind =
  | 'unauthorized'
  | 'nothingToGeocode'
  | 'notFound'
  | 'rateLimited'
  | 'serverError'
  | 'unknownRoute'
  | 'methodNotAllowed'
  | 'uriTooLong'
  | 'wrongLatitude'
  | 'wrongLongitude'
  | 'invalidId'
  | 'geocodingNotFound'
  | 'oneCallUnauthorized'
  | 'wrongDt'
  | 'wrongStart'
  | 'wrongEnd'
  | 'timeOutOfRange'
  | 'invalidDateFormat'
  | 'dateOutOfRange'
  | 'invalidTz'
  | 'idListRange'
  | 'noData'
  | 'cntFrom1To50'
  | 'incorrectRectangle'
  | 'typeNotHour'
  | 'typeNotStationType'
  | 'startAfterEnd'
  | 'periodOverAWeek'
  | 'wrongMonth'
  | 'wrongDay'
  | 'periodOverAYear'
  | 'wrongThreshold'
  | 'layerNotFound'
  | 'wrongZoom'
  | 'wrongTile'
  | 'wrongDate'
  | 'wrongPalette'
  | 'wrongOpacity'
  | 'wrongArrowStep'
  | 'stationNotFound'
  | 'stationIdRequired'
  | 'measurementTypeWrong'
  | 'measurementTimeWrong'
  | 'measurementLimitWrong'
  | 'invalidStartFormat'
  | 'startOutOfRange'
  | 'invalidCnt'
  | 'alertNotFound';

/** One error answer: its HTTP status and its exact body bytes. @internal */
export interface ErrorAnswer {
  readonly status: number;
  readonly body: string;
}

/**
 * An error answer in the service's common form, `{"cod":"<status>","message":"<message>"}`: `cod`
 * the status as a string, no spaces (the 401 and 429 bodies differ and are written out in full).
 */
function coded(status: number, message: string): ErrorAnswer {
  return { status, body: `{"cod":"${status}","message":${JSON.stringify(message)}}` };
}

/**
 * An error answer in Weather Stations 3.0's shape, `{"code":<status>001,"message":"<message>"}`
 * (recorded: `{"code":404001,"message":"Station not found"}`, `{"code":400001,"message":"unmarshal
 * type error: …"}`).
 * @internal
 */
export function stationCoded(status: number, message: string): ErrorAnswer {
  return { status, body: `{"code":${status}001,"message":${goJsonString(message)}}` };
}

/**
 * A string as Go's encoding/json writes it (the stations API is a Go service): JSON, with `<`, `>`,
 * `&`, U+2028 and U+2029 escaped as `\u003c`….
 * @internal
 */
export function goJsonString(text: string): string {
  return JSON.stringify(text).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** A 400 in One Call 3.0's structure: `{"cod":400,"message":…,"parameters":["<parameter>"]}`. */
function oneCallBadRequest(message: string, parameter: string): ErrorAnswer {
  return { status: 400, body: JSON.stringify({ cod: 400, message, parameters: [parameter] }) };
}

/** @internal */
export const errorAnswers: Readonly<Record<WeatherErrorKind, ErrorAnswer>> = Object.freeze({
  unauthorized: {
    status: 401,
    body: '{"cod":401, "message": "Invalid API key. Please see https://openweathermap.org/faq#error401 for more info."}',
  },
  nothingToGeocode: coded(400, 'Nothing to geocode'),
  notFound: coded(404, 'city not found'),
  rateLimited: {
    status: 429,
    body: '{"cod":429, "message": "Your account is temporary blocked due to exceeding of requests limitation of your subscription type. Please choose the proper subscription https://openweathermap.org/price"}',
  },
  serverError: coded(500, 'Internal error: 500001'),
  // What the service answers on a path (or, in the double, a method) it does not serve.
  unknownRoute: coded(404, 'Internal error'),
  // `PUT`, `DELETE` and `PATCH` on a route, recorded with no `Allow` header (docs/fidelity.md).
  methodNotAllowed: coded(405, 'Internal error'),
  // A request target over 8192 characters (nginx's default limit in front of the service). The
  // service's openresty answers an HTML page there; the double answers JSON in the service's error
  // shape, so that every answer of the double is JSON (a documented difference).
  uriTooLong: coded(414, 'Request-URI Too Large'),
  // The other location forms (reference page, "Locations beyond zip").
  wrongLatitude: coded(400, 'wrong latitude'),
  wrongLongitude: coded(400, 'wrong longitude'),
  // `id=0` (recorded in public test suites of the service, as is "{value} is not a city ID").
  invalidId: coded(400, 'Invalid ID'),
  // A postal code the Geocoding API (`/geo/1.0/zip`) does not know.
  geocodingNotFound: coded(404, 'not found'),
  // One Call 3.0's own 401 (reference page, "One Call API 3.0"; cod a number, spaces as recorded).
  oneCallUnauthorized: {
    status: 401,
    body: '{"cod":401, "message": "Please note that using One Call 3.0 requires a separate subscription to the One Call by Call plan. Learn more here https://openweathermap.org/price. If you have a valid subscription to the One Call by Call plan, but still receive this error, then please see https://openweathermap.org/faq#error401 for more info."}',
  },
  // The double's choices for the timemachine's `dt` and the air pollution history's `start`/`end`
  // (the service's bodies are not recorded; in the style of its "wrong latitude"): docs/one-call.md.
  wrongDt: coded(400, 'wrong dt'),
  wrongStart: coded(400, 'wrong start'),
  wrongEnd: coded(400, 'wrong end'),
  timeOutOfRange: coded(400, 'requested time is out of allowed range'),
  // One Call 3.0's error structure (its page: `cod` a number, `parameters` naming the request's
  // parameters at fault). "Invalid date format" is the page's own example; the out-of-range date and
  // the bad `tz` are the double's choices in that structure (docs/one-call.md).
  invalidDateFormat: oneCallBadRequest('Invalid date format', 'date'),
  dateOutOfRange: oneCallBadRequest('requested date is out of allowed range', 'date'),
  invalidTz: oneCallBadRequest('Invalid tz format', 'tz'),
  // The several-cities routes (recorded in public test suites of the service; docs/cities.md):
  // `/group` with no ID or more than 20, `/group` with an ID no city has, `/find` with `cnt` out of
  // 1–50, `/box/city` with a `bbox` that is not a rectangle.
  idListRange: coded(400, 'id list must be in range from 1 to 20'),
  noData: coded(404, 'No data: 404006'),
  cntFrom1To50: coded(400, 'cnt from 1 to 50'),
  incorrectRectangle: coded(400, 'incorrect rectangle coordinates'),
  // The History API's limits (its page: `type=hour`, a week a call), the double's choices in the
  // 2.5 routes' style, no body being recorded (docs/history.md); out of its year: `timeOutOfRange`.
  typeNotHour: coded(400, 'type must be hour'),
  typeNotStationType: coded(400, 'type must be tick, hour or day'),
  startAfterEnd: coded(400, 'start must not be after end'),
  periodOverAWeek: coded(400, 'requested period must be at most one week'),
  // The Statistical Weather Data API's `month` and `day` (its page: 1–12, 1–31), the double's
  // choices in the style of "wrong start", no body being recorded (docs/history.md).
  wrongMonth: coded(400, 'wrong month'),
  wrongDay: coded(400, 'wrong day'),
  // The Accumulated Parameters' limits (its page: `threshold` a number), the double's choices in
  // the same style, no body being recorded (docs/history.md).
  periodOverAYear: coded(400, 'requested period must be at most one year'),
  wrongThreshold: coded(400, 'wrong threshold'),
  // The weather map tiles (Maps 1.0 and 2.0): no error answer of theirs is recorded; the double's
  // choices in the style of "wrong latitude" (docs/maps.md). A layer the double does not draw is
  // a 404, as a path the service does not serve.
  layerNotFound: coded(404, 'layer not found'),
  wrongZoom: coded(400, 'wrong zoom level'),
  wrongTile: coded(400, 'wrong tile coordinates'),
  wrongDate: coded(400, 'wrong date'),
  wrongPalette: coded(400, 'wrong palette'),
  wrongOpacity: coded(400, 'wrong opacity'),
  wrongArrowStep: coded(400, 'wrong arrow_step'),
  // Weather Stations 3.0 answers in its own shape, `{"code":<status>0NN,"message":…}` (recorded:
  // 404 "Station not found" for a station deleted or never made; docs/stations.md).
  stationNotFound: stationCoded(404, 'Station not found'),
  // GET /data/3.0/measurements without what it needs: the double's messages, in the stations' shape.
  stationIdRequired: stationCoded(400, 'station_id is required'),
  measurementTypeWrong: stationCoded(400, 'type must be one of m, h, d'),
  measurementTimeWrong: stationCoded(400, 'from and to must be Unix seconds'),
  measurementLimitWrong: stationCoded(400, 'limit must be a whole number'),
  // One Call 4.0's `start` and `cnt`, in the error structure its page documents (the page's own
  // example is "Invalid date format" naming `date`); the bodies for `start` and `cnt` are not
  // recorded: the double's choices in that structure (docs/one-call-4.md).
  invalidStartFormat: oneCallBadRequest('Invalid date format', 'start'),
  startOutOfRange: oneCallBadRequest('requested date is out of allowed range', 'start'),
  invalidCnt: oneCallBadRequest('Invalid cnt', 'cnt'),
  // One Call 4.0's alert detail for an ID it does not know: the double's choice (no answer
  // recorded), in 4.0's error structure naming the path's parameter.
  alertNotFound: {
    status: 404,
    body: JSON.stringify({ cod: 404, message: 'alert not found', parameters: ['alert_id'] }),
  },
});

/** The 400 answer to an `id` that is not a number: `{"cod":"400","message":"abc is not a city ID"}`. @internal */
export function notCityIdAnswer(value: string): ErrorAnswer {
  return coded(400, `${value} is not a city ID`);
}

/**
 * What the standalone server answers to a request it cannot read as HTTP (these never reach the
 * endpoint): a malformed request (400), one too slow to arrive (408), or a request line and headers
 * over Node's 16 KiB limit (431). JSON in the service's error shape, then the connection is closed.
 * @internal
 */
export const transportErrorAnswers = Object.freeze({
  badRequest: coded(400, 'Bad Request'),
  requestTimeout: coded(408, 'Request Timeout'),
  headersTooLarge: coded(431, 'Request Header Fields Too Large'),
  // A stations request body over 1 MiB (nginx's default `client_max_body_size` in front of it).
  bodyTooLarge: coded(413, 'Request Entity Too Large'),
} satisfies Record<string, ErrorAnswer>);

/**
 * The reason phrases of the statuses the double answers, as the service's openresty sends them
 * (the handlers' `statusText`, the server's status line).
 * @internal
 */
export const STATUS_TEXT: Readonly<Record<number, string>> = Object.freeze({
  200: 'OK',
  201: 'Created',
  204: 'No Content',
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  405: 'Not Allowed',
  413: 'Request Entity Too Large',
  408: 'Request Timeout',
  414: 'Request-URI Too Large',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
});

/**
 * The body of an error answer, exactly as the service sends it: `cod` is a number for 401 and 429
 * and a string for 400, 404, 405 and 500.
 *
 * @example
 * ```ts
 * const body: WeatherErrorBody = { cod: '404', message: 'city not found' };
 * ```
 */
export interface WeatherErrorBody {
  /** The status, as a number (`401`, `429`) or a string (`'400'`, `'404'`, `'405'`, `'500'`). */
  cod: number | string;
  /** The service's message, e.g. `'city not found'`. */
  message: string;
}
