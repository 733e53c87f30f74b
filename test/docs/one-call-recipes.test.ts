// The recipes of docs/one-call.md and docs/air-pollution.md, run: each page's "Recipes" code blocks
// must appear, line by line and in order, in this file (checked below), and run here as written.
import { readFileSync } from 'node:fs';
import { setupServer } from 'msw/node';
import { describe, expect, it } from 'vitest';
import {
  createWeatherGenerator,
  fetchAirPollution,
  fetchOneCall,
  serializeOneCall,
  validateAirPollution,
  validateOneCall,
} from 'weather-double';
import { createWeatherDouble } from 'weather-double/handlers';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const self = read('test/docs/one-call-recipes.test.ts');

/** The `ts` code blocks of a page's "## Recipes" section. */
function recipes(page: string): string[] {
  const text = read(page);
  const start = text.indexOf('\n## Recipes\n');
  expect(start, `${page}: a "Recipes" section`).toBeGreaterThan(-1);
  const end = text.indexOf('\n## ', start + 1);
  return [...text.slice(start, end).matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1] as string);
}

/**
 * Code as the formatter may lay it out: end-of-line comments, whitespace and trailing commas
 * dropped, so a recipe line matches the same statement wrapped over several lines here.
 */
const squeeze = (text: string) =>
  text
    .replace(/\/\/[^\n]*/g, '')
    .replace(/\s+/g, '')
    .replace(/,([)}\]])/g, '$1');

function expectInThisFile(page: string) {
  const body = squeeze(self.slice(self.indexOf('\ndescribe(')));
  const header = self.slice(0, self.indexOf('\nconst read'));
  let at = 0;
  for (const raw of recipes(page).flatMap((block) => block.split('\n'))) {
    const line = raw.trim();
    if (line === '' || line.startsWith('//')) continue;
    // The imports of a recipe are this file's imports (one import line per module here).
    if (line.startsWith('import ')) {
      const from = line.slice(line.indexOf(' from '));
      expect(header, `${page}: ${line}`).toContain(from);
      for (const name of line.slice(line.indexOf('{') + 1, line.indexOf('}')).split(',')) {
        expect(header, `${page}: ${name.trim()} imported`).toContain(name.trim());
      }
      continue;
    }
    const found = body.indexOf(squeeze(line).replace(/,$/, ''), at);
    expect(found, `${page}: recipe line not found (in order) here: ${line}`).toBeGreaterThan(-1);
    at = found + 1;
  }
}

describe('docs/one-call.md recipes', () => {
  it('are this file’s code', () => {
    expect(recipes('docs/one-call.md')).toHaveLength(3);
    expectInThisFile('docs/one-call.md');
  });

  it('run', async () => {
    const double = createWeatherDouble({ seed: 7, now: () => Date.parse('2024-06-01T18:00:00Z') });
    const server = setupServer(...double.handlers);
    server.listen();
    const answer = await fetchOneCall({ lat: 51.5085, lon: -0.1257, appid: 'test-key', units: 'metric' });
    answer.timezone; // 'Europe/London'
    expect(answer.timezone).toBe('Europe/London');
    answer.daily?.length; // 8
    expect(answer.daily?.length).toBe(8);

    const generator = createWeatherGenerator({ seed: 7, now: () => Date.parse('2024-06-01T18:00:00Z') });
    const daily = generator.oneCall(
      { lat: 33.44, lon: -94.04 },
      { exclude: ['current', 'minutely', 'hourly'] },
    );
    validateOneCall(daily).ok; // true
    expect(validateOneCall(daily).ok).toBe(true);
    serializeOneCall(daily).startsWith('{"lat":33.44,"lon":-94.04,"timezone":"America/Chicago"'); // true
    expect(serializeOneCall(daily).startsWith('{"lat":33.44,"lon":-94.04,"timezone":"America/Chicago"')).toBe(
      true,
    );

    const heat = {
      sender_name: 'NWS Tulsa',
      event: 'Heat Advisory',
      start: 1717264800,
      end: 1717300800,
      description: 'Heat index values up to 108.',
      tags: ['Extreme temperature value'],
    };
    server.use(double.scenarios.alerts([heat], { once: true }));
    const warned = await fetchOneCall({
      lat: 36.154,
      lon: -95.9928,
      appid: 'test-key',
      exclude: ['minutely', 'hourly'],
    });
    warned.alerts?.[0]?.event; // 'Heat Advisory'
    expect(warned.alerts?.[0]?.event).toBe('Heat Advisory');
    server.close();
  });
});

describe('docs/air-pollution.md recipes', () => {
  it('are this file’s code', () => {
    expect(recipes('docs/air-pollution.md')).toHaveLength(2);
    expectInThisFile('docs/air-pollution.md');
  });

  it('run', async () => {
    const generator = createWeatherGenerator({ seed: 3, now: () => Date.parse('2024-01-17T09:25:00Z') });
    const now = generator.airPollution({ lat: 51.5085, lon: -0.1257 });
    now.list[0]?.main.aqi; // 1 (Good) to 5 (Very Poor)
    expect([1, 2, 3, 4, 5]).toContain(now.list[0]?.main.aqi);
    const week = generator.airPollution(
      { lat: 51.5085, lon: -0.1257 },
      { kind: 'history', start: 1704844800, end: 1705449600 },
    );
    week.list.length; // 169: every whole hour of the 7 days, both ends included
    expect(week.list.length).toBe(169);
    validateAirPollution(week).ok; // true
    expect(validateAirPollution(week).ok).toBe(true);

    const double = createWeatherDouble({ seed: 3, now: () => Date.parse('2024-01-17T09:25:00Z') });
    const server = setupServer(...double.handlers);
    server.listen();
    const forecast = await fetchAirPollution({
      lat: 51.5085,
      lon: -0.1257,
      appid: 'test-key',
      kind: 'forecast',
    });
    forecast.list.length; // 96
    expect(forecast.list.length).toBe(96);
    server.close();
  });
});
