import type { CheckOutcome, CheckShape, ProviderCheckReport } from '../check/index.js';
import { checkProvider } from '../check/index.js';
import { WeatherDoubleError } from '../errors.js';
import { integerFlag, parseCommandArgs } from './args.js';
import type { Command } from './index.js';

const options = {
  'base-url': { type: 'string' },
  'api-key': { type: 'string' },
  shape: { type: 'string' },
  zip: { type: 'string', multiple: true },
  timeout: { type: 'string' },
  json: { type: 'boolean' },
  fixtures: { type: 'string' },
} as const;

const help = `Usage: weather-double check --base-url URL [options]
       weather-double check --fixtures DIR [options]

Checks a running provider of the service's routes (the live service, your gateway in front of it,
another fake) against this package's model, and prints every difference with its JSON path and what
was expected. The requests come from the double's route table, one at a time, in this order:

  GET /data/2.5/weather                 for each postal code a record without units, in metric and
                                        in imperial
  GET /geo/1.0/zip                      the place of the first postal code, then the record at the
                                        lat and lon it gave (not sent when it gave none usable)
  GET /geo/1.0/direct                   the place named London,GB (limit=1)
  GET /geo/1.0/reverse                  the place nearest to London's coordinates (limit=1)
  GET /data/2.5/forecast                the first postal code's, one day (cnt=8)
  GET /data/3.0/onecall                 London (51.5085, -0.1257), every part
  GET /data/3.0/onecall/timemachine     London at dt=1645888976
  GET /data/2.5/air_pollution           London now, then /forecast (96 hours) and /history
                                        (2023-01-01 00:00 to 06:00 UTC)

then the errors that are safe to provoke: on the weather path an empty key (401), postal code 00000
(404) and no location (400); on One Call an empty key (its own 401) and latitude 100 (400); on the
Air Pollution API an empty key (401) and longitude 200 (400). That is 3 requests per postal code
plus 17: 20 by default, 32 at most.

Each answer is checked for its status, its body against the route's validator (the record, the
places, the forecast, One Call and its timemachine, the air pollution: types, ranges, precision,
the rules of each answer, the coordinates and times asked, key order, minified) or the exact error
body (cod a number or a string, message, key order, bytes), and the headers clients rely on
(Content-Type, the CORS headers). The Server header, X-Cache-Key and the order of the headers are
reported as notes, not drift; other headers (Date, Content-Length, a gateway's own) are ignored. A
429 stops the check: it is reported as rate limited, not as drift. The key never appears in the
output.

Exit code: 0 the provider matches, 1 it drifted, 2 bad options, 3 inconclusive (rate limited, or no
answer within the time limit).

Options:
  --base-url URL   Where the provider runs (a path prefix is kept).         Required
  --api-key K      The key sent as appid. The live service needs yours.    Default: weather-double-check
  --shape S        The record shape expected: specification, or current
                   (what the live service sends today).                    Default: specification
  --zip Z          A postal code to check, {code} or {code},{country}
                   (repeatable, at most 5).                                Default: 94040,us
  --timeout MS     The time limit of each request, 100 to 120000 ms.        Default: 10000
  --json           Print the report as JSON (for CI) instead of text.
  --fixtures DIR   Check pinned answers (written by 'weather-double record')
                   instead of a running provider: the requests above are
                   answered from DIR only (a request with no pinned answer
                   is a 500, reported as drift). Record them once with
                   'weather-double record --out DIR' and 'check --base-url'
                   pointed at the recorder.
  --help           Show this help.

Examples:
  weather-double serve --port 8080 &
  weather-double check --base-url http://127.0.0.1:8080
  weather-double check --fixtures test/fixtures/weather
  weather-double check --base-url https://api.openweathermap.org --api-key "$OWM_API_KEY" --zip 94040,us --zip "SW1A 1AA,gb"`;

/** The exit code of each outcome: 0 match, 1 drift, 3 inconclusive (2 is bad usage). */
export const EXIT_CODES: Readonly<Record<CheckOutcome, number>> = {
  match: 0,
  drift: 1,
  rateLimited: 3,
  unreachable: 3,
};

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The report as text: one line per request, its differences and notes under it, a verdict. */
export function formatReport(report: ProviderCheckReport): string {
  const lines = [
    `Checking ${report.baseUrl} against the ${report.shape} shape (${plural(report.requests.length, 'request')}, one at a time):`,
  ];
  for (const request of report.requests) {
    const mark = { match: '✓', drift: '✗', rateLimited: '!', unreachable: '!', notSent: '-' }[
      request.outcome
    ];
    const target = `GET ${request.url.slice(request.url.indexOf('/', request.url.indexOf('//') + 2))}`;
    const status = request.status === undefined ? '---' : String(request.status);
    const after =
      request.outcome === 'notSent'
        ? `: not sent${request.reason === undefined ? '' : ` (${request.reason})`}`
        : request.outcome === 'unreachable'
          ? `: no answer (${request.error ?? 'unknown error'})`
          : request.outcome === 'rateLimited'
            ? ': rate limited (not drift); nothing more is sent'
            : '';
    lines.push(`  ${mark} ${status} ${target} (${request.name})${after}`);
    for (const d of request.differences) lines.push(`      ${d.path}: expected ${d.expected}, got ${d.got}`);
    for (const d of request.notes) lines.push(`      (note) ${d.path}: expected ${d.expected}, got ${d.got}`);
  }
  const drifted = report.requests.filter((request) => request.outcome === 'drift');
  const differences = drifted.reduce((sum, request) => sum + request.differences.length, 0);
  const sent = report.requests.filter((request) => request.status !== undefined).length;
  lines.push(
    {
      match: `The provider matches the model: ${plural(sent, 'answer')} checked.`,
      drift: `Drift: ${plural(differences, 'difference')} in ${drifted.length} of ${plural(sent, 'answer')}.`,
      rateLimited: `Inconclusive: the provider answered 429 (rate limited) after ${plural(sent - 1, 'answer')}; no drift in those.`,
      unreachable: `Inconclusive: a request got no answer; no drift in the ${plural(sent, 'answer')} before it.`,
    }[report.outcome],
  );
  return `${lines.join('\n')}\n`;
}

/** The CLI flag of each library option, to name the flag in an error. */
const FLAGS: Readonly<Record<string, string>> = {
  baseUrl: '--base-url',
  apiKey: '--api-key',
  shape: '--shape',
  zips: '--zip',
  timeout: '--timeout',
};

/** `weather-double check`: a provider against the model, a report, an exit code. */
export const checkCommand: Command = {
  summary: 'Check a running provider (the live service, a gateway) for drift from the model',
  help,
  async run(argv) {
    const values = parseCommandArgs('check', argv, options);
    if (values.fixtures !== undefined && values['base-url'] !== undefined) {
      throw new WeatherDoubleError(
        'INVALID_OPTION',
        "Invalid option --fixtures: expected --base-url or --fixtures for 'weather-double check', not both.",
        { path: '--fixtures' },
      );
    }
    // Pinned answers are checked through a double that answers from them only, on a free port.
    const pinned =
      values.fixtures === undefined
        ? undefined
        : await (await import('../server/index.js')).startWeatherServer({
            port: 0,
            fixtures: { dir: values.fixtures, missing: 'error' },
          });
    const baseUrl = pinned?.url ?? values['base-url'];
    if (baseUrl === undefined) {
      throw new WeatherDoubleError(
        'INVALID_OPTION',
        "Missing option --base-url for 'weather-double check': give the provider's URL, e.g. --base-url https://api.openweathermap.org (or --fixtures DIR for pinned answers).",
        { path: '--base-url' },
      );
    }
    const timeout = integerFlag('timeout', values.timeout, 100, 120_000);
    let report: ProviderCheckReport;
    try {
      report = await checkProvider({
        baseUrl,
        apiKey: values['api-key'],
        shape: values.shape as CheckShape | undefined,
        zips: values.zip,
        timeout,
      });
    } catch (error) {
      const flag =
        error instanceof WeatherDoubleError ? FLAGS[(error.path ?? '').replace(/\[\d+\]$/, '')] : undefined;
      if (error instanceof WeatherDoubleError && error.code === 'INVALID_OPTION' && flag) {
        throw new WeatherDoubleError(
          'INVALID_OPTION',
          error.message
            .replace(/^\[weather-double\] /, '')
            .replace(/^Invalid option \S+:/, `Invalid option ${flag}:`),
          { path: flag, cause: error },
        );
      }
      throw error;
    } finally {
      await pinned?.close();
    }
    process.stdout.write(values.json ? `${JSON.stringify(report, null, 2)}\n` : formatReport(report));
    return EXIT_CODES[report.outcome];
  },
};
