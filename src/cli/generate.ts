import { once } from 'node:events';
import { WeatherDoubleError } from '../errors.js';
import { createWeatherGenerator } from '../generator/index.js';
import { serializeRecordAs } from '../record/serialize.js';
import type { Units } from '../record/types.js';
import { integerFlag, parseCommandArgs, shapeFlag, timeFlag } from './args.js';
import type { Command } from './index.js';

const options = {
  count: { type: 'string' },
  seed: { type: 'string' },
  units: { type: 'string' },
  zip: { type: 'string' },
  at: { type: 'string' },
  shape: { type: 'string' },
} as const;

const UNITS: readonly Units[] = ['standard', 'metric', 'imperial'];

const help = `Usage: weather-double generate [options]

Prints current weather records as JSON lines (one record per line, the exact bytes the service
sends): COUNT consecutive observations at one place, 10 minutes apart, oldest first, the last one
being the observation at --at. Every record passes validateWeatherRecord; the same seed, zip, units
and --at always print the same bytes.

Options:
  --count N     How many records, 1 to 100000.                          Default: 1
  --seed N      Seed of the generator, 0 to 4294967295.                 Default: 0
  --units U     standard (kelvin, m/s), metric (°C, m/s) or
                imperial (°F, mph).                                     Default: standard
  --zip Z       Postal code, "code" or "code,CC" (no country: US).      Default: 94040,us
  --at T        Time of the last observation: an ISO 8601 date-time
                (2024-06-01T12:00:00Z) or Unix seconds (1717243200).    Default: now
  --shape S     specification (the specification's record) or current
                (the record the live service sends today).              Default: specification
  --help        Show this help.

Example:
  weather-double generate --count 3 --seed 42 --units metric --zip 10115,de --at 2024-06-01T12:00:00Z`;

/** Writes to stdout, waiting for it to drain when its buffer is full. */
async function write(text: string): Promise<void> {
  if (!process.stdout.write(text)) await once(process.stdout, 'drain');
}

/** `weather-double generate`: JSON lines of generated records on stdout. */
export const generateCommand: Command = {
  summary: 'Print generated weather records as JSON lines',
  help,
  async run(argv) {
    const values = parseCommandArgs('generate', argv, options);
    const count = integerFlag('count', values.count, 1, 100_000) ?? 1;
    const seed = integerFlag('seed', values.seed, 0, 4_294_967_295) ?? 0;
    const units = (values.units ?? 'standard') as Units;
    if (!UNITS.includes(units)) {
      throw new WeatherDoubleError(
        'INVALID_OPTION',
        `Invalid option --units: expected one of ${UNITS.join(', ')}, got ${JSON.stringify(values.units)}.`,
        { path: '--units' },
      );
    }
    const at = timeFlag('at', values.at);
    const shape = shapeFlag(values.shape) ?? 'specification';
    const generator = createWeatherGenerator<'specification' | 'current'>({ seed, shape });
    const records = generator.records(count, { zip: values.zip, units, at });
    const batch: string[] = [];
    for (const record of records) {
      batch.push(serializeRecordAs(record, shape));
      if (batch.length === 1000) {
        await write(`${batch.join('\n')}\n`);
        batch.length = 0;
      }
    }
    if (batch.length > 0) await write(`${batch.join('\n')}\n`);
    return 0;
  },
};
