import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createWeatherGenerator, serializeWeatherRecord, validateWeatherRecord } from 'weather-double';
import { createWeatherDouble } from 'weather-double/handlers';
import { routes } from '../../src/routes/table.js';
import { runCli } from '../support/cli.js';

async function run(...args: string[]) {
  const { code: status, stdout, stderr } = await runCli(['generate', ...args]);
  return { status, stdout, stderr, lines: stdout.split('\n').filter((line) => line !== '') };
}

describe('weather-double generate', () => {
  it('prints --count JSON lines, each a valid record, in the exact wire bytes', async () => {
    const { status, lines, stderr } = await run(
      '--count',
      '25',
      '--seed',
      '9',
      '--zip',
      '10115,de',
      '--units',
      'metric',
      '--at',
      '2024-06-01T12:00:00Z',
    );
    expect(stderr).toBe('');
    expect(status).toBe(0);
    expect(lines).toHaveLength(25);
    for (const line of lines) {
      const record = JSON.parse(line);
      const result = validateWeatherRecord(record);
      expect(result.ok ? [] : result.issues).toEqual([]);
      expect(serializeWeatherRecord(record)).toBe(line);
      expect(record.name).toBe('Berlin');
    }
    // The library gives the same bytes: the last line is the observation at --at.
    const expected = createWeatherGenerator({ seed: 9 }).record({
      zip: '10115,de',
      units: 'metric',
      at: Date.parse('2024-06-01T12:00:00Z'),
    });
    expect(lines.at(-1)).toBe(serializeWeatherRecord(expected));
  });

  it('is deterministic for a seed and --at (Unix seconds or ISO), and differs between seeds', async () => {
    const a = await run('--count', '3', '--seed', '5', '--at', '1717243200');
    const b = await run('--count', '3', '--seed', '5', '--at', '2024-06-01T12:00:00Z');
    const c = await run('--count', '3', '--seed', '6', '--at', '1717243200');
    expect(a.status).toBe(0);
    expect(a.stdout).toBe(b.stdout);
    expect(c.stdout).not.toBe(a.stdout);
  });

  it('defaults to one record for 94040,us in standard units', async () => {
    const { status, lines } = await run('--at', '1717243200');
    expect(status).toBe(0);
    expect(lines).toHaveLength(1);
    const record = JSON.parse(lines[0]!);
    expect([record.name, record.sys.country]).toEqual(['Mountain View', 'US']);
    expect(record.main.temp).toBeGreaterThan(200); // kelvin
  });

  it('prints its help', async () => {
    const { status, stdout } = await run('--help');
    expect(status).toBe(0);
    expect(stdout).toContain('Usage: weather-double generate [options]');
    expect(stdout).toContain('--count N');
  });

  it('lists in its help every kind the route table declares, one a line with its route', async () => {
    const { stdout } = await run('--help');
    const kinds = routes.flatMap((route) => (route.cli === undefined ? [] : [[route.cli.name, route.path]]));
    expect(kinds.map(([name]) => name)).toEqual([
      'forecast',
      'daily',
      'hourly',
      'onecall',
      'air-pollution',
      'uvi',
    ]);
    const lines = stdout.split('\n').filter((line) => line.startsWith(' '.repeat(18)));
    expect(lines.map((line) => line.trim().split(/ +/).slice(0, 3))).toEqual(
      kinds.map(([name, path]) => [name, 'GET', `${path},`]),
    );
    expect(stdout).toContain('forecast       GET /data/2.5/forecast, --cnt 1 to 40 (default 40)');
    expect(stdout).toContain('onecall        GET /data/3.0/onecall, --lat and --lon only');
  });

  it('exits 2 with the message for a bad flag', async () => {
    const unknown = await run('--bogus');
    expect(unknown.status).toBe(2);
    expect(unknown.stdout).toBe('');
    expect(unknown.stderr).toBe(
      "[weather-double] Unknown option --bogus for 'weather-double generate'. Allowed options: --kind, --cnt, --count, --seed, --units, --zip, --lat, --lon, --q, --id, --at, --shape, --help.\n",
    );
    const count = await run('--count', '0');
    expect(count.status).toBe(2);
    expect(count.stderr).toBe(
      '[weather-double] Invalid option --count: expected an integer from 1 to 100000, got "0".\n',
    );
    const units = await run('--units', 'kelvin');
    expect(units.status).toBe(2);
    expect(units.stderr).toBe(
      '[weather-double] Invalid option --units: expected one of standard, metric, imperial, got "kelvin".\n',
    );
    const at = await run('--at', 'yesterday');
    expect(at.status).toBe(2);
    expect(at.stderr).toBe(
      '[weather-double] Invalid option --at: expected an ISO 8601 date-time (2024-06-01T12:00:00Z) or Unix seconds (1717243200) between 1970-01-01T00:10:00Z and 2100-01-01, got "yesterday".\n',
    );
  });

  it('prints the records of a place given by name, ID or coordinates: one place, one weather', async () => {
    const at = ['--at', '2024-06-01T12:00:00Z', '--seed', '3'];
    const byName = await run('--q', 'London,GB', ...at);
    const byId = await run('--id', '2643743', ...at);
    const byCoordinates = await run('--lat', '51.5085', '--lon=-0.1257', ...at);
    for (const result of [byName, byId, byCoordinates]) {
      expect(result.status).toBe(0);
      expect(result.stderr).toBe('');
    }
    const [name, id, coordinates] = [byName, byId, byCoordinates].map((r) => JSON.parse(r.stdout));
    expect(name).toMatchObject({ id: 2643743, name: 'London', sys: { country: 'GB' } });
    expect(id).toEqual(name);
    // The same place reached by its coordinates: the same weather, the coordinates as given.
    expect(coordinates).toEqual({ ...name, coord: { lon: -0.1257, lat: 51.5085 } });
  });

  it('exits 2 naming the flag for a bad or ambiguous place', async () => {
    const cases: [string[], string][] = [
      [
        ['--zip', '94040', '--q', 'London'],
        'Invalid options --zip, --q: give one place, --zip, --lat with --lon, --q or --id.',
      ],
      [
        ['--lat', 'north', '--lon', '1'],
        'Invalid option --lat: expected a number of decimal degrees, got "north".',
      ],
      [
        ['--lat', '91', '--lon', '0'],
        'Invalid option --lat: expected a latitude in degrees from -90 to 90, got 91.',
      ],
      [['--lat', '5'], 'Missing option --lon: --lat needs --lon with it (e.g. --lat 51.5085 --lon -0.1257).'],
      [['--lon', '5'], 'Missing option --lat: --lon needs --lat with it (e.g. --lat 51.5085 --lon -0.1257).'],
      [
        ['--zip', '00000'],
        'No place has the postal code "00000": a code of only zeros (such as 00000) never exists. Give a code that exists (e.g. --zip 94040), or pin this one in code: createWeatherGenerator({ places }) (generate takes no places).',
      ],
      [['--id', '0'], 'Invalid option --id: expected an integer from 1 to 9007199254740991, got "0".'],
    ];
    for (const [args, message] of cases) {
      const result = await run(...args);
      expect(result.status, args.join(' ')).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr).toBe(`[weather-double] ${message}\n`);
    }
  });

  it('exits 2 explaining the rule for a postal code that does not exist', async () => {
    const { status, stderr, stdout } = await run('--zip', '00000');
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain(
      '[weather-double] No place has the postal code "00000": a code of only zeros (such as 00000) never exists.',
    );
  });

  it('prints one answer of every kind (--kind), the bytes the route answers at --at', async () => {
    const at = '2024-06-01T12:34:00Z';
    const double = createWeatherDouble({ seed: 4, now: () => Date.parse(at) });
    const route = async (target: string) => {
      const response = await getResponse(
        double.handlers,
        new Request(`https://api.openweathermap.org${target}&appid=k`),
      );
      return `${await response!.text()}\n`;
    };
    const kinds = [
      [['--kind', 'forecast', '--cnt', '8', '--zip', '10115,de'], '/data/2.5/forecast?zip=10115,de&cnt=8'],
      [
        ['--kind', 'daily', '--cnt', '16', '--q', 'London,GB', '--units', 'metric'],
        '/data/2.5/forecast/daily?q=London,GB&cnt=16&units=metric',
      ],
      [['--kind', 'daily', '--id', '2643743'], '/data/2.5/forecast/daily?id=2643743'],
      [
        ['--kind', 'hourly', '--lat', '48.85', '--lon', '2.35', '--units', 'imperial'],
        '/data/2.5/forecast/hourly?lat=48.85&lon=2.35&units=imperial',
      ],
      [
        ['--kind', 'onecall', '--lat', '51.5085', '--lon', '-0.1257'],
        '/data/3.0/onecall?lat=51.5085&lon=-0.1257',
      ],
      [
        ['--kind', 'air-pollution', '--lat', '51.5085', '--lon', '-0.1257'],
        '/data/2.5/air_pollution?lat=51.5085&lon=-0.1257',
      ],
      [['--kind', 'uvi', '--lat', '51.5085', '--lon', '-0.1257'], '/data/2.5/uvi?lat=51.5085&lon=-0.1257'],
    ] as const;
    for (const [args, target] of kinds) {
      const { status, stdout, stderr } = await run(...args, '--seed', '4', '--at', at);
      expect(stderr, target).toBe('');
      expect(status, target).toBe(0);
      expect(stdout, target).toBe(await route(target));
    }
  });

  it('refuses a kind it does not know, --cnt out of range or without a forecast, and One Call without coordinates', async () => {
    const cases = [
      [
        ['--kind', 'tiles'],
        'Invalid option --kind: expected one of weather, forecast, daily, hourly, onecall, air-pollution, uvi, got "tiles".',
      ],
      [['--kind', 'daily', '--cnt', '17'], 'Invalid option --cnt'],
      [['--cnt', '3'], 'Invalid option --cnt: give it with --kind forecast, daily or hourly.'],
      [
        ['--kind', 'onecall', '--zip', '94040'],
        'Missing options --lat and --lon: --kind onecall takes coordinates only',
      ],
      [['--kind', 'forecast', '--count', '2'], 'Invalid option --count: --kind forecast prints one answer'],
    ] as const;
    for (const [args, message] of cases) {
      const { status, stdout, stderr } = await run(...args);
      expect(status, args.join(' ')).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).toContain(message);
    }
  });
});
