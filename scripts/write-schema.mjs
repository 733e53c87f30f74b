// Writes dist/schema.json (the specification's shape), dist/current-schema.json (the shape the
// live service sends today) and dist/forecast-schema.json (the 5 day / 3 hour forecast) from the
// compiled schemas: the shipped JSON Schemas are produced
// from the same source as the validator and the serializer's key order, never copied by hand.
import { writeFileSync } from 'node:fs';
import { airPollutionSchema } from '../dist/src/routes/air-pollution/schema.js';
import { forecastSchema } from '../dist/src/routes/forecast/schema.js';
import { oneCallSchema, oneCallTimemachineSchema } from '../dist/src/routes/one-call/schema.js';
import { currentWeatherRecordSchema, weatherRecordSchema } from '../dist/src/routes/weather/schema.js';

for (const [file, schema] of [
  ['schema.json', weatherRecordSchema],
  ['current-schema.json', currentWeatherRecordSchema],
  ['one-call-schema.json', oneCallSchema],
  ['one-call-timemachine-schema.json', oneCallTimemachineSchema],
  ['air-pollution-schema.json', airPollutionSchema],
  ['forecast-schema.json', forecastSchema],
]) {
  writeFileSync(new URL(`../dist/${file}`, import.meta.url), `${JSON.stringify(schema, null, 2)}\n`);
}
