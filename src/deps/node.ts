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

/**
 * A PNG of RGBA pixels (8 bits a channel), written by `fast-png`, required when the first tile or
 * icon is drawn (chosen by speed: 5.1 ms a 256 × 256 tile where `pngjs` takes 6.7 ms; docs/maps.md).
 * @internal
 */
export function encodePng(width: number, height: number, rgba: Uint8Array): Uint8Array {
  const { encode } = require('fast-png') as typeof import('fast-png');
  return encode({ width, height, data: rgba, channels: 4, depth: 8 });
}

/**
 * The gzip file of `bytes`, by `fflate` (which `fast-png` brings) as in a bundle, without a time
 * stamp: the same bytes in Node and in a browser. @internal
 */
export function gzipBytes(bytes: Uint8Array): Uint8Array {
  const { gzipSync } = require('fflate') as typeof import('fflate');
  return gzipSync(bytes, { mtime: 0 });
}
