// `serve`'s options for running it as a shared service: --workers, --store, --log json, and the
// repository's Dockerfile, whose command line is run against the built package here (the image
// itself cannot be built on this machine). Workers under load and Redis: test/reliability/scale.test.ts.
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli, spawnCli } from '../support/cli.js';

const children: ChildProcessWithoutNullStreams[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

describe('serve refuses', () => {
  it.each([
    [
      ['--workers', '0'],
      '[weather-double] Invalid option --workers: expected an integer from 1 to 256, or auto (one per core), got "0".',
    ],
    [
      ['--workers', 'all'],
      '[weather-double] Invalid option --workers: expected an integer from 1 to 256, or auto (one per core), got "all".',
    ],
    [['--log', 'xml'], '[weather-double] Invalid option --log: expected one of text, json, got "xml".'],
    [
      ['--store', 'http://127.0.0.1:6379', '--quota', '5'],
      '[weather-double] Invalid option --store: expected a Redis URL (redis://host:port, or rediss:// for TLS), got "http://127.0.0.1:6379".',
    ],
    [
      ['--store', 'redis://127.0.0.1:6379'],
      "[weather-double] Invalid option --store: the store counts the quota and the plans' limits and keeps the shared log, so it needs --quota N, --plan or --shared-log as well.",
    ],
    [
      ['--shared-log'],
      '[weather-double] Invalid option --shared-log: the log is shared in the store, so it needs --store redis://… as well.',
    ],
  ])('%j with a message naming the option (exit 2)', async (args, message) => {
    const { code, stdout, stderr } = await runCli(['serve', '--port', '0', ...args]);
    expect({ code, stdout, stderr }).toEqual({ code: 2, stdout: '', stderr: `${message}\n` });
  });
});

describe('serve --log json', () => {
  it('prints one JSON object a line, the key masked, and stops on SIGTERM', async () => {
    const run = spawnCli(['serve', '--port', '0', '--log', 'json', '--now', '2024-06-01T12:00:00Z']);
    children.push(run.child);
    for (let tries = 0; tries < 600 && !run.output().stdout.includes('\n'); tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const first = JSON.parse(run.output().stdout.split('\n')[0] as string);
    expect(first).toMatchObject({ level: 'info', event: 'listening', workers: 1, pid: run.child.pid });
    expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${first.url}/data/2.5/weather?zip=94040&appid=very-secret`);
    expect(response.status).toBe(200);
    await response.text();
    run.child.kill('SIGTERM');
    const { code, stdout } = await run.exited;
    expect(code).toBe(0);
    const lines = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines[1]).toMatchObject({
      pid: run.child.pid,
      method: 'GET',
      target: '/data/2.5/weather?zip=94040&appid=***',
      status: 200,
    });
    expect(typeof lines[1]?.ms).toBe('number');
    expect(Date.parse(lines[1]?.time as string)).not.toBeNaN();
    expect(lines[2]).toMatchObject({ level: 'info', event: 'stopped', reason: 'SIGTERM' });
    expect(lines).toHaveLength(3);
    expect(stdout).not.toContain('very-secret');
  });
});

/** The JSON array of a Dockerfile instruction (exec form). */
function instruction(dockerfile: string, name: string): string[] {
  const line = dockerfile.split('\n').find((text) => text.startsWith(`${name} `));
  if (line === undefined) throw new Error(`No ${name} in the Dockerfile`);
  return JSON.parse(line.slice(line.indexOf('['))) as string[];
}

describe('the Dockerfile', () => {
  const dockerfile = readFileSync(new URL('../../Dockerfile', import.meta.url), 'utf8');

  it("runs the package's CLI: its ENTRYPOINT and CMD start a server that answers, its HEALTHCHECK passes", async () => {
    const entrypoint = instruction(dockerfile, 'ENTRYPOINT');
    const command = instruction(dockerfile, 'CMD');
    // The image's path of the CLI is where npm installs the package's bin (the bundled CLI; this test
    // runs the same CLI from dist/).
    expect(entrypoint).toEqual(['node', '/app/node_modules/weather-double/dist/src/esm/cli.js']);
    expect(command.slice(0, 1)).toEqual(['serve']);
    // The same arguments, but the host and port of a test on this machine (127.0.0.1, a free port).
    const args = command
      .slice(1)
      .map((arg, index, all) =>
        all[index - 1] === '--host' ? '127.0.0.1' : all[index - 1] === '--port' ? '0' : arg,
      );
    expect(args).toEqual(['--host', '127.0.0.1', '--port', '0', '--workers', 'auto', '--log', 'json']);
    const run = spawnCli(['serve', ...args]);
    children.push(run.child);
    for (let tries = 0; tries < 1200 && !run.output().stdout.includes('"event":"listening"'); tries += 1) {
      if (run.child.exitCode !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const { url } = JSON.parse(run.output().stdout.split('\n')[0] as string) as { url: string };
    const response = await fetch(`${url}/data/2.5/weather?zip=94040&appid=k`);
    expect(response.status).toBe(200);
    await response.text();

    // HEALTHCHECK CMD: the same script, aimed at this server's port.
    const healthcheck = dockerfile.split('\n').find((line) => line.startsWith('HEALTHCHECK '));
    const check = JSON.parse((healthcheck as string).slice((healthcheck as string).indexOf('['))) as string[];
    expect(check.slice(0, 2)).toEqual(['node', '-e']);
    const script = (check[2] as string).replace('http://127.0.0.1:8080', url);
    const probe = spawn(process.execPath, ['-e', script], { stdio: 'ignore' });
    const [exitCode] = await once(probe, 'exit');
    expect(exitCode).toBe(0);

    run.child.kill('SIGTERM');
    expect((await run.exited).code).toBe(0);
  });

  it('serves the ENTRYPOINT path from the package as npm installs it (bin and files)', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
    expect(pkg.bin['weather-double']).toBe('./dist/src/esm/cli.js');
    expect(pkg.files).toContain('dist/src/esm/*.js');
    expect(instruction(dockerfile, 'ENTRYPOINT')[1]).toBe(
      `/app/node_modules/weather-double/${pkg.bin['weather-double'].slice(2)}`,
    );
  });
});
