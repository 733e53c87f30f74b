import { once } from 'node:events';
import { readVariants, type VariantDraws } from '../core/variants.js';
import { WeatherDoubleError } from '../errors.js';
import type { LocationQuery } from '../places/query.js';
import { createWeatherGenerator, type WeatherGenerator } from '../routes/generator.js';
import { serializeWeatherRecord } from '../routes/public.js';
import type { CliFlagValues, CliKind, RouteVariants, VariantSetting } from '../routes/route.js';
import { routeTable } from '../routes/table.js';
import type { Units } from '../service/vocabulary.js';
import { UNIT_SYSTEMS } from '../service/vocabulary.js';
import { integerFlag, parseCommandArgs, shapeFlag, timeFlag } from './args.js';
import type { Command } from './index.js';
import {
  KIND_FLAG_NAMES,
  KINDS,
  kindFlagOptions,
  kindFlagsHelp,
  kindFlagValues,
  kindsHelp,
  RECORDS,
} from './kinds.js';
import { variantsFlag } from './resilience-flags.js';

/** The command's options: `--kind`, the kinds' own flags (`--cnt`, `--dt`, … from the table), the rest. */
const options = {
  kind: { type: 'string' },
  ...kindFlagOptions,
  count: { type: 'string' },
  seed: { type: 'string' },
  units: { type: 'string' },
  zip: { type: 'string' },
  lat: { type: 'string' },
  lon: { type: 'string' },
  q: { type: 'string' },
  id: { type: 'string' },
  at: { type: 'string' },
  shape: { type: 'string' },
  variants: { type: 'string' },
  'variants-seed': { type: 'string' },
} as const;

const UNITS: readonly Units[] = UNIT_SYSTEMS;

/** The records' variants: the weather route's. */
const WEATHER_VARIANTS = routeTable.weather.variants;

const help = `Usage: weather-double generate [options]

Prints current weather records as JSON lines (one record per line, the exact bytes the service
sends): COUNT consecutive observations at one place, 10 minutes apart, oldest first, the last one
being the observation at --at. Every record passes validateWeatherRecord; the same seed, zip, units
and --at always print the same bytes. With --kind, one answer of another route at --at, as the
double answers that route: the same world as the records. Each kind takes the place it says and
the flags listed under it (a required one it needs).

Options:
  --kind K      ${RECORDS} (the records) or one answer of a route:         Default: ${RECORDS}
${kindsHelp()}
${kindFlagsHelp()}
  --count N     How many records, 1 to 100000.                          Default: 1
  --seed N      Seed of the generator, 0 to 4294967295.                 Default: 0
  --units U     standard (kelvin, m/s), metric (°C, m/s) or
                imperial (°F, mph).                                     Default: standard
  --zip Z       Postal code, "code" or "code,CC" (no country: US).      Default: 94040,us
  --lat N --lon N
                Coordinates, decimal degrees: the nearest city's ID
                and name, the coordinates as given (--lon -0.1257
                and --lon=-0.1257 alike).
  --q NAME      City name, "city", "city,CC" or "city,ST,CC".
  --id N        City ID (GeoNames), e.g. 2643743.
                Give one place: --zip, --lat with --lon, --q or --id.
  --at T        Time of the last observation: an ISO 8601 date-time
                (2024-06-01T12:00:00Z) or Unix seconds (1717243200).    Default: now
  --shape S     specification (the specification's record) or current
                (the record the live service sends today).              Default: specification
  --variants RATE
                Print a share RATE (0 to 1) of the records, or the one
                answer of a kind that has them (onecall), as rare real
                variants (docs/variants.md), drawn as serve draws them.  Default: none
  --variants-seed N
                Seed of the variants' draws, with --variants.           Default: --seed
  --help        Show this help.

Examples:
  weather-double generate --count 3 --seed 42 --units metric --zip 10115,de --at 2024-06-01T12:00:00Z
  weather-double generate --q London,GB --shape current
  weather-double generate --lat 51.5085 --lon -0.1257
  weather-double generate --kind daily --cnt 16 --q London,GB --units metric
  weather-double generate --kind onecall --lat 51.5085 --lon -0.1257
  weather-double generate --count 100 --variants 0.2 --variants-seed 7 --zip 94040
  weather-double generate --kind onecall-timemachine --lat 51.5085 --lon -0.1257 --dt 2024-05-01T12:00:00Z
  weather-double generate --kind onecall-day-summary --lat 51.5085 --lon -0.1257 --date 2024-06-01 --tz +01:00
  weather-double generate --kind air-pollution-history --lat 51.5085 --lon -0.1257 --start 1717200000 --end 1717221600`;

/** The location flags, as the generator's location options. */
type LocationFlags = { zip?: string; lat?: number; lon?: number; q?: string; id?: number };

/** A decimal number flag (`--lat`, `--lon`), or `undefined` when absent. */
function decimalFlag(name: string, raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  if (!/^\s*[+-]?(?:\d+\.?\d*|\.\d+)\s*$/.test(raw)) {
    throw new WeatherDoubleError(
      'INVALID_OPTION',
      `Invalid option --${name}: expected a number of decimal degrees, got ${JSON.stringify(raw)}.`,
      { path: `--${name}` },
    );
  }
  return Number(raw);
}

/** The one place the flags name: `--zip`, `--lat` with `--lon`, `--q` or `--id` (none: the default zip). */
function locationOf(values: {
  zip?: string | undefined;
  lat?: string | undefined;
  lon?: string | undefined;
  q?: string | undefined;
  id?: string | undefined;
}): LocationFlags {
  const given = (['zip', 'lat', 'lon', 'q', 'id'] as const).filter((name) => values[name] !== undefined);
  const coordinates = given.includes('lat') || given.includes('lon');
  const forms = given.filter((name) => name !== 'lat' && name !== 'lon').length + (coordinates ? 1 : 0);
  if (forms > 1) {
    throw new WeatherDoubleError(
      'INVALID_OPTION',
      `Invalid options ${given.map((name) => `--${name}`).join(', ')}: give one place, --zip, --lat with --lon, --q or --id.`,
      { path: `--${given[0]}` },
    );
  }
  if (coordinates && (values.lat === undefined || values.lon === undefined)) {
    const missing = values.lat === undefined ? 'lat' : 'lon';
    const given = missing === 'lat' ? 'lon' : 'lat';
    throw new WeatherDoubleError(
      'INVALID_OPTION',
      `Missing option --${missing}: --${given} needs --${missing} with it (e.g. --lat 51.5085 --lon -0.1257).`,
      { path: `--${missing}` },
    );
  }
  const lat = decimalFlag('lat', values.lat);
  const lon = decimalFlag('lon', values.lon);
  const id = integerFlag('id', values.id, 1, Number.MAX_SAFE_INTEGER);
  return {
    ...(values.zip === undefined ? {} : { zip: values.zip }),
    ...(lat === undefined ? {} : { lat }),
    ...(lon === undefined ? {} : { lon }),
    ...(values.q === undefined ? {} : { q: values.q }),
    ...(id === undefined ? {} : { id }),
  };
}

/** A generator's or kind's error about a location option or a kind's flag, named as the flag the user typed. */
function asFlagError(error: unknown): unknown {
  if (!(error instanceof WeatherDoubleError)) return error;
  // The library's advice (pin the code with createWeatherGenerator({ places })) is no use here:
  // the command takes no places.
  const pinAdvice = error.message.indexOf(' To make it exist, pin it:');
  if (pinAdvice !== -1) {
    return new WeatherDoubleError(
      error.code,
      `${error.message.slice(0, pinAdvice).replace(/^\[weather-double\] /, '')} Give a code that exists (e.g. --zip 94040), or pin this one in code: createWeatherGenerator({ places }) (generate takes no places).`,
      { path: '--zip', cause: error },
    );
  }
  if (error.code !== 'INVALID_OPTION') return error;
  const path = error.path ?? '';
  if (!['zip', 'lat', 'lon', 'q', 'id', ...KIND_FLAG_NAMES].includes(path)) return error;
  return new WeatherDoubleError(
    'INVALID_OPTION',
    error.message.replace(/^\[weather-double\] /, '').replace(`option ${path}`, `option --${path}`),
    { path: `--${path}`, cause: error },
  );
}

/** Writes to stdout, waiting for it to drain when its buffer is full. */
async function write(text: string): Promise<void> {
  if (!process.stdout.write(text)) await once(process.stdout, 'drain');
}

/** The `--kind` flag, checked: the records (`RECORDS`, `undefined`) or one of the table's `KINDS`. */
function kindFlag(raw: string | undefined): CliKind | undefined {
  if (raw === undefined || raw === RECORDS) return undefined;
  const found = KINDS.find(({ kind }) => kind.name === raw);
  if (found === undefined) {
    const names = [RECORDS, ...KINDS.map(({ kind }) => kind.name)];
    throw new WeatherDoubleError(
      'INVALID_OPTION',
      `Invalid option --kind: expected one of ${names.join(', ')}, got ${JSON.stringify(raw)}.`,
      { path: '--kind' },
    );
  }
  return found.kind;
}

/** One answer of `kind` at `at` (milliseconds), in its exact bytes. */
function answerOf(
  kind: CliKind,
  generator: WeatherGenerator<'specification' | 'current'>,
  request: { location: LocationFlags; units: Units; at: number; flags: CliFlagValues },
): string {
  const { units, at, flags } = request;
  const options = { units, at, flags };
  // The flags name one place (locationOf): the generator checks the form as for records.
  if (!kind.coordinatesOnly) return kind.print(generator, request.location as LocationQuery, options);
  const { lat, lon } = request.location;
  if (lat === undefined || lon === undefined) {
    throw new WeatherDoubleError(
      'INVALID_OPTION',
      `Missing options --lat and --lon: --kind ${kind.name} takes coordinates only (e.g. --lat 51.5085 --lon -0.1257).`,
      { path: '--lat' },
    );
  }
  return kind.print(generator, { lat, lon }, options);
}

/**
 * A body with a rare variant when the draw for `identity` asks for one (`--variants`): the route's
 * variants that apply to it, one picked by the draw; the body itself otherwise.
 */
function withDrawnVariant(
  body: string,
  identity: string,
  variants: RouteVariants | undefined,
  draws: VariantDraws | undefined,
  setting: VariantSetting,
): string {
  const pick = variants === undefined ? undefined : draws?.draw(identity);
  if (pick === undefined || variants === undefined) return body;
  const of = variants.of(body, setting, undefined);
  const name = pick(of.names);
  return name === null ? body : of.write(name);
}

/** `weather-double generate`: JSON lines of generated records on stdout. */
export const generateCommand: Command = {
  summary: 'Print generated weather records as JSON lines',
  help,
  async run(argv) {
    const values = parseCommandArgs('generate', argv, options);
    const count = integerFlag('count', values.count, 1, 100_000) ?? 1;
    const seed = integerFlag('seed', values.seed, 0, 4_294_967_295) ?? 0;
    const units = (values.units ?? 'standard') as Units;
    if (!UNITS.includes(units)) {
      throw new WeatherDoubleError(
        'INVALID_OPTION',
        `Invalid option --units: expected one of ${UNITS.join(', ')}, got ${JSON.stringify(values.units)}.`,
        { path: '--units' },
      );
    }
    const at = timeFlag('at', values.at);
    const shape = shapeFlag(values.shape) ?? 'specification';
    const generator = createWeatherGenerator<'specification' | 'current'>({ seed, shape });
    const location = locationOf(values);
    const variantOptions = variantsFlag(
      values.variants,
      integerFlag('variants-seed', values['variants-seed'], 0, 4_294_967_295),
    );
    const draws = readVariants(variantOptions, seed, '--variants');
    const setting = { units, shape };
    const kind = kindFlag(values.kind);
    const flags = kindFlagValues(kind, values);
    if (kind !== undefined) {
      if (values.count !== undefined) {
        throw new WeatherDoubleError(
          'INVALID_OPTION',
          `Invalid option --count: --kind ${kind.name} prints one answer${kind.flags?.some((flag) => flag.name === 'cnt') ? ' (give its count with --cnt)' : ''}.`,
          { path: '--count' },
        );
      }
      // Without --at, the kinds' clock is the time the command runs, as the records' is.
      const clock = at ?? Date.now();
      try {
        const body = answerOf(kind, generator, { location, units, at: clock, flags });
        const variants = KINDS.find((row) => row.kind === kind)?.variants;
        await write(`${withDrawnVariant(body, kind.name, variants, draws, setting)}\n`);
      } catch (error) {
        throw asFlagError(error);
      }
      return 0;
    }
    let records: ReturnType<typeof generator.records>;
    try {
      records = generator.records(count, { ...location, units, at } as Parameters<
        typeof generator.records
      >[1]);
    } catch (error) {
      throw asFlagError(error);
    }
    const batch: string[] = [];
    for (const [index, record] of records.entries()) {
      batch.push(
        withDrawnVariant(serializeWeatherRecord(record), `record ${index}`, WEATHER_VARIANTS, draws, setting),
      );
      if (batch.length === 1000) {
        await write(`${batch.join('\n')}\n`);
        batch.length = 0;
      }
    }
    if (batch.length > 0) await write(`${batch.join('\n')}\n`);
    return 0;
  },
};
