// Writes dist/schema.json (the specification's shape) and dist/current-schema.json (the shape the
// live service sends today) from the compiled record schemas: the shipped JSON Schemas are produced
// from the same source as the validator and the serializer's key order, never copied by hand.
import { writeFileSync } from 'node:fs';
import { airPollutionSchema } from '../dist/src/air-pollution/schema.js';
import { oneCallSchema, oneCallTimemachineSchema } from '../dist/src/one-call/schema.js';
import { currentWeatherRecordSchema, weatherRecordSchema } from '../dist/src/record/schema.js';

for (const [file, schema] of [
  ['schema.json', weatherRecordSchema],
  ['current-schema.json', currentWeatherRecordSchema],
  ['one-call-schema.json', oneCallSchema],
  ['one-call-timemachine-schema.json', oneCallTimemachineSchema],
  ['air-pollution-schema.json', airPollutionSchema],
]) {
  writeFileSync(new URL(`../dist/${file}`, import.meta.url), `${JSON.stringify(schema, null, 2)}\n`);
}
