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

/** The moment and seed the kinds are printed at, and the double answering the same. */
const KIND_AT = '2024-06-01T12:34:00Z';

/**
 * One case of each kind (and more for its flags): the command's arguments (split at spaces), and
 * the request whose answer the double gives in the same bytes at {@link KIND_AT}. Each route family
 * is one test.
 */
const KIND_CASES: readonly (readonly [string, string])[] = [
  ['--kind forecast --cnt 8 --zip 10115,de', '/data/2.5/forecast?zip=10115,de&cnt=8'],
  [
    '--kind daily --cnt 16 --q London,GB --units metric',
    '/data/2.5/forecast/daily?q=London,GB&cnt=16&units=metric',
  ],
  ['--kind daily --id 2643743', '/data/2.5/forecast/daily?id=2643743'],
  [
    '--kind hourly --lat 48.85 --lon 2.35 --units imperial',
    '/data/2.5/forecast/hourly?lat=48.85&lon=2.35&units=imperial',
  ],
  ['--kind climate --q London,GB --units metric', '/data/2.5/forecast/climate?q=London,GB&units=metric'],
  ['--kind climate --zip 94040,us --cnt 3', '/data/2.5/forecast/climate?zip=94040,us&cnt=3'],
  ['--kind onecall --lat 51.5085 --lon -0.1257', '/data/3.0/onecall?lat=51.5085&lon=-0.1257'],
  ['--kind air-pollution --lat 51.5085 --lon -0.1257', '/data/2.5/air_pollution?lat=51.5085&lon=-0.1257'],
  ['--kind uvi --lat 51.5085 --lon -0.1257', '/data/2.5/uvi?lat=51.5085&lon=-0.1257'],
  [
    '--kind onecall-timemachine --lat 52.2297 --lon 21.0122 --dt 1645888976',
    '/data/3.0/onecall/timemachine?lat=52.2297&lon=21.0122&dt=1645888976',
  ],
  // An ISO --dt is the same moment as its Unix seconds; the span ends 4 days after --at.
  [
    '--kind onecall-timemachine --lat 51.5085 --lon -0.1257 --dt 2024-06-05T12:00:00Z',
    '/data/3.0/onecall/timemachine?lat=51.5085&lon=-0.1257&dt=1717588800',
  ],
  [
    '--kind onecall-day-summary --lat 51.5085 --lon -0.1257 --date 2024-05-20',
    '/data/3.0/onecall/day_summary?lat=51.5085&lon=-0.1257&date=2024-05-20',
  ],
  [
    '--kind onecall-day-summary --lat 40.7128 --lon -74.006 --date 2024-06-01 --tz -05:00 --units imperial',
    '/data/3.0/onecall/day_summary?lat=40.7128&lon=-74.006&date=2024-06-01&tz=-05:00&units=imperial',
  ],
  [
    '--kind onecall-overview --lat 51.5085 --lon -0.1257 --units metric',
    '/data/3.0/onecall/overview?lat=51.5085&lon=-0.1257&units=metric',
  ],
  [
    '--kind onecall-overview --lat 51.5085 --lon -0.1257 --date 2024-06-02',
    '/data/3.0/onecall/overview?lat=51.5085&lon=-0.1257&date=2024-06-02',
  ],
  [
    '--kind air-pollution-forecast --lat 51.5085 --lon -0.1257',
    '/data/2.5/air_pollution/forecast?lat=51.5085&lon=-0.1257',
  ],
  [
    '--kind air-pollution-history --lat 51.5085 --lon -0.1257 --start 2024-06-01T00:00:00Z --end 1717221600',
    '/data/2.5/air_pollution/history?lat=51.5085&lon=-0.1257&start=1717200000&end=1717221600',
  ],
  [
    '--kind uvi-forecast --lat 51.5085 --lon -0.1257 --cnt 3',
    '/data/2.5/uvi/forecast?lat=51.5085&lon=-0.1257&cnt=3',
  ],
  ['--kind uvi-forecast --lat 51.5085 --lon -0.1257', '/data/2.5/uvi/forecast?lat=51.5085&lon=-0.1257'],
  [
    '--kind uvi-history --lat 51.5085 --lon -0.1257 --start 1716940800 --end 2024-06-10T00:00:00Z',
    '/data/2.5/uvi/history?lat=51.5085&lon=-0.1257&start=1716940800&end=1717977600',
  ],
  [
    '--kind uvi-history --lat 51.5085 --lon -0.1257 --start 1716940800 --end 1717977600 --cnt 2',
    '/data/2.5/uvi/history?lat=51.5085&lon=-0.1257&start=1716940800&end=1717977600&cnt=2',
  ],
  // The History API: any place but a postal code; without --start, the hours up to --at's.
  [
    '--kind history-city --q London,GB --start 2024-06-01T00:00:00Z --end 1717221600',
    '/data/2.5/history/city?q=London,GB&start=1717200000&end=1717221600',
  ],
  [
    '--kind history-city --id 2643743 --start 1717200000 --cnt 3 --units metric',
    '/data/2.5/history/city?id=2643743&start=1717200000&cnt=3&units=metric',
  ],
  ['--kind history-city --lat 41.85 --lon -87.65', '/data/2.5/history/city?lat=41.85&lon=-87.65&type=hour'],
  ['--kind history-city', '/data/2.5/history/city?q=Mountain%20View,US'],
  // The statistics: no clock; 29 February by /day.
  ['--kind aggregated-year --q London,GB', '/data/2.5/aggregated/year?q=London,GB'],
  [
    '--kind aggregated-month --lat 35 --lon 139 --month 2',
    '/data/2.5/aggregated/month?lat=35&lon=139&month=2',
  ],
  [
    '--kind aggregated-day --id 2643743 --month 2 --day 29',
    '/data/2.5/aggregated/day?id=2643743&month=2&day=29',
  ],
  // The accumulated parameters: --threshold a decimal number.
  [
    '--kind accumulated-temperature --q London,GB --start 2024-05-01T00:00:00Z --end 1717200000 --threshold 284.5',
    '/data/2.5/history/accumulated_temperature?q=London,GB&start=1714521600&end=1717200000&threshold=284.5',
  ],
  [
    '--kind accumulated-precipitation --lat 51.5 --lon -0.1 --start 1714521600 --end 1717200000',
    '/data/2.5/history/accumulated_precipitation?lat=51.5&lon=-0.1&start=1714521600&end=1717200000',
  ],
  // One Call 4.0: the links without `appid` (the command has no key; see expectRouteBytes).
  [
    '--kind onecall4-current --lat 51.5085 --lon -0.1257',
    '/data/4.0/onecall/current?lat=51.5085&lon=-0.1257',
  ],
  [
    '--kind onecall4-1min --lat 51.5085 --lon -0.1257 --cnt 5',
    '/data/4.0/onecall/timeline/1min?lat=51.5085&lon=-0.1257&cnt=5',
  ],
  [
    '--kind onecall4-15min --lat 51.5085 --lon -0.1257',
    '/data/4.0/onecall/timeline/15min?lat=51.5085&lon=-0.1257',
  ],
  [
    '--kind onecall4-1h --lat 51.5085 --lon -0.1257 --start 2024-05-31T00:00:00Z --cnt 3 --units metric',
    '/data/4.0/onecall/timeline/1h?lat=51.5085&lon=-0.1257&start=1717113600&cnt=3&units=metric',
  ],
  [
    '--kind onecall4-1day --lat 33.45 --lon -112.07 --cnt 2',
    '/data/4.0/onecall/timeline/1day?lat=33.45&lon=-112.07&cnt=2',
  ],
  // A weather station's history: its city ID, hours by default, ticks or days.
  ['--kind station-history --id 2643743', '/data/2.5/history/station?id=2643743'],
  [
    '--kind station-history --id 2643743 --type tick --cnt 3',
    '/data/2.5/history/station?id=2643743&type=tick&cnt=3',
  ],
  [
    '--kind station-history --id 5375480 --type day --start 2024-05-20T00:00:00Z --end 2024-05-25T00:00:00Z',
    '/data/2.5/history/station?id=5375480&type=day&start=1716163200&end=1716595200',
  ],
  // The retired Air Pollution API 1.0: now (`current`), or a UTC day (`{date}Z`).
  ['--kind pollution-co --lat 51.5085 --lon -0.1257', '/pollution/v1/co/51.5085,-0.1257/current.json?'],
  ['--kind pollution-o3 --lat 0 --lon 10 --date 2024-05-20', '/pollution/v1/o3/0,10/2024-05-20Z.json?'],
  ['--kind pollution-no2 --lat 45 --lon 9 --date 2024-06-01', '/pollution/v1/no2/45,9/2024-06-01Z.json?'],
  ['--kind pollution-so2 --lat -33.87 --lon 151.21', '/pollution/v1/so2/-33.87,151.21/current.json?'],
];

/** The cases of the kinds whose name passes `which`. */
function casesOf(which: (name: string) => boolean) {
  return KIND_CASES.filter(([args]) => which(args.split(' ')[1] as string));
}

/** Runs each case and expects the exact bytes the double answers to its request at {@link KIND_AT}. */
async function expectRouteBytes(cases: readonly (readonly [string, string])[]) {
  const double = createWeatherDouble({ seed: 4, now: () => Date.parse(KIND_AT) });
  for (const [args, target] of cases) {
    const response = await getResponse(
      double.handlers,
      new Request(`https://api.openweathermap.org${target}&appid=k`),
    );
    const { status, stdout, stderr } = await run(...args.split(' '), '--seed', '4', '--at', KIND_AT);
    expect(stderr, target).toBe('');
    expect(status, target).toBe(0);
    // One Call 4.0's `prev` and `next` carry the request's key; the command's carry none.
    expect(stdout, target).toBe(`${(await response!.text()).replaceAll('&appid=k', '')}\n`);
  }
}

/**
 * Runs each case (its arguments, a list or split at spaces, then `more`) and expects exit 2, nothing
 * on stdout and exactly its message on stderr.
 */
async function expectRefusals(
  cases: readonly (readonly [string | readonly string[], string])[],
  more: readonly string[] = [],
) {
  for (const [given, message] of cases) {
    const args = typeof given === 'string' ? given.split(' ') : given;
    const { status, stdout, stderr } = await run(...args, ...more);
    expect(stderr, args.join(' ')).toBe(`[weather-double] ${message}\n`);
    expect(status).toBe(2);
    expect(stdout).toBe('');
  }
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
      'onecall-timemachine',
      'onecall-day-summary',
      'onecall-overview',
      'air-pollution',
      'air-pollution-forecast',
      'air-pollution-history',
      'uvi',
      'uvi-forecast',
      'uvi-history',
      'history-city',
      'climate',
      'aggregated-year',
      'aggregated-month',
      'aggregated-day',
      'accumulated-temperature',
      'accumulated-precipitation',
      'onecall4-current',
      'onecall4-1min',
      'onecall4-15min',
      'onecall4-1h',
      'onecall4-1day',
      'station-history',
      'pollution-co',
      'pollution-o3',
      'pollution-no2',
      'pollution-so2',
    ]);
    const lines = stdout.split('\n').filter((line) => /^ {18}\S/.test(line));
    expect(lines.map((line) => line.trim().split(/ +/))).toEqual(
      kinds.map(([name, path]) => [name, 'GET', path]),
    );
    // Under each kind: the place it takes, then each of its flags (from its row's `cli.flags`).
    expect(stdout).toContain(
      [
        '                  forecast                  GET /data/2.5/forecast',
        '                    any place',
        '                    --cnt N    3-hour slots, 1 to 40 (default 40)',
        '                  daily ',
      ].join('\n'),
    );
    expect(stdout).toContain(
      [
        '                  onecall-day-summary       GET /data/3.0/onecall/day_summary',
        '                    --lat and --lon only',
        '                    --date D   required: the date, from 1979-01-02 to 18 months after --at',
        "                    --tz Z     the UTC offset of its clock; default the place's that day",
        '                  onecall-overview ',
      ].join('\n'),
    );
    // The kinds' flags, one entry per type of value, each flag once.
    expect(stdout).toContain(
      '  --cnt N, --month N, --day N\n                A whole number (how many slots, days, hours;\n                a month, a day): see --kind.\n',
    );
    expect(stdout).toContain('  --dt T, --start T, --end T\n                A moment: an ISO 8601 date-time');
    expect(stdout).toContain('  --date D      A date, YYYY-MM-DD (2024-06-01). See --kind.\n');
    expect(stdout).toContain('  --tz Z        A UTC offset, ±HH:MM (+02:00, -05:00). See --kind.\n');
    expect(stdout).toContain('  --threshold X\n                A decimal number (284, 0.5). See --kind.\n');
    // A required whole number shows no default.
    expect(stdout).toContain('--month N  required: the month of the year, 1 to 12\n');
  });

  it('exits 2 with the message for a bad flag', async () => {
    const unknown = await run('--bogus');
    expect(unknown.status).toBe(2);
    expect(unknown.stdout).toBe('');
    expect(unknown.stderr).toBe(
      "[weather-double] Unknown option --bogus for 'weather-double generate'. Allowed options: --kind, --cnt, --dt, --date, --tz, --start, --end, --month, --day, --threshold, --type, --count, --seed, --units, --zip, --lat, --lon, --q, --id, --at, --shape, --variants, --variants-seed, --help.\n",
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
    await expectRefusals(cases);
  });

  it('exits 2 explaining the rule for a postal code that does not exist', async () => {
    const { status, stderr, stdout } = await run('--zip', '00000');
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain(
      '[weather-double] No place has the postal code "00000": a code of only zeros (such as 00000) never exists.',
    );
  });

  it('prints one answer of every forecast kind (--kind), the bytes the route answers at --at', async () => {
    await expectRouteBytes(casesOf((name) => ['forecast', 'daily', 'hourly', 'climate'].includes(name)));
  });

  it('prints One Call and its timemachine (--kind onecall, onecall-timemachine) as the routes answer', async () => {
    await expectRouteBytes(casesOf((name) => name === 'onecall' || name === 'onecall-timemachine'));
  });

  it("prints One Call's day summary and overview as the routes answer", async () => {
    await expectRouteBytes(casesOf((name) => name === 'onecall-day-summary' || name === 'onecall-overview'));
  });

  it('prints the air pollution kinds as the routes answer', async () => {
    await expectRouteBytes(casesOf((name) => name.startsWith('air-pollution')));
  });

  it('prints the UV index kinds as the routes answer', async () => {
    await expectRouteBytes(casesOf((name) => name.startsWith('uvi')));
  });

  it('prints the city history (--kind history-city) as the route answers', async () => {
    await expectRouteBytes(casesOf((name) => name === 'history-city'));
  });

  it('prints the statistics and accumulated kinds as the routes answer', async () => {
    await expectRouteBytes(
      casesOf((name) => name.startsWith('aggregated') || name.startsWith('accumulated')),
    );
  });

  it('prints the One Call 4.0 kinds as the routes answer', async () => {
    await expectRouteBytes(casesOf((name) => name.startsWith('onecall4')));
  });

  it('prints a weather station’s history (--kind station-history) as the route answers, by city ID only', async () => {
    await expectRouteBytes(casesOf((name) => name === 'station-history'));
    await expectRefusals(
      [
        [
          '--kind station-history --q London,GB',
          'Invalid option --id: expected a station: a city ID (--kind station-history takes --id only), got "--q".',
        ],
        [
          '--kind station-history --id 2643743 --type week',
          'Invalid option --type: expected one of tick, hour or day, got "week".',
        ],
        [
          '--kind station-history --id 2643743 --cnt 200',
          'Invalid option --cnt: expected an integer from 1 to 168 (hour records at most), got 200.',
        ],
      ],
      ['--at', KIND_AT],
    );
  });

  it('prints the retired Air Pollution API 1.0 kinds as the routes answer, and refuses a day without a sample', async () => {
    await expectRouteBytes(casesOf((name) => name.startsWith('pollution')));
    await expectRefusals(
      [
        [
          '--kind pollution-co --lat 45 --lon 9 --date 2024-06-08',
          'Invalid option --date: expected a UTC day from 2016-01-01 to the day of --at, got "2024-06-08".',
        ],
        [
          '--kind pollution-o3 --lat 45 --lon 9 --date 2015-12-31',
          'Invalid option --date: expected a UTC day from 2016-01-01 to the day of --at, got "2015-12-31".',
        ],
      ],
      ['--at', KIND_AT],
    );
  });

  it('exits 2 naming the flag for a statistics day, a threshold or a 4.0 start the routes refuse', async () => {
    const cases = [
      [
        '--kind aggregated-month',
        'Missing option --month: --kind aggregated-month needs it, an integer from 1 to 12.',
      ],
      [
        '--kind aggregated-day --month 2 --day 30',
        'Invalid option --day: expected an integer (a day of month 2) from 1 to 29, got 30.',
      ],
      [
        '--kind accumulated-temperature --start 1714521600 --end 1717200000 --threshold warm',
        'Invalid option --threshold: expected a decimal number (284, 0.5), got "warm".',
      ],
      [
        '--kind accumulated-precipitation --start 1685577600 --end 1717200000',
        "Invalid option --end: expected a day at most 365 days after start's (1685577600), got 1717200000.",
      ],
      [
        '--kind onecall4-1h --lat 51.5085 --lon -0.1257 --start 2026-01-01T00:00:00Z',
        'Invalid option --start: expected Unix seconds from 1979-01-01T00:00:00Z to before 2024-06-03T12:00:00Z (the 1h timeline at the clock), got 1767225600.',
      ],
      [
        '--kind onecall4-1day --lat 51.5 --lon 0 --cnt 11',
        'Invalid option --cnt: expected an integer from 1 to 10, got "11".',
      ],
    ] as const;
    await expectRefusals(cases, ['--at', KIND_AT]);
  });

  it('exits 2 naming the flag for a postal code or a span the History API refuses', async () => {
    const cases = [
      [
        '--kind history-city --zip 94040',
        'Invalid option --zip: expected no postal code: the History API takes { lat, lon }, { q } or { id }, got "94040".',
      ],
      [
        '--kind history-city --id 2643743 --start 2024-06-01T00:00:00Z --end 2024-05-31T00:00:00Z',
        'Invalid option --end: expected Unix seconds at or after start (1717200000), got 1717113600.',
      ],
      [
        '--kind history-city --id 2643743 --start 2024-05-01T00:00:00Z --end 2024-05-09T00:00:00Z',
        'Invalid option --end: expected at most a week (604800 seconds) after start (1714521600), got 1715212800.',
      ],
      [
        '--kind history-city --id 2643743 --start 2023-05-01T00:00:00Z --cnt 3',
        "Invalid option --start: expected Unix seconds from 2023-06-01T12:00:00Z to 2024-06-01T12:00:00Z (a year before the clock's hour to it), got 1682899200.",
      ],
      [
        '--kind history-city --id 2643743 --cnt 170',
        'Invalid option --cnt: expected an integer from 1 to 169, got "170".',
      ],
    ] as const;
    await expectRefusals(cases, ['--at', KIND_AT]);
  });

  it('exits 2 naming the flag and what it allows for a bad --dt, --date or --tz', async () => {
    const place = ['--lat', '51.5085', '--lon', '-0.1257', '--at', KIND_AT];
    const cases = [
      [
        '--kind onecall-timemachine --dt yesterday',
        'Invalid option --dt: expected an ISO 8601 date-time (2024-06-01T12:00:00Z) or Unix seconds (1717243200) between 1970-01-01T00:10:00Z and 2100-01-01, got "yesterday".',
      ],
      [
        '--kind onecall-timemachine --dt 2024-06-10T00:00:00Z',
        'Invalid option --dt: expected a moment from 1979-01-01T00:00:00Z to 4 days after --at (2024-06-05T12:34:00Z), got "2024-06-10T00:00:00Z".',
      ],
      [
        '--kind onecall-day-summary --date 2024-6-1',
        'Invalid option --date: expected a date YYYY-MM-DD (2024-06-01) from 1970 to 2099, got "2024-6-1".',
      ],
      [
        '--kind onecall-day-summary --date 1979-01-01',
        'Invalid option --date: expected a date from 1979-01-02 to 18 months after --at (2025-12-01), got "1979-01-01".',
      ],
      [
        '--kind onecall-day-summary --date 2024-06-01 --tz -13:00',
        'Invalid option --tz: expected a UTC offset ±HH:MM (+02:00, -05:00) from -12:00 to +14:00, got "-13:00".',
      ],
      [
        '--kind onecall-overview --date 2024-06-05',
        "Invalid option --date: expected the place's today ('2024-06-01') or tomorrow ('2024-06-02'), got \"2024-06-05\".",
      ],
    ] as const;
    await expectRefusals(cases, place);
  });

  it("exits 2 for a kind's missing flag, or a flag of a kind given to another", async () => {
    const cases = [
      [
        '--kind onecall-timemachine --lat 51.5 --lon 0',
        'Missing option --dt: --kind onecall-timemachine needs it, an ISO 8601 date-time (2024-06-01T12:00:00Z) or Unix seconds (1717243200).',
      ],
      [
        '--kind air-pollution-history --lat 51.5 --lon 0 --start 1717200000',
        'Missing option --end: --kind air-pollution-history needs it, an ISO 8601 date-time (2024-06-01T12:00:00Z) or Unix seconds (1717243200).',
      ],
      [
        '--kind onecall --lat 51.5 --lon 0 --dt 1717200000',
        'Invalid option --dt: --kind onecall takes no --dt; --dt is for --kind onecall-timemachine.',
      ],
      [
        '--date 2024-06-01',
        'Invalid option --date: give it with --kind onecall-day-summary, onecall-overview, pollution-co, pollution-o3, pollution-no2 or pollution-so2.',
      ],
      [
        '--kind uvi-forecast --lat 51.5 --lon 0 --cnt 9',
        'Invalid option --cnt: expected an integer from 1 to 8, got "9".',
      ],
    ] as const;
    await expectRefusals(cases);
  });

  it('proves every kind of the table above, once a family', () => {
    const names = routes.flatMap((row) => (row.cli === undefined ? [] : [row.cli.name]));
    const families = (name: string) =>
      ['forecast', 'daily', 'hourly', 'climate'].includes(name) ||
      [
        'onecall',
        'air-pollution',
        'uvi',
        'history',
        'aggregated',
        'accumulated',
        'pollution',
        'station',
      ].some((family) => name.startsWith(family));
    // A new kind outside these families needs a test of its own above.
    expect(names.filter((name) => !families(name) || casesOf((each) => each === name).length === 0)).toEqual(
      [],
    );
  });

  it('refuses a kind it does not know, --cnt out of range or without a forecast, and One Call without coordinates', async () => {
    const cases = [
      [
        ['--kind', 'tiles'],
        'Invalid option --kind: expected one of weather, forecast, daily, hourly, onecall, onecall-timemachine, onecall-day-summary, onecall-overview, air-pollution, air-pollution-forecast, air-pollution-history, uvi, uvi-forecast, uvi-history, history-city, climate, aggregated-year, aggregated-month, aggregated-day, accumulated-temperature, accumulated-precipitation, onecall4-current, onecall4-1min, onecall4-15min, onecall4-1h, onecall4-1day, station-history, pollution-co, pollution-o3, pollution-no2, pollution-so2, got "tiles".',
      ],
      [['--kind', 'daily', '--cnt', '17'], 'Invalid option --cnt'],
      [
        ['--cnt', '3'],
        'Invalid option --cnt: give it with --kind forecast, daily, hourly, uvi-forecast, uvi-history, history-city, climate, onecall4-1min, onecall4-15min, onecall4-1h, onecall4-1day or station-history.',
      ],
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
