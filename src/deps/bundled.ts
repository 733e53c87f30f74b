// The dependencies the weather model loads on first use, and its climate grid, for a bundle
// (package.json `imports`, `#deps`, any condition but `node`: the browser, the CommonJS build):
// imported, as a bundle holds them anyway. Node takes `./node.ts`, which requires them when first asked for.
import type { Faker } from '@faker-js/faker';
import { faker } from '@faker-js/faker/locale/base';
import lookup from '@photostructure/tz-lookup';
import { CLIMATE_GRID } from '../generator/climate-data.js';

/** `@photostructure/tz-lookup`'s lookup: the IANA zone at a coordinate. @internal */
export function tzLookup(lat: number, lon: number): string {
  return lookup(lat, lon);
}

/** Faker's locale-free `base` instance (a pattern for private instances). @internal */
export function fakerBase(): Faker {
  return faker;
}

/** The climate grid's base64 text (src/generator/climate-data.ts). @internal */
export function climateGrid(): string {
  return CLIMATE_GRID;
}
