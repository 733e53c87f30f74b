// Rare real variants of the current weather answer (issue 42, docs/variants.md): each variant's
// body through the handlers and the server, the seeded order-free draw, `rate`, `only`, the
// scenario, bad options, the validator's `variants` option and `serve --variants`.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type CurrentWeatherRecord,
  createWeatherGenerator,
  validateOneCall,
  validateWeatherRecord,
  type WeatherRecord,
  type WeatherVariantName,
  weatherVariantNames,
} from 'weather-double';
import { createWeatherDouble, type WeatherDoubleOptions } from 'weather-double/handlers';
import { startWeatherServer, type WeatherServer } from 'weather-double/server';
import { type CliServer, runCli, startCliServer } from '../support/cli.js';
import { unhandledButLocal } from '../support/msw.js';

const NOW = Date.parse('2024-06-01T18:00:00Z');
const BASE = 'https://api.openweathermap.org/data/2.5/weather';
type AnyRecord = WeatherRecord & Partial<CurrentWeatherRecord> & Record<string, unknown>;

/** Where and how each variant applies: the query and the double's shape. */
const cases: Record<WeatherVariantName, { query: string; shape?: 'current' }> = {
  noVisibility: { query: 'zip=94040,us' },
  noFeelsLike: { query: 'zip=94040,us', shape: 'current' },
  noWindDeg: { query: 'zip=94040,us&units=imperial' },
  calm: { query: 'zip=94040,us' },
  smoke: { query: 'zip=94040,us' },
  haze: { query: 'zip=94040,us&units=metric' },
  dust: { query: 'q=Delhi,IN' },
  fog: { query: 'zip=94040,us', shape: 'current' },
  // A rainy hour in Seattle at the test clock: found below, the primary condition a rain code.
  severalConditions: { query: '' },
  baseCmcStations: { query: 'zip=10115,de' },
  baseModel: { query: 'zip=94040,us', shape: 'current' },
  noSysStation: { query: 'zip=94040,us' },
  floatNumbers: { query: 'zip=94040,us', shape: 'current' },
  visibilityMiles: { query: 'zip=94040,us' },
  integerTemperatures: { query: 'zip=94040,us&units=metric' },
  polarIconDay: { query: 'lat=69.65&lon=18.96' },
};

/** What each variant changed, from the common answer to the variant's. */
const expectations: Record<WeatherVariantName, (variant: AnyRecord, common: AnyRecord) => void> = {
  noVisibility: (v, c) => {
    expect(c.visibility).toBeTypeOf('number');
    expect(v).not.toHaveProperty('visibility');
    expect({ ...v, visibility: c.visibility }).toEqual(c);
  },
  noFeelsLike: (v, c) => {
    expect(c.main.feels_like).toBeTypeOf('number');
    expect(v.main).not.toHaveProperty('feels_like');
  },
  noWindDeg: (v) => expect(v.wind).toEqual({ speed: 2.24 }), // 1 m/s in mph
  calm: (v) => expect(v.wind).toEqual({ speed: 0, deg: 0 }),
  smoke: (v, c) => {
    expect(v.weather).toEqual([
      { id: 711, main: 'Smoke', description: 'smoke', icon: `50${c.weather[0]!.icon.slice(-1)}` },
    ]);
    expect(v.visibility).toBeGreaterThanOrEqual(800);
    expect(v.visibility).toBeLessThanOrEqual(5000);
  },
  haze: (v) => {
    expect(v.weather.map((w) => [w.id, w.main, w.description])).toEqual([[721, 'Haze', 'haze']]);
    expect(v.visibility).toBeGreaterThanOrEqual(2000);
    expect(v.visibility).toBeLessThanOrEqual(5000);
  },
  dust: (v) => expect(v.weather.map((w) => [w.id, w.main, w.description])).toEqual([[761, 'Dust', 'dust']]),
  fog: (v) => {
    expect(v.weather.map((w) => w.id)).toEqual([741]);
    expect(v.visibility).toBeLessThanOrEqual(900);
    expect(v).not.toHaveProperty('rain');
    expect(v).not.toHaveProperty('snow');
  },
  severalConditions: (v, c) => {
    expect(v.weather).toEqual([
      ...c.weather,
      { id: 701, main: 'Mist', description: 'mist', icon: `50${c.weather[0]!.icon.slice(-1)}` },
    ]);
  },
  baseCmcStations: (v) => expect(v.base).toBe('cmc stations'),
  baseModel: (v, c) => {
    expect(v.base).toBe('model');
    expect(v).not.toHaveProperty('visibility');
    expect(v.sys).toEqual({ country: c.sys.country, sunrise: c.sys.sunrise, sunset: c.sys.sunset });
  },
  noSysStation: (v, c) => {
    expect(v.sys).toEqual({
      message: c.sys.message,
      country: c.sys.country,
      sunrise: c.sys.sunrise,
      sunset: c.sys.sunset,
    });
  },
  floatNumbers: (v, c) => {
    for (const field of ['pressure', 'sea_level', 'grnd_level'] as const) {
      const value = v.main[field] as number;
      expect(Number.isInteger(value)).toBe(false);
      expect(Math.abs(value - (c.main[field] as number))).toBeLessThan(1);
      expect(String(value)).toMatch(/^\d+\.\d{1,2}$/);
    }
    expect(Number.isInteger(v.wind.deg)).toBe(false);
    expect(String(v.wind.deg)).toMatch(/^\d+\.\d{1,3}$/);
  },
  visibilityMiles: (v, c) => {
    expect(c.visibility).toBe(10000);
    expect(v.visibility).toBe(16093);
  },
  integerTemperatures: (v, c) => {
    expect([v.main.temp, v.main.temp_min, v.main.temp_max]).toEqual([
      Math.round(c.main.temp),
      Math.round(c.main.temp_min),
      Math.round(c.main.temp_max),
    ]);
  },
  polarIconDay: (v, c) => {
    expect([c.sys.sunrise, c.sys.sunset]).toEqual([0, 0]);
    expect(c.weather[0]!.icon.endsWith('n')).toBe(true);
    expect(v.weather.map((w) => w.icon)).toEqual(c.weather.map((w) => `${w.icon.slice(0, -1)}d`));
  },
};

const server = setupServer();
// The server's own socket (127.0.0.1) is reached for real; anything else must be the double's.
beforeAll(() => server.listen(unhandledButLocal));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The body and log entry of one request to a fresh double with these options. */
async function answer(options: WeatherDoubleOptions, query: string) {
  const double = createWeatherDouble({ seed: 5, now: () => NOW, ...options });
  server.use(...double.handlers);
  const response = await fetch(`${BASE}?${query}&appid=k`);
  const body = await response.text();
  server.resetHandlers();
  return { status: response.status, body, entry: double.requests.at(-1)! };
}

/** The request of `severalConditions`: the first hour from 2024-06-01 18:00 UTC when it rains in London, without mist. */
function rainyQuery(): { query: string; now: number } {
  for (let hour = 0; hour < 24 * 60; hour += 1) {
    const now = NOW + hour * 3_600_000;
    const record = createWeatherGenerator({ seed: 5, now: () => now }).record({ q: 'London,GB' });
    const id = record.weather[0]!.id;
    if (id >= 200 && id < 700 && !record.weather.some((entry) => entry.id === 701)) {
      return { query: 'q=London,GB', now };
    }
  }
  throw new Error('no rainy hour in 60 days in London');
}

describe('each variant through the handlers', () => {
  for (const name of weatherVariantNames) {
    it(`${name}: the common answer changed as docs/variants.md says, valid with { variants: true }`, async () => {
      const rainy = name === 'severalConditions' ? rainyQuery() : undefined;
      const { query, shape } = rainy === undefined ? cases[name] : { query: rainy.query, shape: undefined };
      const now = rainy?.now ?? NOW;
      const common = await answer({ now: () => now, ...(shape ? { shape } : {}) }, query);
      const variant = await answer(
        { now: () => now, ...(shape ? { shape } : {}), variants: { rate: 1, only: [name] } },
        query,
      );
      expect(variant.status).toBe(200);
      expect(variant.entry).toMatchObject({
        variant: name,
        scenario: null,
        fault: null,
        outcome: 'answered',
      });
      expect(common.entry).not.toHaveProperty('variant');
      const parsed = JSON.parse(variant.body) as AnyRecord;
      expectations[name](parsed, JSON.parse(common.body) as AnyRecord);
      const loose = validateWeatherRecord(parsed, { shape: shape ?? 'specification', variants: true });
      expect(loose.ok ? [] : loose.issues).toEqual([]);
    });
  }
});

describe('the strict validator and the variants option of the validator', () => {
  it('is unchanged by default: a variant that leaves out a field is refused, with its path', () => {
    const record = createWeatherGenerator({ seed: 1, now: () => NOW }).record();
    const { visibility: _, ...withoutVisibility } = record;
    const strict = validateWeatherRecord(withoutVisibility);
    expect(strict.ok).toBe(false);
    expect(strict.ok ? [] : strict.issues.map((issue) => issue.path)).toContain('visibility');
    expect(validateWeatherRecord(withoutVisibility, { variants: true }).ok).toBe(true);
    expect(validateWeatherRecord(record, { variants: false }).ok).toBe(true);
  });

  it('still holds every other rule with { variants: true }', () => {
    const record = createWeatherGenerator({ seed: 1, now: () => NOW }).record();
    const tooFar = validateWeatherRecord({ ...record, visibility: 16094 }, { variants: true });
    expect(tooFar.ok ? [] : tooFar.issues.map((issue) => issue.path)).toEqual(['visibility']);
    const badBase = validateWeatherRecord({ ...record, base: 'satellite' }, { variants: true });
    expect(badBase.ok ? [] : badBase.issues.map((issue) => issue.path)).toEqual(['base']);
    const fourDecimals = validateWeatherRecord(
      { ...record, main: { ...record.main, pressure: 1013.125 } },
      { variants: true },
    );
    expect(fourDecimals.ok ? [] : fourDecimals.issues.map((issue) => issue.path)).toEqual(['main.pressure']);
  });

  it('refuses a variants option that is not a boolean, naming it', () => {
    expect(() => validateWeatherRecord({}, { variants: 'yes' as unknown as boolean })).toThrow(
      /\[weather-double\].*variants.*true or false/,
    );
  });
});

describe('the draw', () => {
  const queries = ['zip=94040,us', 'zip=10001', 'q=London', 'zip=10115,de', 'zip=75001,fr', 'q=Tokyo'];

  /** The variant each query got, asking them in this order (each twice), from a fresh double. */
  async function variantsInOrder(order: readonly string[], options: WeatherDoubleOptions) {
    const double = createWeatherDouble({ seed: 5, now: () => NOW, ...options });
    server.use(...double.handlers);
    const got = new Map<string, (string | undefined)[]>();
    for (const query of [...order, ...order]) {
      const response = await fetch(`${BASE}?${query}&appid=k`);
      await response.text();
      got.set(query, [...(got.get(query) ?? []), double.requests.at(-1)!.variant]);
    }
    server.resetHandlers();
    return got;
  }

  it('gives the same requests the same variants whatever order they arrive in, the key aside', async () => {
    const options = { variants: { rate: 0.5, seed: 11 } };
    const forward = await variantsInOrder(queries, options);
    const backward = await variantsInOrder([...queries].reverse(), options);
    expect(backward).toEqual(forward);
    const all = [...forward.values()].flat();
    expect(all.some((variant) => variant === undefined)).toBe(true);
    expect(all.some((variant) => variant !== undefined)).toBe(true);
    // Another seed draws otherwise.
    expect(await variantsInOrder(queries, { variants: { rate: 0.5, seed: 12 } })).not.toEqual(forward);
  });

  it('sends the same bytes for the same request and seed', async () => {
    const options = { variants: { rate: 1, seed: 4 } };
    const first = await answer(options, 'zip=94040,us');
    const second = await answer(options, 'zip=94040,us');
    expect(second.body).toBe(first.body);
    expect(second.entry.variant).toBe(first.entry.variant);
  });

  it('rate 0 sends the common answer, byte for byte; rate 1 a variant every time', async () => {
    for (const query of queries) {
      const common = await answer({}, query);
      const none = await answer({ variants: { rate: 0 } }, query);
      expect(none.body).toBe(common.body);
      expect(none.entry).not.toHaveProperty('variant');
      const every = await answer({ variants: { rate: 1 } }, query);
      expect(every.entry.variant).toBeDefined();
      expect(every.body).not.toBe(common.body);
    }
  });

  it('draws only among `only`, and sends the common answer when none of them applies', async () => {
    const seen = await variantsInOrder(queries, { variants: { rate: 1, only: ['calm', 'noVisibility'] } });
    for (const variants of seen.values()) {
      for (const variant of variants) expect(['calm', 'noVisibility']).toContain(variant);
    }
    // polarIconDay applies to polar days and nights only: Mountain View keeps its common answer.
    const common = await answer({}, 'zip=94040,us');
    const none = await answer({ variants: { rate: 1, only: ['polarIconDay'] } }, 'zip=94040,us');
    expect(none.body).toBe(common.body);
    expect(none.entry).not.toHaveProperty('variant');
  });

  it('leaves the other routes and other formats alone', async () => {
    const options = { variants: { rate: 1 } };
    for (const [path, query] of [
      ['/data/2.5/forecast/hourly', 'zip=94040,us'],
      ['/data/2.5/weather', 'zip=94040,us&mode=xml'],
    ] as const) {
      const double = createWeatherDouble({ seed: 5, now: () => NOW, ...options });
      const plain = createWeatherDouble({ seed: 5, now: () => NOW });
      server.use(...double.handlers);
      const withOption = await (await fetch(`https://api.openweathermap.org${path}?${query}&appid=k`)).text();
      server.resetHandlers();
      server.use(...plain.handlers);
      const without = await (await fetch(`https://api.openweathermap.org${path}?${query}&appid=k`)).text();
      server.resetHandlers();
      expect(withOption).toBe(without);
      expect(double.requests.at(-1)).not.toHaveProperty('variant');
    }
  });

  it('logs no variant when a fault replaced its answer', async () => {
    const double = createWeatherDouble({
      seed: 5,
      now: () => NOW,
      variants: { rate: 1 },
      faults: { rate: 1, kinds: ['serverError'] },
    });
    server.use(...double.handlers);
    const response = await fetch(`${BASE}?zip=94040&appid=k`);
    expect(response.status).toBe(500);
    expect(double.requests.at(-1)).toMatchObject({ fault: 'serverError' });
    expect(double.requests.at(-1)).not.toHaveProperty('variant');
  });
});

describe('scenarios.variants()', () => {
  it('sends variants as the option does, logged as the scenario, and leaves the rest to the double', async () => {
    const double = createWeatherDouble({ seed: 5, now: () => NOW });
    const withOption = createWeatherDouble({ seed: 5, now: () => NOW, variants: { rate: 1, seed: 3 } });
    server.use(double.scenarios.variants({ rate: 1, seed: 3 }), ...double.handlers);
    const fromScenario = await (await fetch(`${BASE}?zip=94040,us&appid=k`)).text();
    expect(double.requests.at(-1)).toMatchObject({ scenario: 'variants', status: 200, outcome: 'answered' });
    const name = double.requests.at(-1)!.variant;
    expect(name).toBeDefined();
    server.resetHandlers();
    server.use(...withOption.handlers);
    expect(await (await fetch(`${BASE}?zip=94040,us&appid=k`)).text()).toBe(fromScenario);
    expect(withOption.requests.at(-1)!.variant).toBe(name);
    server.resetHandlers();
    // rate 0: the double's own answer, not the scenario's.
    server.use(double.scenarios.variants({ rate: 0 }), ...double.handlers);
    await (await fetch(`${BASE}?zip=94040,us&appid=k`)).text();
    expect(double.requests.at(-1)).toMatchObject({ scenario: null });
    expect(double.requests.at(-1)).not.toHaveProperty('variant');
  });

  it('takes only, times and a location', async () => {
    const double = createWeatherDouble({ seed: 5, now: () => NOW });
    server.use(
      double.scenarios.variants({ rate: 1, only: ['noWindDeg'] }, { times: 1, zip: '94040' }),
      ...double.handlers,
    );
    for (const zip of ['10001', '94040', '94040']) await (await fetch(`${BASE}?zip=${zip}&appid=k`)).text();
    expect(double.requests.map((r) => [r.query.zip, r.scenario, r.variant])).toEqual([
      ['10001', null, undefined],
      ['94040', 'variants', 'noWindDeg'],
      ['94040', null, undefined],
    ]);
  });
});

describe('bad options', () => {
  const double = createWeatherDouble({ seed: 1 });
  it.each([
    [{ variants: 0.2 }, /variants: expected an object \{ rate/],
    [{ variants: { rate: 2 } }, /variants\.rate: expected a number from 0 to 1/],
    [{ variants: { rate: 0.1, seed: 1.5 } }, /variants\.seed: expected an integer/],
    [{ variants: { rate: 0.1, only: [] } }, /variants\.only: expected a non-empty array of 'noVisibility'/],
    [{ variants: { rate: 0.1, only: ['tornado'] } }, /variants\.only\[0\]: expected one of 'noVisibility'/],
    [{ variants: { rate: 0.1, kinds: [] } }, /variants/],
  ])('createWeatherDouble(%j) throws naming the option', (options, message) => {
    expect(() => createWeatherDouble(options as WeatherDoubleOptions)).toThrow(/^\[weather-double\]/);
    expect(() => createWeatherDouble(options as WeatherDoubleOptions)).toThrow(message);
  });

  it('the scenario names its path', () => {
    expect(() => double.scenarios.variants({ rate: -1 })).toThrow(
      /\[weather-double\].*scenarios\.variants\.options\.rate: expected a number from 0 to 1/,
    );
    expect(() => double.scenarios.variants(undefined as never)).toThrow(/scenarios\.variants\.options/);
    expect(() => double.scenarios.variants({ rate: 1 }, { route: 'forecastHourly' })).toThrow(
      /scenarios\.variants\.route: expected one of 'weather', .*'forecast', .*'oneCall'.* \(the routes with variants\), got "forecastHourly"/,
    );
  });
});

describe('through the server and the CLI', () => {
  const running: (WeatherServer | CliServer)[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((s) => ('stop' in s ? s.stop() : s.close())));
  });

  it('sends each variant as the handlers do', async () => {
    for (const shape of ['specification', 'current'] as const) {
      const names = weatherVariantNames.filter(
        (name) => name !== 'severalConditions' && (cases[name].shape ?? 'specification') === shape,
      );
      for (const name of names) {
        const options = { seed: 5, now: () => NOW, shape, variants: { rate: 1, only: [name] } };
        const started = await startWeatherServer({ port: 0, ...options });
        running.push(started);
        const viaServer = await (
          await fetch(`${started.url}/data/2.5/weather?${cases[name].query}&appid=k`)
        ).text();
        const viaHandlers = await answer(options, cases[name].query);
        expect(viaServer).toBe(viaHandlers.body);
        expect(started.requests.at(-1)!.variant).toBe(name);
        await started.close();
      }
    }
  });

  it('serve --variants RATE [--variants-seed N] sends what the variants option sends', async () => {
    const cli = await startCliServer([
      '--port',
      '0',
      '--seed',
      '5',
      '--now',
      '2024-06-01T18:00:00Z',
      '--variants',
      '1',
      '--variants-seed',
      '3',
    ]);
    running.push(cli);
    const viaCli = await (await fetch(`${cli.url}/data/2.5/weather?zip=94040,us&appid=k`)).text();
    const viaOption = await answer({ variants: { rate: 1, seed: 3 } }, 'zip=94040,us');
    expect(viaCli).toBe(viaOption.body);
    expect(viaOption.entry.variant).toBeDefined();
  });

  it('refuses a bad --variants or a --variants-seed alone, naming the flag', async () => {
    const bad = await runCli(['serve', '--variants', '1.5']);
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toMatch(/\[weather-double\] Invalid option --variants: expected a number from 0 to 1/);
    const alone = await runCli(['serve', '--variants-seed', '3']);
    expect(alone.code).not.toBe(0);
    expect(alone.stderr).toMatch(/Invalid option --variants-seed: expected it together with --variants RATE/);
    const help = await runCli(['serve', '--help']);
    expect(help.stdout).toContain('--variants RATE');
  });

  it('generate --variants RATE prints a seeded share of the records as variants, valid with { variants: true }', async () => {
    const args = [
      'generate',
      '--count',
      '40',
      '--seed',
      '5',
      '--zip',
      '94040',
      '--at',
      '2024-06-01T18:00:00Z',
    ];
    const common = (await runCli(args)).stdout.trim().split('\n');
    const some = (await runCli([...args, '--variants', '0.5', '--variants-seed', '3'])).stdout
      .trim()
      .split('\n');
    expect(some).toHaveLength(40);
    const changed = some.filter((line, index) => line !== common[index]);
    expect(changed.length).toBeGreaterThan(5);
    expect(changed.length).toBeLessThan(35);
    for (const line of some) {
      const result = validateWeatherRecord(JSON.parse(line), { variants: true });
      expect(result.ok ? [] : result.issues).toEqual([]);
    }
    // The same flags print the same bytes; another seed draws otherwise; rate 0 the common records.
    expect(
      (await runCli([...args, '--variants', '0.5', '--variants-seed', '3'])).stdout.trim().split('\n'),
    ).toEqual(some);
    expect(
      (await runCli([...args, '--variants', '0.5', '--variants-seed', '4'])).stdout.trim().split('\n'),
    ).not.toEqual(some);
    expect((await runCli([...args, '--variants', '0'])).stdout.trim().split('\n')).toEqual(common);
  });

  it('generate --kind onecall --variants 1 prints One Call with a variant; kinds without any are unchanged', async () => {
    const place = ['--lat', '51.5085', '--lon', '-0.1257', '--at', '2024-06-01T18:00:00Z'];
    const common = JSON.parse((await runCli(['generate', '--kind', 'onecall', ...place])).stdout);
    const variant = JSON.parse(
      (await runCli(['generate', '--kind', 'onecall', ...place, '--variants', '1'])).stdout,
    );
    expect(variant).not.toEqual(common);
    expect(validateOneCall(variant).ok).toBe(false);
    const loose = validateOneCall(variant, { variants: true });
    expect(loose.ok ? [] : loose.issues).toEqual([]);
    const climate = ['generate', '--kind', 'climate', '--q', 'London,GB', '--at', '2024-06-01T18:00:00Z'];
    expect((await runCli([...climate, '--variants', '1'])).stdout).toBe((await runCli(climate)).stdout);
    const alone = await runCli(['generate', '--variants-seed', '3']);
    expect(alone.code).toBe(2);
    expect(alone.stderr).toMatch(/Invalid option --variants-seed: expected it together with --variants RATE/);
    expect((await runCli(['generate', '--help'])).stdout).toContain('--variants RATE');
  });
});
