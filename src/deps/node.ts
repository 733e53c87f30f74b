// The dependencies the weather model loads on first use, as Node loads them (package.json `imports`,
// `#deps`, condition `node`): through `require` when first asked for, not at import, so a test file
// that imports the handlers does not pay for them before its first request (issue 29: faker ~45 ms,
// tz-lookup ~40 ms of a fresh process; the climate grid ~4 ms). `require` keeps each module
// once. The browser and the CommonJS build take `./bundled.ts` instead, which imports them.

import { createRequire } from 'node:module';
import type { Faker } from '@faker-js/faker';

const require = createRequire(import.meta.url);

/** `@photostructure/tz-lookup`'s lookup: the IANA zone at a coordinate. @internal */
export function tzLookup(lat: number, lon: number): string {
  return (require('@photostructure/tz-lookup') as (lat: number, lon: number) => string)(lat, lon);
}

/** Faker's locale-free `base` instance (a pattern for private instances). @internal */
export function fakerBase(): Faker {
  return (require('@faker-js/faker/locale/base') as { faker: Faker }).faker;
}

/**
 * The climate grid's bytes (src/model/climate-data.ts, beside the bundles), decoded by `Buffer`
 * (0.6 ms, where `atob` and a loop take 6 ms). @internal
 */
export function climateGridBytes(): Uint8Array {
  const { CLIMATE_GRID } = require('../model/climate-data.js') as { CLIMATE_GRID: string };
  return Buffer.from(CLIMATE_GRID, 'base64');
}
