// Counts and sequences: `times: N` answers the next N matching requests; `sequence([...])` answers
// one step a request, per route and location, then falls through to the double's own answer.
import { afterEach, describe, expect, it } from 'vitest';
import { createWeatherDouble } from 'weather-double/handlers';
import { NOW, useMswServer, weatherUrl } from './helpers.js';

const double = createWeatherDouble({ seed: 3, now: () => NOW });
const server = useMswServer(...double.handlers);
afterEach(() => double.requests.clear());

async function status(query: string, base = weatherUrl(query)): Promise<number> {
  try {
    const response = await fetch(base);
    await response.text();
    return response.status;
  } catch {
    return 0;
  }
}

describe('times', () => {
  it('answers the next N matching requests, then the double answers', async () => {
    server.use(double.scenarios.serverError({ times: 3 }));
    const seen: number[] = [];
    for (let i = 0; i < 5; i++) seen.push(await status('zip=94040&appid=k'));
    expect(seen).toEqual([500, 500, 500, 200, 200]);
    expect(double.requests.map((r) => r.scenario)).toEqual([
      'serverError',
      'serverError',
      'serverError',
      null,
      null,
    ]);
  });

  it('counts only the requests it matches (its location)', async () => {
    server.use(double.scenarios.rateLimited({ times: 2, zip: '10001' }));
    expect(await status('zip=94040&appid=k')).toBe(200);
    expect(await status('zip=10001&appid=k')).toBe(429);
    expect(await status('zip=94040&appid=k')).toBe(200);
    expect(await status('zip=10001,us&appid=k')).toBe(429);
    expect(await status('zip=10001&appid=k')).toBe(200);
  });

  it('is checked: a whole number from 1, not with once', () => {
    for (const times of [0, 1.5, -1, '2']) {
      expect(() => double.scenarios.serverError({ times } as never)).toThrow(
        expect.objectContaining({ code: 'INVALID_OPTION', path: 'scenarios.serverError.times' }),
      );
    }
    expect(() => double.scenarios.serverError({ times: 2, once: true })).toThrow(
      /scenarios\.serverError\.times: expected no times when once is given/,
    );
  });
});

describe('sequence', () => {
  it('fails twice with 500, then the weather (a retry loop)', async () => {
    server.use(double.scenarios.sequence(['serverError', 'serverError']));
    const seen: number[] = [];
    for (let i = 0; i < 4; i++) seen.push(await status('zip=94040&appid=k'));
    expect(seen).toEqual([500, 500, 200, 200]);
    expect(double.requests.map((r) => [r.status, r.scenario])).toEqual([
      [500, 'serverError'],
      [500, 'serverError'],
      [200, null],
      [200, null],
    ]);
  });

  it('runs per location: another place starts its own sequence, whatever the order', async () => {
    server.use(double.scenarios.sequence(['rateLimited', 'normal', 'serverError']));
    const order = [
      'zip=94040&appid=k',
      'q=London&appid=k',
      'zip=94040,US&appid=k',
      'q=london&appid=k',
      'q=LONDON&appid=k',
      'zip=94040&appid=other',
      'zip=94040&appid=k',
    ];
    const seen: number[] = [];
    for (const query of order) seen.push(await status(query));
    expect(seen).toEqual([429, 429, 200, 200, 500, 500, 200]);
  });

  it('runs per route: the geocoding route has its own steps', async () => {
    server.use(double.scenarios.sequence(['serverError']));
    const geo = 'https://api.openweathermap.org/geo/1.0/zip?zip=94040&appid=k';
    expect(await status('', geo)).toBe(500);
    expect(await status('zip=94040&appid=k')).toBe(500);
    expect(await status('', geo)).toBe(200);
    expect(await status('zip=94040&appid=k')).toBe(200);
  });

  it('takes network errors, delays and record overrides as steps, and targets a location', async () => {
    server.use(
      double.scenarios.sequence(['networkError', { delayed: 5 }, { record: { name: 'Pinned' } }], {
        zip: '94040',
      }),
    );
    expect(await status('zip=10001&appid=k')).toBe(200);
    expect(await status('zip=94040&appid=k')).toBe(0);
    expect(await status('zip=94040&appid=k')).toBe(200);
    const third = await fetch(weatherUrl('zip=94040&appid=k'));
    expect((await third.json()).name).toBe('Pinned');
    const fourth = await fetch(weatherUrl('zip=94040&appid=k'));
    expect((await fourth.json()).name).toBe('Mountain View');
    expect(double.requests.map((r) => [r.scenario, r.outcome])).toEqual([
      [null, 'answered'],
      ['networkError', 'networkError'],
      ['delayed', 'answered'],
      ['record', 'answered'],
      [null, 'answered'],
    ]);
  });

  it('is checked when it is made, naming the step', () => {
    expect(() => double.scenarios.sequence([])).toThrow(
      expect.objectContaining({ code: 'INVALID_OPTION', path: 'scenarios.sequence.steps' }),
    );
    expect(() => double.scenarios.sequence(['serverError', 'teapot' as never])).toThrow(
      expect.objectContaining({ code: 'INVALID_OPTION', path: 'scenarios.sequence.steps[1]' }),
    );
    expect(() => double.scenarios.sequence([{ delayed: -1 }])).toThrow(
      expect.objectContaining({ code: 'INVALID_OPTION', path: 'scenarios.sequence.steps[0].delayed' }),
    );
    expect(() => double.scenarios.sequence([{ record: { main: { humidity: 150 } } }])).toThrow(
      expect.objectContaining({ code: 'INVALID_OVERRIDE' }),
    );
    expect(() => double.scenarios.sequence(['serverError'], { times: 2 })).toThrow(
      expect.objectContaining({ code: 'INVALID_OPTION', path: 'scenarios.sequence.options' }),
    );
  });
});
