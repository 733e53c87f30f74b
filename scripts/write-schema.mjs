// Writes dist/schema.json (the specification's shape) and dist/current-schema.json (the shape the
// live service sends today) from the compiled record schemas: the shipped JSON Schemas are produced
// from the same source as the validator and the serializer's key order, never copied by hand.
import { writeFileSync } from 'node:fs';
import { currentWeatherRecordSchema, weatherRecordSchema } from '../dist/src/record/schema.js';

for (const [file, schema] of [
  ['schema.json', weatherRecordSchema],
  ['current-schema.json', currentWeatherRecordSchema],
]) {
  writeFileSync(new URL(`../dist/${file}`, import.meta.url), `${JSON.stringify(schema, null, 2)}\n`);
}
