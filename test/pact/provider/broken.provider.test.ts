import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProviderVerificationResult, verifyWeatherProvider } from 'weather-double/pact';
import { startWeatherServer, type WeatherServer } from 'weather-double/server';
import { verifyQuietly } from '../../support/pact.js';

process.env.PACT_DO_NOT_TRACK ??= 'true';

type Json = Record<string, unknown>;
interface Defect {
  /** Changes a 200 body (a weather record). */
  record?: (body: Json) => void;
  /** Changes an error body, given the status. */
  error?: (status: number, body: Json) => void;
  /** Changes a 200 body of the forecast (`/data/2.5/forecast`). */
  forecast?: (body: Json) => void;
  /** Changes a 200 body of the Geocoding API (`/geo/1.0/zip`). */
  geocoding?: (body: Json) => void;
  /** The Content-Type to send instead of the double's. */
  contentType?: string;
}

const RECORDS = [
  'a request for the current weather at coordinates 37.39,-122.08',
  'a request for the current weather at postal code 94040,us in imperial units',
  'a request for the current weather at postal code 94040,us in metric units',
  'a request for the current weather at postal code 94040,us without units',
  'a request for the current weather in London,GB by name',
];
const GEOCODING_ZIP = 'a request for the place of postal code 94040,US (Geocoding API)';
const FORECASTS = [
  'a request for the 5 day / 3 hour forecast at coordinates 37.39,-122.08 in imperial units, 1 slot',
  'a request for the 5 day / 3 hour forecast at postal code 94040,us in metric units, 1 slot',
  'a request for the 5 day / 3 hour forecast in London,GB by name, 1 slot',
];
/** Every interaction of the specification-shape pact. */
const ALL = 20;

let double: WeatherServer;
beforeAll(async () => {
  double = await startWeatherServer({ port: 0 });
});
afterAll(async () => {
  await double.close();
});

/**
 * A plain node:http provider that answers like the double (it asks the double, then sends the same
 * status and body) except for the defect it is given.
 */
async function brokenProvider(defect: Defect): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer(async (req, res) => {
    const answer = await fetch(`${double.url}${req.url ?? '/'}`);
    const body = JSON.parse(await answer.text()) as Json;
    if (answer.status !== 200) defect.error?.(answer.status, body);
    else if (req.url?.startsWith('/geo/')) defect.geocoding?.(body);
    else if (req.url?.startsWith('/data/2.5/forecast/')) {
      // The 16-day and hourly forecasts: answered as the double answers them.
    } else if (req.url?.startsWith('/data/2.5/forecast')) defect.forecast?.(body);
    else defect.record?.(body);
    res.writeHead(answer.status, {
      'Content-Type': defect.contentType ?? answer.headers.get('content-type') ?? 'application/json',
    });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The verification's error, as a failed verification gives it. */
interface Failure {
  readonly code: string;
  readonly message: string;
  readonly result?: ProviderVerificationResult;
}

/**
 * Verifies the broken provider (in a child process, so that Pact's report of the expected failures
 * stays out of the test output) and returns the verification error, failing if it passed or
 * failed otherwise than a ProviderVerificationError whose report Pact printed as FAILED.
 */
async function verificationFailure(defect: Defect): Promise<Failure> {
  const provider = await brokenProvider(defect);
  try {
    const { resolved, rejected, printed } = await verifyQuietly({ providerBaseUrl: provider.url });
    expect(resolved).toBeUndefined();
    expect(rejected?.isProviderVerificationError, rejected?.message).toBe(true);
    expect(printed).toContain('(FAILED)');
    return rejected as Failure;
  } finally {
    await provider.close();
  }
}

const failedOf = (error: Failure) =>
  (error.result?.interactions ?? [])
    .filter((i) => !i.ok)
    .map((i) => i.description)
    .sort();
const mismatchesOf = (error: Failure) => (error.result?.interactions ?? []).flatMap((i) => i.mismatches);

describe('a provider that breaks the contract fails verification', () => {
  it('passes when it changes nothing (the harness itself is sound)', async () => {
    const provider = await brokenProvider({});
    try {
      const result = await verifyWeatherProvider({ providerBaseUrl: provider.url });
      expect(result.ok).toBe(true);
    } finally {
      await provider.close();
    }
  });

  it('fails on the record interactions with a type changed, a field dropped and cod a string', async () => {
    const error = await verificationFailure({
      record: (body) => {
        (body.main as Json).pressure = 1013.5;
        delete body.visibility;
        body.cod = '200';
      },
    });
    expect(error.code).toBe('PROVIDER_VERIFICATION_FAILED');
    expect(failedOf(error)).toEqual(RECORDS);
    const record = error.result?.interactions.find((i) => i.description === RECORDS[0]);
    expect(record?.mismatches.some((m) => m.startsWith('body $.main.pressure:'))).toBe(true);
    expect(record?.mismatches.some((m) => m.startsWith('body $:') && m.includes('visibility'))).toBe(true);
    expect(record?.mismatches.some((m) => m.startsWith('body $.cod:'))).toBe(true);
    expect(error.message).toContain(`5 of ${ALL} interactions failed`);
    expect(error.message).toContain(`- ${RECORDS[0]}:`);
  });

  const recordDefects: [string, (body: Json) => void, string][] = [
    [
      'an integer field sent with decimals (main.pressure)',
      (b) => ((b.main as Json).pressure = 1013.5),
      '$.main.pressure',
    ],
    ['a number field sent as a string (main.temp)', (b) => ((b.main as Json).temp = '12.3'), '$.main.temp'],
    ['a field dropped (sys.message)', (b) => delete (b.sys as Json).message, '$.sys'],
    ['cod as the string "200"', (b) => (b.cod = '200'), '$.cod'],
    [
      'an icon without its day/night suffix',
      (b) => ((b.weather as Json[])[0]!.icon = '01'),
      '$.weather[0].icon',
    ],
    ['a lower-case country', (b) => ((b.sys as Json).country = 'us'), '$.sys.country'],
    ['an empty weather array', (b) => (b.weather = []), '$.weather'],
  ];
  for (const [what, change, path] of recordDefects) {
    it(`fails on ${what}`, async () => {
      const error = await verificationFailure({ record: change });
      expect(failedOf(error)).toEqual(RECORDS);
      expect(mismatchesOf(error).some((m) => m.startsWith(`body ${path}`))).toBe(true);
    });
  }

  const forecastDefects: [string, (body: Json) => void, string][] = [
    ['cod as the number 200', (b) => (b.cod = 200), '$.cod'],
    [
      'an integer field sent with decimals (list[0].main.humidity)',
      (b) => (((b.list as Json[])[0]!.main as Json).humidity = 70.5),
      '$.list[0].main.humidity',
    ],
    ['a field dropped (list[0].dt_txt)', (b) => delete (b.list as Json[])[0]!.dt_txt, '$.list[0]'],
    [
      'the part of the day spelled out',
      (b) => (((b.list as Json[])[0]!.sys as Json).pod = 'day'),
      '$.list[0].sys.pod',
    ],
    [
      'dt_txt off the 3-hour grid',
      (b) => ((b.list as Json[])[0]!.dt_txt = '2024-06-01 20:00:00'),
      '$.list[0].dt_txt',
    ],
    ['an empty list', (b) => (b.list = []), '$.list'],
    ['the city without its population', (b) => delete (b.city as Json).population, '$.city'],
    ['message as a float', (b) => (b.message = 0.0123), '$.message'],
  ];
  for (const [what, change, path] of forecastDefects) {
    it(`fails the forecast interactions on ${what}`, async () => {
      const error = await verificationFailure({ forecast: change });
      expect(failedOf(error)).toEqual(FORECASTS);
      expect(mismatchesOf(error).some((m) => m.startsWith(`body ${path}`))).toBe(true);
    });
  }

  it('fails when 404 carries cod as a number and 401 as a string', async () => {
    const error = await verificationFailure({
      error: (status, body) => {
        body.cod = typeof body.cod === 'string' ? Number(body.cod) : String(body.cod);
        expect([400, 401, 404]).toContain(status);
      },
    });
    expect(failedOf(error)).toEqual([
      'a request for the 16-day daily forecast without an API key',
      'a request for the 5 day / 3 hour forecast at postal code 00000',
      'a request for the 5 day / 3 hour forecast without an API key',
      'a request for the current weather at a latitude outside -90..90',
      'a request for the current weather at postal code 00000',
      'a request for the current weather in a city no place is named',
      'a request for the current weather without a location',
      'a request for the current weather without an API key',
    ]);
    expect(mismatchesOf(error).every((m) => m.startsWith('body $.cod:'))).toBe(true);
  });

  it('fails when the Content-Type is not JSON', async () => {
    const error = await verificationFailure({ contentType: 'text/plain' });
    expect(failedOf(error)).toHaveLength(ALL);
    expect(mismatchesOf(error).some((m) => m.startsWith('header Content-Type'))).toBe(true);
  });

  const geocodingDefects: [string, (body: Json) => void, string][] = [
    ['a latitude sent as a string', (b) => (b.lat = String(b.lat)), '$.lat'],
    ['the postal code dropped', (b) => delete b.zip, '$'],
    ['a lower-case country', (b) => (b.country = 'us'), '$.country'],
  ];
  for (const [what, change, path] of geocodingDefects) {
    it(`fails the Geocoding API interaction on ${what}`, async () => {
      const error = await verificationFailure({ geocoding: change });
      expect(failedOf(error)).toEqual([GEOCODING_ZIP]);
      expect(mismatchesOf(error).some((m) => m.startsWith(`body ${path}`))).toBe(true);
    });
  }
});
