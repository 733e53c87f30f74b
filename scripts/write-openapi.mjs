// Writes dist/openapi.json (`weather-double/openapi.json`) from the compiled contract routes: the
// OpenAPI document is assembled from the same record schema, generator and error bodies as the
// double, never written by hand.
import { readFileSync, writeFileSync } from 'node:fs';
import { buildOpenApiDocument } from '../dist/src/contract/openapi.js';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
// Compact, as tools read it: indented, the document's whitespace was 40 % of its 895 KB and the
// package went over its 24 MB unpacked budget (docs/locations.md); `npx prettier` shows it indented.
writeFileSync(
  new URL('../dist/openapi.json', import.meta.url),
  `${JSON.stringify(buildOpenApiDocument({ version }))}\n`,
);
