// The dependencies the weather model loads on first use, and its climate grid, for a bundle
// (package.json `imports`, `#deps`, any condition but `node`: the browser, the CommonJS build):
// imported, as a bundle holds them anyway. Node takes `./node.ts`, which requires them when first asked for.
import type { Faker } from '@faker-js/faker';
import { faker } from '@faker-js/faker/locale/base';
import lookup from '@photostructure/tz-lookup';
import { encode } from 'fast-png';
import { gzipSync } from 'fflate';
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

/**
 * A PNG of RGBA pixels (8 bits a channel), written by `fast-png` (chosen by speed: 5.1 ms a
 * 256 × 256 tile where `pngjs` takes 6.7 ms, and 25 % smaller; docs/maps.md). @internal
 */
export function encodePng(width: number, height: number, rgba: Uint8Array): Uint8Array {
  return encode({ width, height, data: rgba, channels: 4, depth: 8 });
}

/** The gzip file of `bytes` (`fflate`, which `fast-png` brings; a bundle has no `node:zlib`). @internal */
export function gzipBytes(bytes: Uint8Array): Uint8Array {
  return gzipSync(bytes, { mtime: 0 });
}
