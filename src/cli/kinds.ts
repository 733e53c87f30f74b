/**
 * The kinds of `weather-double generate --kind`, read from the route table (each row's `cli`): their
 * flags as options of the command, the flags' values checked by their declared type, and the help's
 * lines for them. The command holds no list of routes or flags of its own.
 */
import { WeatherDoubleError } from '../errors.js';
import { dayOfDate, offsetOfText } from '../routes/dates.js';
import type { CliFlag, CliFlagValues, CliKind, RouteVariants } from '../routes/route.js';
import { routes } from '../routes/table.js';
import { integerFlag, timeFlag } from './args.js';

/** The records' kind, the default; the other kinds are the route table's (each row's `cli`). */
export const RECORDS = 'weather';

/** A kind of `--kind` besides the records, with its route's path and rare variants (if any). */
export interface KindRow {
  readonly kind: CliKind;
  readonly path: string;
  readonly variants: RouteVariants | undefined;
}

/** The kinds of `--kind` besides the records, in the table's order, with their routes' paths. */
export const KINDS: readonly KindRow[] = routes.flatMap((route) =>
  route.cli === undefined ? [] : [{ kind: route.cli, path: route.path, variants: route.variants }],
);

/** The flags of a kind (none when it declares none). */
function flagsOf(kind: CliKind): readonly CliFlag[] {
  return kind.flags ?? [];
}

/** Every kind flag's name, once, in the order the kinds first declare them (`cnt`, `dt`, …). */
export const KIND_FLAG_NAMES: readonly string[] = [
  ...new Set(KINDS.flatMap(({ kind }) => flagsOf(kind).map((flag) => flag.name))),
];

/** The kinds' flags as `node:util` parseArgs options: each a string, read by its kind's declaration. */
export const kindFlagOptions: Readonly<Record<string, { readonly type: 'string' }>> = Object.fromEntries(
  KIND_FLAG_NAMES.map((name) => [name, { type: 'string' }]),
);

/**
 * What each type of flag takes: the help's placeholder, the phrase an error gives, and the help's
 * entry for the flags of that type (each kind says what they mean for it, under `--kind`).
 */
const FORMS: Readonly<
  Record<CliFlag['type'], { readonly value: string; readonly allowed: string; readonly help: string }>
> = {
  integer: {
    value: 'N',
    allowed: 'an integer',
    help: 'A whole number (how many slots, days, hours;\na month, a day): see --kind.',
  },
  time: {
    value: 'T',
    allowed: 'an ISO 8601 date-time (2024-06-01T12:00:00Z) or Unix seconds (1717243200)',
    help: 'A moment: an ISO 8601 date-time (2024-06-01T12:00:00Z)\nor Unix seconds (1717243200). See --kind.',
  },
  date: {
    value: 'D',
    allowed: 'a date YYYY-MM-DD (2024-06-01) from 1970 to 2099',
    help: 'A date, YYYY-MM-DD (2024-06-01). See --kind.',
  },
  number: {
    value: 'X',
    allowed: 'a decimal number (284, 0.5)',
    help: 'A decimal number (284, 0.5). See --kind.',
  },
  choice: {
    value: 'W',
    allowed: 'one of the words --kind lists',
    help: 'A word (a type of record): see --kind.',
  },
  offset: {
    value: 'Z',
    allowed: 'a UTC offset ±HH:MM (+02:00, -05:00) from -12:00 to +14:00',
    help: 'A UTC offset, ±HH:MM (+02:00, -05:00). See --kind.',
  },
};

/** `a`, `a or b`, `a, b or c`. */
function orList(names: readonly string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

/** The kinds that take the flag `name`, as `--kind a, b or c`. */
function kindsTaking(name: string): string {
  const names = KINDS.filter(({ kind }) => flagsOf(kind).some((flag) => flag.name === name));
  return `--kind ${orList(names.map(({ kind }) => kind.name))}`;
}

/** What a flag allows, as a phrase: `an integer from 1 to 40`, `a date YYYY-MM-DD …`. */
function allowedOf(flag: CliFlag): string {
  if (flag.type === 'integer') return `${FORMS.integer.allowed} from ${flag.min} to ${flag.most}`;
  if (flag.type === 'choice') return `one of ${orList(flag.values)}`;
  return FORMS[flag.type].allowed;
}

/** An `INVALID_OPTION` error naming `--{name}` and what is wrong. */
function flagError(name: string, what: string): WeatherDoubleError {
  return new WeatherDoubleError('INVALID_OPTION', `Invalid option --${name}: ${what}`, { path: `--${name}` });
}

/** One flag's value, read and checked by its type: a number (integer; time: Unix seconds) or the text. */
function flagValue(flag: CliFlag, raw: string): number | string {
  switch (flag.type) {
    // `as number`: integerFlag and timeFlag return a number for a given value, `raw` is given here.
    case 'integer':
      return integerFlag(flag.name, raw, flag.min, flag.most) as number;
    case 'time':
      return Math.floor((timeFlag(flag.name, raw) as number) / 1000);
    case 'date':
      if (dayOfDate(raw) === undefined) {
        throw flagError(flag.name, `expected ${allowedOf(flag)}, got ${JSON.stringify(raw)}.`);
      }
      return raw.trim();
    case 'number':
      if (!/^\s*[+-]?(?:\d+(?:\.\d*)?|\.\d+)\s*$/.test(raw)) {
        throw flagError(flag.name, `expected ${allowedOf(flag)}, got ${JSON.stringify(raw)}.`);
      }
      return Number(raw);
    case 'choice':
      if (!flag.values.includes(raw.trim())) {
        throw flagError(flag.name, `expected ${allowedOf(flag)}, got ${JSON.stringify(raw)}.`);
      }
      return raw.trim();
    case 'offset':
      if (offsetOfText(raw) === undefined) {
        throw flagError(flag.name, `expected ${allowedOf(flag)}, got ${JSON.stringify(raw)}.`);
      }
      return raw;
  }
}

/**
 * The kind flags given, checked for `kind` (`undefined`: the records): a flag the kind does not
 * take, a required one missing, or a value its type refuses is an `INVALID_OPTION` error naming the
 * flag and what is allowed.
 */
export function kindFlagValues(
  kind: CliKind | undefined,
  values: Readonly<Record<string, unknown>>,
): CliFlagValues {
  const declared = kind === undefined ? [] : flagsOf(kind);
  for (const name of KIND_FLAG_NAMES) {
    if (values[name] === undefined || declared.some((flag) => flag.name === name)) continue;
    throw flagError(
      name,
      kind === undefined
        ? `give it with ${kindsTaking(name)}.`
        : `--kind ${kind.name} takes no --${name}; --${name} is for ${kindsTaking(name)}.`,
    );
  }
  const checked: Record<string, number | string> = {};
  for (const flag of declared) {
    const raw = values[flag.name];
    if (typeof raw === 'string') checked[flag.name] = flagValue(flag, raw);
    else if (flag.required) {
      throw new WeatherDoubleError(
        'INVALID_OPTION',
        `Missing option --${flag.name}: --kind ${(kind as CliKind).name} needs it, ${allowedOf(flag)}.`,
        { path: `--${flag.name}` },
      );
    }
  }
  return checked;
}

/** The help's lines of one kind: its name and route, then what place it takes and each of its flags. */
function kindLines({ kind, path }: KindRow, width: number): string[] {
  const indent = ' '.repeat(20);
  const place = kind.coordinatesOnly ? '--lat and --lon only' : 'any place';
  const flags = flagsOf(kind).map((flag) => {
    const name = `--${flag.name} ${FORMS[flag.type].value}`.padEnd(10);
    const range =
      flag.type === 'integer'
        ? `, ${flag.min} to ${flag.most}${flag.required ? '' : ` (default ${flag.default})`}`
        : '';
    return `${indent}${name} ${flag.required ? 'required: ' : ''}${flag.help}${range}`;
  });
  return [`${' '.repeat(18)}${kind.name.padEnd(width)} GET ${path}`, `${indent}${place}`, ...flags];
}

/** The help's list of the kinds (under `--kind`), one block each. */
export function kindsHelp(): string {
  const width = Math.max(...KINDS.map(({ kind }) => kind.name.length));
  return KINDS.flatMap((row) => kindLines(row, width)).join('\n');
}

/** The help's entries of the kind flags, one per type: the flags of that type and what they take. */
export function kindFlagsHelp(): string {
  const types = Object.keys(FORMS) as CliFlag['type'][];
  return types
    .flatMap((type) => {
      const names = KIND_FLAG_NAMES.filter((name) =>
        KINDS.some(({ kind }) => flagsOf(kind).some((flag) => flag.name === name && flag.type === type)),
      );
      if (names.length === 0) return [];
      const flags = names.map((name) => `--${name} ${FORMS[type].value}`).join(', ');
      const lines = FORMS[type].help.split('\n').map((line) => `${' '.repeat(16)}${line}`);
      // The first line beside the flags when they fit before the description's column.
      if (flags.length <= 12) return [`  ${flags.padEnd(14)}${lines[0]?.trimStart()}`, ...lines.slice(1)];
      return [`  ${flags}`, ...lines];
    })
    .join('\n');
}
