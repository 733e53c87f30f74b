// Writes dist/schema.json from the compiled record schema: the shipped JSON Schema is produced from
// the same source as the validator and the serializer's key order, never copied by hand.
import { writeFileSync } from 'node:fs';
import { weatherRecordSchema } from '../dist/src/record/schema.js';

writeFileSync(
  new URL('../dist/schema.json', import.meta.url),
  `${JSON.stringify(weatherRecordSchema, null, 2)}\n`,
);
