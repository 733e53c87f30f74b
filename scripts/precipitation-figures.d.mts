import type { WeatherGenerator } from 'weather-double';

/** The figures of scripts/precipitation-figures.mjs. */
export interface PrecipitationFigures {
  readonly ratio: number;
  readonly cities: readonly { name: string; ratio: number; mm: number; normal: number }[];
  readonly monthsWithinTwo: number;
  readonly wetShare: number;
  readonly classes: readonly number[];
  readonly days: readonly { mm: number; where: string }[];
}

/** How the double's precipitation adds up against its climate. See scripts/precipitation-figures.mjs. */
export function precipitationFigures(options: {
  generator: WeatherGenerator<'current'>;
  normalOf: (lat: number, lon: number) => readonly number[];
  cities: readonly (readonly [string, string, ...unknown[]])[];
  years: readonly number[];
}): PrecipitationFigures;
