import { describe, expect, it } from 'vitest';
import { createWeatherGenerator, serializeWeatherRecord, validateWeatherRecord } from 'weather-double';
import { runCli, startCliServer } from '../support/cli.js';

const NOW = Date.parse('2024-07-04T18:00:00Z');

describe('the CLI in each shape', () => {
  it('weather-double serve --shape current and generate --shape current', async () => {
    const cli = await startCliServer(['--port', '0', '--shape', 'current', '--now', '2024-07-04T18:00:00Z']);
    try {
      const body = await (await fetch(`${cli.url}/data/2.5/weather?zip=10115,de&appid=k`)).text();
      expect(JSON.parse(body)).toMatchObject({ timezone: 7200 });
    } finally {
      await cli.stop();
    }
    const generated = await runCli([
      'generate',
      '--shape',
      'current',
      '--seed',
      '5',
      '--at',
      '2024-07-04T18:00:00Z',
    ]);
    expect(generated.code).toBe(0);
    const record = JSON.parse(generated.stdout);
    expect(generated.stdout).toBe(
      `${serializeWeatherRecord(createWeatherGenerator({ seed: 5, shape: 'current' }).record({ at: NOW }))}\n`,
    );
    expect(validateWeatherRecord(record, { shape: 'current' }).ok).toBe(true);
    const refused = await runCli(['generate', '--shape', 'today']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toBe(
      '[weather-double] Invalid option --shape: expected one of specification, current, got "today".\n',
    );
  });
});
