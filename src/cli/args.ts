import { type ParseArgsConfig, parseArgs } from 'node:util';
import { WeatherDoubleError } from '../errors.js';

/** The options of one CLI command, in `node:util` parseArgs form. */
export type CommandOptions = NonNullable<ParseArgsConfig['options']>;

/** The parsed values of a command's options: strings, booleans, or arrays of them for `multiple`. */
export type CommandValues<O extends CommandOptions> = {
  [K in keyof O]?: O[K]['type'] extends 'boolean'
    ? O[K]['multiple'] extends true
      ? boolean[]
      : boolean
    : O[K]['multiple'] extends true
      ? string[]
      : string;
};

/** A negative number as typed on a command line (`-5`, `-0.1257`, `-.5`), or a UTC offset west (`-05:00`). */
const NEGATIVE_NUMBER = /^-(?:(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?|\d{2}:\d{2})$/i;

/**
 * Joins a value-taking flag and a negative number (or offset) after it (`--count -5`,
 * `--tz -05:00`) into one argument (`--count=-5`), so the flag's own check reads the value and names
 * the allowed range, where `node:util` parseArgs would refuse the pair as ambiguous. A negative
 * number is never a flag of ours, so nothing else changes.
 * @internal
 */
function joinNegativeValues(argv: readonly string[], options: CommandOptions): string[] {
  const joined: string[] = [];
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] as string;
    const next = argv[index + 1];
    const name = arg.startsWith('--') ? arg.slice(2) : undefined;
    if (
      name !== undefined &&
      Object.hasOwn(options, name) &&
      options[name]?.type === 'string' &&
      next !== undefined &&
      NEGATIVE_NUMBER.test(next)
    ) {
      joined.push(`${arg}=${next}`);
      index += 1;
    } else {
      joined.push(arg);
    }
  }
  return joined;
}

/**
 * Parses a command's arguments strictly: an unknown flag, a missing value or a stray positional
 * argument is an `INVALID_OPTION` error that names the flag and lists the allowed ones.
 */
export function parseCommandArgs<const O extends CommandOptions>(
  command: string,
  argv: string[],
  options: O,
) {
  const allowed = Object.keys(options)
    .map((name) => `--${name}`)
    .join(', ');
  try {
    return parseArgs({
      args: joinNegativeValues(argv, options),
      options,
      strict: true,
      allowPositionals: false,
    }).values as CommandValues<O>;
  } catch (error) {
    const code = (error as { code?: string }).code;
    const message = (error as Error).message;
    const flag = /'(-{1,2}[^'\s]+)/.exec(message)?.[1] ?? '';
    const what =
      code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION'
        ? `Unknown option ${flag}`
        : code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL'
          ? `Unexpected argument ${/'([^']*)'/.exec(message)?.[1] ?? ''}`
          : `Invalid option ${flag}: ${message.replace(/^Option '[^']*' /, '')}`;
    throw new WeatherDoubleError(
      'INVALID_OPTION',
      `${what} for 'weather-double ${command}'. Allowed options: ${allowed}, --help.`,
      {
        path: flag || command,
        cause: error,
      },
    );
  }
}

/**
 * Reads a whole-number flag: `undefined` when absent, else an integer in [min, max], or an
 * `INVALID_OPTION` error naming the flag, the allowed range and what was given.
 */
export function integerFlag(
  name: string,
  raw: string | undefined,
  min: number,
  max: number,
): number | undefined {
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!/^-?\d+$/.test(raw.trim()) || !Number.isSafeInteger(value) || value < min || value > max) {
    throw new WeatherDoubleError(
      'INVALID_OPTION',
      `Invalid option --${name}: expected an integer from ${min} to ${max}, got ${JSON.stringify(raw)}.`,
      { path: `--${name}` },
    );
  }
  return value;
}

/** The moments the generator can observe: 1970-01-01T00:10:00Z (inclusive) to 2100-01-01 (exclusive). */
const EARLIEST_MS = 600_000;
const LATEST_MS = 4_102_444_800_000;

/**
 * Reads a time flag (`--at`, `--now`): Unix seconds or an ISO 8601 date-time, in milliseconds;
 * `undefined` when absent. A value that is neither, or outside the times the generator can observe,
 * is an `INVALID_OPTION` error naming the flag, the accepted forms and range, and what was given.
 */
export function timeFlag(name: string, raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const text = raw.trim();
  const ms = /^\d{1,11}$/.test(text)
    ? Number(text) * 1000
    : /^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/i.test(text)
      ? Date.parse(text)
      : Number.NaN;
  if (!Number.isFinite(ms) || ms < EARLIEST_MS || ms >= LATEST_MS) {
    throw new WeatherDoubleError(
      'INVALID_OPTION',
      `Invalid option --${name}: expected an ISO 8601 date-time (2024-06-01T12:00:00Z) or Unix seconds (1717243200) between 1970-01-01T00:10:00Z and 2100-01-01, got ${JSON.stringify(raw)}.`,
      { path: `--${name}` },
    );
  }
  return ms;
}

/**
 * Reads `--shape`: `specification` or `current`; `undefined` when absent, else an `INVALID_OPTION`
 * error naming the flag and the allowed values.
 */
export function shapeFlag(raw: string | undefined): 'specification' | 'current' | undefined {
  if (raw === undefined) return undefined;
  if (raw === 'specification' || raw === 'current') return raw;
  throw new WeatherDoubleError(
    'INVALID_OPTION',
    `Invalid option --shape: expected one of specification, current, got ${JSON.stringify(raw)}.`,
    { path: '--shape' },
  );
}
