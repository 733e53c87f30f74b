// Writes dist/openapi.json (`weather-double/openapi.json`) from the compiled contract routes: the
// OpenAPI document is assembled from the same record schema, generator and error bodies as the
// double, never written by hand.
import { readFileSync, writeFileSync } from 'node:fs';
import { buildOpenApiDocument } from '../dist/src/contract/openapi.js';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
writeFileSync(
  new URL('../dist/openapi.json', import.meta.url),
  `${JSON.stringify(buildOpenApiDocument({ version }), null, 2)}\n`,
);
