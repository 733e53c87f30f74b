// The quota and the plans' limits of `serve --workers 2` without a store: the primary counts every
// worker's calls (over the same IPC channel as the control plane), so a key gets the free plan's 60
// calls a minute, or --quota's N, once for the whole server, not once per worker. Each request
// opens its own connection, so the primary hands them to the two workers in turn.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliServer, startCliServer } from '../support/cli.js';

const RATE_LIMITED =
  '{"cod":429, "message": "Your account is temporary blocked due to exceeding of requests limitation of your subscription type. Please choose the proper subscription https://openweathermap.org/price"}';

let run: CliServer;
let url: string;
beforeAll(async () => {
  const plans = ['--plan', 'free-key=free', '--plan', 'pro-key=pro', '--quota', '70'];
  run = await startCliServer([
    '--port',
    '0',
    '--workers',
    '2',
    '--quiet',
    '--now',
    '2024-06-01T12:00:00Z',
    ...plans,
  ]);
  url = run.url;
});
afterAll(() => run.stop());

/** A request on a connection of its own. */
async function ask(path: string, init: RequestInit = {}) {
  const response = await fetch(`${url}${path}`, { ...init, headers: { connection: 'close' } });
  return { status: response.status, text: await response.text() };
}

describe('serve --workers 2 without --store', () => {
  it('counts the free plan’s 60 calls a minute once for both workers', async () => {
    const pids = new Set<number>();
    for (let i = 0; i < 4; i++) pids.add(JSON.parse((await ask('/healthz')).text).pid);
    expect(pids.size).toBe(2);
    const statuses: number[] = [];
    for (let k = 0; k < 60; k++)
      statuses.push((await ask('/data/2.5/weather?zip=94040&appid=free-key')).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(await ask('/data/2.5/weather?zip=94040&appid=free-key')).toEqual({
      status: 429,
      text: RATE_LIMITED,
    });
    expect((await ask('/data/2.5/weather?zip=94040&appid=free-key')).status).toBe(429);
    // The window ends on the double's clock, which the control plane moves for every worker.
    const moved = await ask('/__weather-double/clock', {
      method: 'PUT',
      body: JSON.stringify({ advance: 60 }),
    });
    expect(moved.status).toBe(200);
    expect((await ask('/data/2.5/weather?zip=94040&appid=free-key')).status).toBe(200);
    expect((await ask('/data/2.5/weather?zip=94040&appid=free-key')).status).toBe(200);
  });

  it('counts --quota once for both workers', async () => {
    const statuses: number[] = [];
    for (let k = 0; k < 72; k++)
      statuses.push((await ask('/data/2.5/weather?zip=94040&appid=pro-key')).status);
    expect(statuses.slice(0, 70).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(70)).toEqual([429, 429]);
  });
});
