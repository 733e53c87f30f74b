/**
 * The building blocks of every answer's JSON Schema (the weather route's `schema.ts`, each route's
 * `schema.ts`): one definition of a number node (its precision as `x-decimals`), of coordinates and
 * of the `weather[]` conditions, so that no two schemas word or bound the same field two ways. Each
 * returns a literal type (`as const`), which `json-schema-to-ts` reads in the type tests.
 */

import type { AnswerSchema } from './index.js';

/**
 * An integer node from `minimum` to `maximum`.
 * @example
 * ```ts
 * integer('Relative humidity, %.', 0, 100); // { type: 'integer', description, minimum: 0, maximum: 100 }
 * ```
 * @internal
 */
export const integer = (description: string, minimum: number, maximum: number) =>
  ({ type: 'integer', description, minimum, maximum }) as const;

/**
 * A number node from `minimum` to `maximum` with at most `decimals` decimals (`x-decimals`, the
 * engine's one way to declare a precision); `decimals` left out: any.
 * @example
 * ```ts
 * number('Latitude in degrees, up to 4 decimals.', -90, 90, 4);
 * ```
 * @default decimals: any
 * @internal
 */
export const number = (description: string, minimum: number, maximum: number, decimals?: number) =>
  (decimals === undefined
    ? { type: 'number', description, minimum, maximum }
    : { type: 'number', description, minimum, maximum, 'x-decimals': decimals }) as {
    readonly type: 'number';
    readonly description: string;
    readonly minimum: number;
    readonly maximum: number;
    readonly 'x-decimals'?: number;
  };

/** Seconds since the Unix epoch up to 2100-01-01: wide enough for any observation. @internal */
export const UNIX_MAX = 4_102_444_800;

/** A latitude node: degrees, 4 decimals. @internal */
export const latitude = (description = 'Latitude in degrees, up to 4 decimals.') =>
  number(description, -90, 90, 4);

/** A longitude node: degrees, 4 decimals. @internal */
export const longitude = (description = 'Longitude in degrees, up to 4 decimals.') =>
  number(description, -180, 180, 4);

/**
 * The keys of the `main` of a forecast slot and of a `group` item, in the wire order the service
 * gives both (the weather record's current shape puts `humidity` before `sea_level`).
 * @internal
 */
export const MAIN_KEYS = [
  'temp',
  'feels_like',
  'temp_min',
  'temp_max',
  'pressure',
  'sea_level',
  'grnd_level',
  'humidity',
] as const;

/** `clouds` of the weather record and of a forecast slot: `{"all": %}`. @internal */
export const CLOUDS = {
  type: 'object',
  description: 'Cloudiness.',
  additionalProperties: false,
  required: ['all'],
  properties: { all: integer('Cloud cover, %.', 0, 100) },
} as const;

/**
 * The keys of the weather record's `main` in its current shape, in its wire order (`humidity`
 * before `sea_level`), which `find`'s items share.
 * @internal
 */
export const CURRENT_MAIN_KEYS = [
  'temp',
  'feels_like',
  'temp_min',
  'temp_max',
  'pressure',
  'humidity',
  'sea_level',
  'grnd_level',
] as const;

/**
 * What an icon may be: any two digits and d or n (`any`); a day icon (`day`, the daily forecast);
 * or one of the service's nine icon codes and d or n (`codes`, One Call, whose pact has always
 * pinned them).
 * @internal
 */
export type IconRule = 'any' | 'day' | 'codes';

const ICON_PATTERNS: Record<IconRule, string> = {
  any: '^\\d{2}[dn]$',
  day: '^\\d{2}d$',
  codes: '^(01|02|03|04|09|10|11|13|50)[dn]$',
};

/**
 * One condition descriptor, a `weather[]` item (`id`, `main`, `description`, `icon`): of every
 * answer that has conditions, its icons as `icons` allows. The icon's code is checked against the
 * condition table by each validator's rules.
 * @example
 * ```ts
 * conditionSchema(); // icons such as "01d", "10n"
 * ```
 * @default icons 'any'
 * @internal
 */
const conditionSchema = (icons: IconRule = 'any') =>
  ({
    type: 'object',
    additionalProperties: false,
    required: ['id', 'main', 'description', 'icon'],
    properties: {
      id: integer('Condition code from the condition table.', 200, 804),
      main: { type: 'string', minLength: 1, description: 'Condition group, e.g. "Rain".' },
      description: {
        type: 'string',
        minLength: 1,
        description: 'The condition, lower case, in the language asked (lang), e.g. "light rain".',
      },
      icon: {
        type: 'string',
        description:
          icons === 'day'
            ? 'Icon of the condition: its code and d (a day icon).'
            : 'Icon of the condition: its code and d (day) or n (night).',
        pattern: ICON_PATTERNS[icons],
      },
    },
  }) as const;

/**
 * The `weather[]` array of an answer: at least one {@link conditionSchema}, the primary first.
 * @example
 * ```ts
 * conditions('Conditions, the primary first.', 'codes');
 * ```
 * @default icons 'any'
 * @internal
 */
export const conditions = (description: string, icons: IconRule = 'any') =>
  ({ type: 'array', description, minItems: 1, items: conditionSchema(icons) }) as const;

/** A schema with `keys` no longer required (the rare variants' answers leave them out). @internal */
export const optional = <S extends AnswerSchema>(node: S, ...keys: string[]): S => ({
  ...node,
  required: (node.required ?? []).filter((key) => !keys.includes(key)),
});

/**
 * An object node of `properties` (in their wire order) and no other key, every one of them
 * required but the `optional` ones (`rain` and `snow` of a dry day, say).
 * @example
 * ```ts
 * closedObject({ dt: integer('Unix seconds.', 0, UNIX_MAX), rain: number('mm.', 0, 500) }, 'rain');
 * // { type: 'object', additionalProperties: false, required: ['dt'], properties: { dt, rain } }
 * ```
 * @default optional: none
 * @internal
 */
export const closedObject = <
  P extends Readonly<Record<string, AnswerSchema>>,
  O extends keyof P & string = never,
>(
  properties: P,
  ...optional: readonly O[]
) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: requiredOf(properties, optional),
    properties,
  }) as const;

/**
 * {@link closedObject} with a `description` (written after `type`, as the hand-written nodes write
 * it): every property required but the `optional` ones.
 * @example
 * ```ts
 * describedObject('The country only.', { country: country('ISO 3166 alpha-2 country code.') });
 * ```
 * @default optional: none
 * @internal
 */
export const describedObject = <
  P extends Readonly<Record<string, AnswerSchema>>,
  O extends keyof P & string = never,
>(
  description: string,
  properties: P,
  ...optional: readonly O[]
) =>
  ({
    type: 'object',
    description,
    additionalProperties: false,
    required: requiredOf(properties, optional),
    properties,
  }) as const;

/** The keys of `properties` in their order, but the `optional` ones. */
const requiredOf = <P extends Readonly<Record<string, AnswerSchema>>, O extends keyof P & string>(
  properties: P,
  optional: readonly O[],
) =>
  Object.keys(properties).filter((key) => !(optional as readonly string[]).includes(key)) as Exclude<
    keyof P & string,
    O
  >[];

/**
 * A list answer's schema, as a shipped component: its title, what it is, and its items' schema (a
 * stateful route's list: the stations, a station's aggregates, the triggers, a trigger's alerts).
 * @example
 * ```ts
 * listComponent('StationList', 'The stations of the API key, oldest first.', stationSchema);
 * ```
 * @internal
 */
export const listComponent = <I extends AnswerSchema>(title: string, description: string, items: I) =>
  ({
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title,
    description,
    type: 'array',
    items,
  }) as const;

/**
 * An answer's schema as a shipped component: the schema with its draft and title first.
 * @example
 * ```ts
 * component('Station', stationSchema);
 * ```
 * @internal
 */
export const component = <S extends AnswerSchema>(title: string, schema: S) =>
  ({ $schema: 'https://json-schema.org/draft/2020-12/schema', title, ...schema }) as const;

/**
 * A time as text, ISO 8601 in UTC (`2024-06-01T12:00:00.5Z`): `fraction`, the pattern of its
 * fraction of a second.
 * @example
 * ```ts
 * isoTime('When it was made.', '\\.\\d{3}'); // milliseconds, always
 * ```
 * @default fraction: none to nine digits
 * @internal
 */
export const isoTime = (description: string, fraction = '(\\.\\d{1,9})?') =>
  ({
    type: 'string',
    description,
    pattern: `^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}${fraction}Z$`,
  }) as const;
