/**
 * The rare real variants of the One Call 3.0 answer (issue 42, docs/variants.md): fields the
 * service leaves out or sends empty, each resting on answers it sent (the research index's file
 * ids, `fs:N`) or on issues of clients that met them.
 */
import { type Variant, variantCatalogue } from '../variants-shared.js';

/**
 * The name of a rare real variant of the One Call 3.0 answer (`GET /data/3.0/onecall`); each
 * one's evidence is in docs/variants.md.
 *
 * @example
 * ```ts
 * const only: OneCallVariantName[] = ['currentNoVisibility', 'hourlyNoVisibility'];
 * ```
 */
export type OneCallVariantName =
  | 'currentNoVisibility'
  | 'currentNoWindGust'
  | 'currentRainEmpty'
  | 'hourlyNoVisibility'
  | 'dailyNoMoonNoPop';

/** An answer as parsed from its body, changed in place by a variant. */
type Plain = Record<string, unknown>;
interface MutableAnswer {
  current?: Plain;
  hourly?: Plain[];
  daily?: Plain[];
}

const DAILY_LEFT_OUT = ['moonrise', 'moonset', 'moon_phase', 'pop'] as const;

const oneCallVariants: Readonly<Record<OneCallVariantName, Variant<MutableAnswer, unknown>>> = {
  /** `current` without `visibility`. REPORTED home-assistant/core #119650 (2024). */
  currentNoVisibility: {
    applies: ({ current }) => current?.visibility !== undefined,
    apply({ current }) {
      delete current?.visibility;
    },
  },
  /** `current` without `wind_gust` on a gusty day. RECORDED fs:13314595168 (2023). */
  currentNoWindGust: {
    applies: ({ current }) => current?.wind_gust !== undefined,
    apply({ current }) {
      delete current?.wind_gust;
    },
  },
  /** `"rain":{}` in a dry `current`. RECORDED fs:15420090016 (2020). */
  currentRainEmpty: {
    applies: ({ current }) =>
      current !== undefined && current.rain === undefined && current.snow === undefined,
    apply({ current }) {
      if (current) current.rain = {};
    },
  },
  /** `hourly` items without `visibility`. REPORTED timklge/karoo-headwind #187 (2025). */
  hourlyNoVisibility: {
    applies: ({ hourly }) => hourly?.some((hour) => hour.visibility !== undefined) ?? false,
    apply({ hourly }) {
      for (const hour of hourly ?? []) delete hour.visibility;
    },
  },
  /** `daily` items without the moon's fields and `pop`, as in 2020. RECORDED fs:15420090016. */
  dailyNoMoonNoPop: {
    applies: ({ daily }) =>
      daily?.some((day) => DAILY_LEFT_OUT.some((key) => day[key] !== undefined)) ?? false,
    apply({ daily }) {
      for (const day of daily ?? []) for (const key of DAILY_LEFT_OUT) delete day[key];
    },
  },
};

/** The One Call answer's variants, in catalogue order. @internal */
export const oneCallCatalogue = variantCatalogue(oneCallVariants);

/**
 * Every One Call variant's name, in catalogue order.
 *
 * @example
 * ```ts
 * import { oneCallVariantNames } from 'weather-double';
 * oneCallVariantNames.includes('hourlyNoVisibility'); // true
 * ```
 */
export const oneCallVariantNames: readonly OneCallVariantName[] = oneCallCatalogue.names;
