// The double as a shared service, with the real engines: `serve --workers N` (node:cluster) and the
// quota counted in a real Redis (test/support/redis.ts), under concurrent load. Exact counts, no
// timing assertions: the budgets are generous for a busy 2-core machine.

import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRedisStore, startWeatherServer } from 'weather-double/server';
import { CLI, type CliServer, spawnCli, startCliServer } from '../support/cli.js';
import { startRedis, type TestRedis } from '../support/redis.js';
import { describeWithProgram } from '../support/system-program.js';

const NOW = '2024-06-01T12:00:00Z';
const SERVER_ERROR = '{"cod":"500","message":"Internal error: 500001"}';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function redis(): Promise<TestRedis> {
  const started = await startRedis();
  cleanups.push(() => started.stop());
  return started;
}

async function serve(args: string[]): Promise<CliServer> {
  const server = await startCliServer(['--port', '0', '--now', NOW, ...args]);
  cleanups.push(() => server.stop());
  return server;
}

/** `serve --log json`: its URL read from its first line, a JSON object. */
async function serveJson(args: string[]): Promise<CliServer> {
  const { child, output, exited } = spawnCli([
    'serve',
    '--port',
    '0',
    '--now',
    NOW,
    '--log',
    'json',
    ...args,
  ]);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  cleanups.push(stop);
  await until('the server', () => output().stdout.includes('"event":"listening"'), 1800);
  const first = JSON.parse(output().stdout.split('\n')[0] as string) as { url: string };
  return { child, url: first.url, output, stop };
}

/** Runs `count` tasks, `concurrency` at a time; their results in order. */
async function pool<T>(
  count: number,
  concurrency: number,
  task: (index: number) => Promise<T>,
): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const index = next;
        next += 1;
        results[index] = await task(index);
      }
    }),
  );
  return results;
}

async function statusOf(url: string): Promise<{ status: number; body: string }> {
  const response = await fetch(url);
  return { status: response.status, body: await response.text() };
}

/** Counts of each status. */
function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/** Waits (bounded) until `check` holds. */
async function until(what: string, check: () => boolean | Promise<boolean>, tries = 600): Promise<void> {
  for (let attempt = 0; attempt < tries; attempt += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

describeWithProgram('redis-server', 'redis-server', 'one quota in Redis across workers and servers', () => {
  it('answers exactly 10 × 200 per key, the rest 429, from 4 workers in each of 2 servers', async () => {
    const store = await redis();
    const args = ['--workers', '4', '--store', store.url, '--quota', '10'];
    const servers = await Promise.all([serveJson(args), serveJson(args)]);
    const keys = ['alpha', 'bravo', 'charlie', 'delta', 'echo'];
    const perKey = 60;
    // Every key's requests spread over both servers, 48 in flight at once.
    const statuses = await pool(keys.length * perKey, 48, async (index) => {
      const key = keys[index % keys.length] as string;
      const server = servers[index % 2] as CliServer;
      const { status } = await statusOf(`${server.url}/data/2.5/weather?zip=94040&appid=${key}`);
      return { key, status };
    });
    for (const key of keys) {
      expect(tally(statuses.filter((answer) => answer.key === key).map((answer) => answer.status))).toEqual({
        200: 10,
        429: perKey - 10,
      });
    }
    // Each server printed one JSON line per request (the key masked), from several of its workers.
    for (const server of servers) {
      const answerLines = () =>
        server
          .output()
          .stdout.split('\n')
          .filter((line) => line.includes('"target":"/data/2.5/weather'))
          .map((line) => JSON.parse(line) as { pid: number; target: string; status: number });
      await until('the answer lines', () => answerLines().length === (keys.length * perKey) / 2);
      expect(answerLines().every((line) => line.target.endsWith('&appid=***'))).toBe(true);
      const pids = new Set(answerLines().map((line) => line.pid));
      expect(pids.size).toBeGreaterThanOrEqual(2);
    }
  });

  it('keeps every acknowledged count through a Redis killed and restarted mid-run', async () => {
    const store = await redis();
    const server = await serve(['--workers', '2', '--store', store.url, '--quota', '25']);
    const url = `${server.url}/data/2.5/weather?zip=10001&appid=restart-key`;
    const first = await pool(15, 8, () => statusOf(url));
    expect(tally(first.map((answer) => answer.status))).toEqual({ 200: 15 });

    // SIGKILL: Redis writes nothing on the way out; what it acknowledged is in its fsynced file.
    await store.kill();
    const whileDown = await pool(6, 3, () => statusOf(url));
    expect(whileDown).toEqual(Array.from({ length: 6 }, () => ({ status: 500, body: SERVER_ERROR })));
    await until('the store-down line', () =>
      /quota store redis:\/\/127\.0\.0\.1:\d+ is down/.test(server.output().stderr),
    );
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(503);
    await health.body?.cancel();

    await store.restart();
    // Every worker reconnects: each health check asks the store of the worker it reaches.
    await until('the store back in every worker', async () => {
      const checks = await Promise.all(
        Array.from({ length: 6 }, () =>
          fetch(`${server.url}/healthz`, { headers: { connection: 'close' } }).then((r) => r.status),
        ),
      );
      return checks.every((status) => status === 200);
    });
    // One line when the outage starts and one when it ends, per worker, with the count between:
    // never a line per failed request.
    await until(
      'the store-back lines',
      () => (server.output().stdout.match(/ is back after /g) ?? []).length === 2,
    );
    const { stdout, stderr } = server.output();
    expect(stderr).not.toContain('failed to answer');
    expect((stderr.match(/ is down /g) ?? []).length).toBe(2);
    const counts = [...stdout.matchAll(/is back after [\d.]+ s; (\d+) requests? (?:was|were) answered 500/g)];
    expect(counts.reduce((sum, [, count]) => sum + Number(count), 0)).toBe(6);
    const second = await pool(30, 8, () => statusOf(url));
    // 25 in the window: 15 before the restart, so exactly 10 after it.
    expect(tally(second.map((answer) => answer.status))).toEqual({ 200: 10, 429: 20 });
    expect(server.child.exitCode).toBeNull();
  });
});

describeWithProgram('redis-server', 'redis-server', 'createRedisStore', () => {
  it('shares one quota between servers started from the API, and keys expire with their window', async () => {
    const store = await redis();
    const shared = await createRedisStore({ url: store.url, prefix: 'api-test:' });
    cleanups.push(() => shared.close());
    const servers = await Promise.all(
      [1, 2].map(() =>
        startWeatherServer({ port: 0, quota: { limit: 3, windowSeconds: 30 }, store: shared }),
      ),
    );
    cleanups.push(async () => {
      await Promise.all(servers.map((server) => server.close()));
    });
    const statuses = await pool(8, 4, async (index) => {
      const server = servers[index % 2] as (typeof servers)[number];
      return (await statusOf(`${server.url}/data/2.5/weather?zip=94040&appid=api-key`)).status;
    });
    expect(tally(statuses)).toEqual({ 200: 3, 429: 5 });
    // One hash for the key, named by a hash of it (the key itself is not in Redis), expiring with its window.
    const { Redis } = await import('ioredis');
    const client = new Redis(store.url);
    cleanups.push(async () => {
      client.disconnect();
    });
    const keys = await client.keys('api-test:*');
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^api-test:quota:3:30000:[\w-]{43}$/);
    expect(keys[0]).not.toContain('api-key');
    const ttl = await client.pttl(keys[0] as string);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(30_000);
  });

  it('keeps one request log for every worker in Redis with --shared-log', async () => {
    const store = await redis();
    const server = await serve(['--workers', '2', '--store', store.url, '--shared-log', '--quiet']);
    const answers = await pool(40, 10, async (index) => {
      const response = await fetch(`${server.url}/data/2.5/weather?zip=${90_000 + index}&appid=log-key`, {
        headers: { connection: 'close' },
      });
      await response.text();
      return response.status;
    });
    expect(tally(answers)).toEqual({ 200: 40 });
    const reader = await createRedisStore({ url: store.url, log: true });
    cleanups.push(() => reader.close());
    const logged = await reader.requests();
    expect(logged).toHaveLength(40);
    expect(new Set(logged.map((entry) => entry.query.zip))).toEqual(
      new Set(Array.from({ length: 40 }, (_, index) => String(90_000 + index))),
    );
    for (const entry of logged) {
      expect(entry).toMatchObject({
        method: 'GET',
        status: 200,
        scenario: null,
        fault: null,
        outcome: 'answered',
      });
      expect(entry.url).toMatch(/&appid=\*\*\*$/);
      expect(entry.query.appid).toBe('***');
    }
  });

  it('resolves while Redis is down, answers 500 meanwhile, and counts once it is up', async () => {
    const store = await redis();
    await store.kill();
    const status = vi.fn();
    const shared = await createRedisStore({ url: store.url, timeoutMs: 200, onStatus: status });
    cleanups.push(() => shared.close());
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = await startWeatherServer({ port: 0, quota: { limit: 1 }, store: shared });
    cleanups.push(() => server.close());
    const url = `${server.url}/data/2.5/weather?zip=94040&appid=k`;
    expect(await statusOf(url)).toEqual({ status: 500, body: SERVER_ERROR });
    expect(await statusOf(url)).toEqual({ status: 500, body: SERVER_ERROR });
    await until('the down status', () => status.mock.calls.some(([state]) => state === 'down'));
    // The outage is said once, by the store; the 500s it causes add no line each.
    expect(error).not.toHaveBeenCalled();
    expect(status.mock.calls.filter(([state]) => state === 'down')).toHaveLength(1);
    await store.restart();
    await until('the store back', () => status.mock.calls.some(([state]) => state === 'up'));
    expect(status.mock.calls.find(([state]) => state === 'up')?.[1]).toMatch(
      new RegExp(
        `^\\[weather-double\\] The quota store ${store.url} is back after [\\d.]+ s; 2 requests were answered 500 while it was down\\.$`,
      ),
    );
    expect([(await statusOf(url)).status, (await statusOf(url)).status]).toEqual([200, 429]);
  });
});

/** One GET over `agent`: status, body, the pid of a health answer, and the client port. */
function get(
  agent: Agent,
  url: string,
): Promise<{ status: number; body: string; localPort: number; headers: string[] }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { agent, timeout: 30_000 }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body,
          localPort: response.socket?.localPort ?? 0,
          // Every header but Date (the wall clock), in wire order.
          headers: response.rawHeaders.filter((_, i, all) => all[i - (i % 2)]?.toLowerCase() !== 'date'),
        }),
      );
      response.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end();
  });
}

describe('serve --workers', () => {
  it('replaces a worker killed mid-load, with no failed request on the other connections', async () => {
    const server = await serve(['--workers', '2', '--quiet']);
    // Keep-alive connections, one per client, each pinned to the worker its health check reached.
    const clients: { agent: Agent; pid: number; port: number }[] = [];
    for (let opened = 0; opened < 40; opened += 1) {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const health = await get(agent, `${server.url}/healthz`);
      clients.push({ agent, pid: (JSON.parse(health.body) as { pid: number }).pid, port: health.localPort });
      if (clients.length >= 6 && new Set(clients.map((client) => client.pid)).size === 2) break;
    }
    cleanups.push(async () => {
      for (const { agent } of clients) agent.destroy();
    });
    const pids = [...new Set(clients.map((client) => client.pid))];
    expect(pids).toHaveLength(2);
    const [victim, survivor] = pids as [number, number];
    // The same bytes from either worker.
    const sample = await Promise.all(
      clients.map((client) => get(client.agent, `${server.url}/data/2.5/weather?zip=94040&appid=k`)),
    );
    expect(
      new Set(sample.map(({ status, headers, body }) => JSON.stringify([status, headers, body]))).size,
    ).toBe(1);

    let answered = 0;
    const loads = clients.map(async (client) => {
      const results: { status: number; localPort: number }[] = [];
      for (let index = 0; index < 150; index += 1) {
        try {
          const { status, localPort } = await get(
            client.agent,
            `${server.url}/data/2.5/weather?zip=${10_000 + index}&appid=k`,
          );
          results.push({ status, localPort });
          answered += 1;
        } catch (error) {
          return { client, results, error };
        }
      }
      return { client, results, error: undefined };
    });
    await until('load under way', () => answered >= 100);
    process.kill(victim, 'SIGKILL');
    const outcomes = await Promise.all(loads);

    for (const { client, results, error } of outcomes) {
      if (client.pid !== survivor) continue;
      // Every request of a connection to the other worker answered, on that same connection.
      expect(error).toBeUndefined();
      expect(results).toHaveLength(150);
      expect(results.every((result) => result.status === 200 && result.localPort === client.port)).toBe(true);
    }
    // The primary says so and starts another worker, which answers.
    await until('a new worker', () => /worker \d+ serving/.test(server.output().stdout));
    expect(server.output().stderr).toContain(`worker ${victim} exited (SIGKILL); starting another`);
    const seen = new Set<number>();
    await until('the new worker answering', async () => {
      const health = await fetch(`${server.url}/healthz`, { headers: { connection: 'close' } });
      seen.add(((await health.json()) as { pid: number }).pid);
      return [...seen].some((pid) => pid !== survivor && pid !== victim);
    });
    expect(seen.has(victim)).toBe(false);
  });

  it('answers the requests in flight on SIGTERM, then exits 0', async () => {
    const server = await serve(['--workers', '2', '--latency', '2000,2000']);
    const agents = Array.from({ length: 4 }, () => new Agent({ keepAlive: true, maxSockets: 1 }));
    cleanups.push(async () => {
      for (const agent of agents) agent.destroy();
    });
    // Each connection proven open (a health check) before its slow request goes out.
    await Promise.all(agents.map((agent) => get(agent, `${server.url}/healthz`)));
    const slow = agents.map((agent, index) =>
      get(agent, `${server.url}/data/2.5/weather?zip=9410${index}&appid=k`),
    );
    await new Promise((resolve) => setTimeout(resolve, 800));
    server.child.kill('SIGTERM');
    const answers = await Promise.all(slow);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    for (const answer of answers) expect(JSON.parse(answer.body)).toHaveProperty('main');
    const [code] = await once(server.child, 'close');
    expect(code).toBe(0);
    expect(server.output().stdout).toContain('weather-double: stopped (SIGTERM).');
  });
});

describe('npx weather-double serve', () => {
  it('stops when npm exec is sent SIGTERM (npm runs it through a shell that does not pass it on)', async () => {
    // A consumer project with the package installed as npm installs it (a link, its bin executable).
    const project = mkdtempSync(join(tmpdir(), 'weather-double-npx-'));
    cleanups.push(async () => rmSync(project, { recursive: true, force: true }));
    const root = join(dirname(CLI), '..', '..', '..');
    writeFileSync(join(project, 'package.json'), '{"name":"consumer","version":"1.0.0","private":true}\n');
    mkdirSync(join(project, 'node_modules', '.bin'), { recursive: true });
    symlinkSync(root, join(project, 'node_modules', 'weather-double'));
    symlinkSync(CLI, join(project, 'node_modules', '.bin', 'weather-double'));
    chmodSync(CLI, 0o755);
    const npm = spawn(
      'npm',
      ['exec', '--offline', '--', 'weather-double', 'serve', '--port', '0', '--quiet'],
      {
        cwd: project,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    npm.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
    });
    // The output pipe ends only when every process holding it (npm, its shell, the server) is gone.
    const ended = once(npm.stdout, 'end');
    cleanups.push(async () => {
      if (npm.exitCode === null && npm.signalCode === null) npm.kill('SIGKILL');
    });
    await until('the server', () => /serving http:\/\/127\.0\.0\.1:\d+/.test(stdout), 1200);
    const url = /serving (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout)?.[1] as string;
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    npm.kill('SIGTERM');
    await ended;
    expect(stdout).toMatch(/weather-double: stopped \((SIGTERM|parent exited)\)\./);
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
  });
});
