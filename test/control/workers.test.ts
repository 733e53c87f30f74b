// The control plane of `serve --workers 2`: a change made through any worker holds for every worker
// from the very next request, once/times and sequences count across workers, and the log read
// through one worker shows every worker's requests. Each request here opens its own connection, so
// the primary hands them to the workers in turn.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliProcess, spawnCli } from '../support/cli.js';

let run: CliProcess;
let url: string;
beforeAll(async () => {
  run = spawnCli([
    'serve',
    '--port',
    '0',
    '--workers',
    '2',
    '--quiet',
    '--now',
    '2024-06-01T12:00:00Z',
    '--key',
    'k429=rateLimited',
  ]);
  url = await run.url;
});
afterAll(async () => {
  run.child.kill('SIGTERM');
  await run.exited;
});

/** A request on a connection of its own (so the two workers take turns). */
async function ask(path: string, method = 'GET', body?: unknown) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { connection: 'close' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, text };
}

const control = async (method: string, path: string, body?: unknown) => {
  const { status, text } = await ask(`/__weather-double${path}`, method, body);
  return { status, json: text === '' ? undefined : JSON.parse(text) };
};

describe('serve --workers 2', () => {
  it('has its requests answered by both workers', async () => {
    const pids = new Set<number>();
    for (let i = 0; i < 6; i++) pids.add(JSON.parse((await ask('/healthz')).text).pid);
    expect(pids.size).toBe(2);
  });

  it('counts a times scenario once across the workers', async () => {
    await control('POST', '/reset');
    const added = await control('POST', '/scenarios', { name: 'rateLimited', times: 3 });
    expect(added.status).toBe(201);
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await ask('/data/2.5/weather?zip=94040&appid=k')).status);
    expect(statuses).toEqual([429, 429, 429, 200, 200, 200]);
    expect((await control('GET', '/scenarios')).json.scenarios).toMatchObject([
      { id: added.json.id, remaining: 0 },
    ]);
  });

  it('takes the steps of a sequence in order across the workers', async () => {
    await control('POST', '/reset');
    await control('POST', '/scenarios', {
      name: 'sequence',
      steps: ['serverError', 'rateLimited', 'unauthorized'],
    });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await ask('/data/2.5/weather?zip=94040&appid=k')).status);
    expect(statuses).toEqual([500, 429, 401, 200]);
  });

  it('holds a scenario, a clock and a drop for every worker from the next request', async () => {
    await control('POST', '/reset');
    for (let i = 0; i < 4; i++) {
      const { json } = await control('POST', '/scenarios', { name: 'serverError', once: true });
      expect(json.remaining).toBe(1);
      expect((await ask('/data/2.5/weather?zip=94040&appid=k')).status).toBe(500);
      await control('DELETE', `/scenarios/${json.id}`);
    }
    const moved = await control('PUT', '/clock', { advance: 86_400 });
    expect(moved.json.now).toBe('2024-06-02T12:00:00.000Z');
    for (let i = 0; i < 4; i++)
      expect((await control('GET', '/clock')).json.now).toBe('2024-06-02T12:00:00.000Z');
    const { json } = await control('POST', '/scenarios', { name: 'notFound' });
    await control('DELETE', `/scenarios/${json.id}`);
    for (let i = 0; i < 4; i++) expect((await ask('/data/2.5/weather?zip=94040&appid=k')).status).toBe(200);
    await control('POST', '/reset');
    for (let i = 0; i < 4; i++)
      expect((await control('GET', '/clock')).json.now).toBe('2024-06-01T12:00:00.000Z');
  });

  it("lists every worker's requests through any worker, numbered 1, 2, … and answered", async () => {
    await control('POST', '/reset');
    for (let i = 0; i < 6; i++) await ask(`/data/2.5/weather?zip=94040&n=${i}&appid=k`);
    await ask('/data/2.5/weather?zip=94040&appid=k429');
    for (let i = 0; i < 4; i++) {
      const { json } = await control('GET', '/requests');
      expect(json.requests.map((r: { query: { n?: string } }) => r.query.n ?? '-')).toEqual([
        '0',
        '1',
        '2',
        '3',
        '4',
        '5',
        '-',
      ]);
      const seqs = json.requests.map((r: { seq: number }) => r.seq);
      expect(seqs.slice(1).map((seq: number, at: number) => seq - seqs[at])).toEqual([1, 1, 1, 1, 1, 1]);
      expect((await control('GET', `/requests?since=${seqs[4]}`)).json.requests).toHaveLength(2);
      const last = await control('GET', `/requests/${seqs[6]}/answer`);
      expect([last.json.status, last.json.body]).toEqual([429, expect.stringContaining('temporary blocked')]);
    }
    expect((await control('GET', '/')).json.requests.logged).toBe(7);
    expect((await control('DELETE', '/requests')).status).toBe(204);
    for (let i = 0; i < 2; i++) expect((await control('GET', '/requests')).json.requests).toEqual([]);
  });

  it("streams every worker's requests through one worker", async () => {
    const seen: { seq: number; query: { n: string } }[] = [];
    await new Promise<void>((resolve, reject) => {
      const req = httpRequest(`${url}/__weather-double/requests/stream`, (res) => {
        res.setEncoding('utf8');
        let text = '';
        let started = false;
        res.on('data', (chunk: string) => {
          text += chunk;
          // The first comment comes once every worker streams.
          if (!started) {
            started = true;
            void (async () => {
              for (let i = 0; i < 4; i++) await ask(`/data/2.5/weather?zip=94040&n=${i}&appid=k`);
            })();
          }
          const events = text.split('\n\n').filter((event) => event.startsWith('id: '));
          if (events.length === 4) {
            seen.push(...events.map((event) => JSON.parse(event.split('\ndata: ')[1] as string)));
            req.destroy();
            resolve();
          }
        });
      });
      req.on('error', reject);
      req.end();
    });
    expect(seen.map((request) => request.query.n).sort()).toEqual(['0', '1', '2', '3']);
    expect(new Set(seen.map((request) => request.seq)).size).toBe(4);
  });
});

describe('serve stopping', () => {
  it('ends an open request stream cleanly on SIGTERM', async () => {
    const stopping = spawnCli(['serve', '--port', '0', '--quiet']);
    const base = await stopping.url;
    const ended = await new Promise<string>((resolve, reject) => {
      const req = httpRequest(`${base}/__weather-double/requests/stream`, (res) => {
        res.once('data', () => stopping.child.kill('SIGTERM'));
        res.on('end', () => resolve('ended'));
        res.on('aborted', () => resolve('aborted'));
      });
      req.on('error', reject);
      req.end();
    });
    expect(ended).toBe('ended');
    expect((await stopping.exited).code).toBe(0);
  });
});
