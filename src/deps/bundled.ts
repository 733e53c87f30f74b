// The dependencies the weather model loads on first use, and its climate grid, for a bundle
// (package.json `imports`, `#deps`, any condition but `node`: the browser, the CommonJS build):
// imported, as a bundle holds them anyway. Node takes `./node.ts`, which requires them when first asked for.
import type { Faker } from '@faker-js/faker';
import { faker } from '@faker-js/faker/locale/base';
import lookup from '@photostructure/tz-lookup';
import { CLIMATE_GRID } from '../model/climate-data.js';

/** `@photostructure/tz-lookup`'s lookup: the IANA zone at a coordinate. @internal */
export function tzLookup(lat: number, lon: number): string {
  return lookup(lat, lon);
}

/** Faker's locale-free `base` instance (a pattern for private instances). @internal */
export function fakerBase(): Faker {
  return faker;
}

/** The climate grid's bytes, decoded from its base64 text (src/model/climate-data.ts). @internal */
export function climateGridBytes(): Uint8Array {
  const text = atob(CLIMATE_GRID);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}
