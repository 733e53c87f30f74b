// The recipes of docs/any-language.md, each run against the built `weather-double serve`: curl,
// Python with Debian's python3-requests, Go with Debian's golang-go (the standard library only,
// offline). Skipped with a notice where the program is missing; under CI=true they must run.
// Also the Docker image's command line with its token from the environment (no Docker daemon here).
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type CliProcess, spawnCli } from '../support/cli.js';
import { blocksOf } from '../support/recipes.js';
import { describeWithProgram } from '../support/system-program.js';

const run = promisify(execFile);
const PAGE = 'docs/any-language.md';
const [CURL] = blocksOf(PAGE, 'curl', 'sh');
const [PYTHON] = blocksOf(PAGE, 'Python', 'python');
const [GO] = blocksOf(PAGE, 'Go', 'go');

let folder: string;
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'any-language-'));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Starts `weather-double serve` as the page says, runs `recipe` against it, stops it. */
async function againstServe(recipe: (url: string) => Promise<{ stdout: string }>): Promise<string> {
  const served: CliProcess = spawnCli(['serve', '--port', '0', '--quiet', '--now', '2024-06-01T12:00:00Z']);
  try {
    const { stdout } = await recipe(await served.url);
    return stdout;
  } finally {
    served.child.kill('SIGTERM');
    await served.exited;
  }
}

describeWithProgram('curl', 'curl', 'the curl recipe', () => {
  it('sets a 429 for the next call, reads the log, moves the clock', async () => {
    const stdout = await againstServe((url) =>
      run('sh', ['-c', CURL as string], { env: { ...process.env, WEATHER_DOUBLE_URL: url } }),
    );
    expect(stdout).toContain('first call: 429\nsecond call: 200\ndone\n');
  });
});

describeWithProgram(
  '/usr/bin/python3',
  'python3-requests',
  'the Python recipe (requests)',
  () => {
    it('sets a 429 for the next call, reads the log and the answer, freezes the clock', async () => {
      const file = join(folder, 'recipe.py');
      writeFileSync(file, PYTHON as string);
      const stdout = await againstServe((url) =>
        run('/usr/bin/python3', [file], { env: { ...process.env, WEATHER_DOUBLE_URL: url } }),
      );
      expect(stdout).toBe('done\n');
    });
  },
  ['/usr/bin/python3', '-c', 'import requests'],
);

describeWithProgram('go', 'golang-go', 'the Go recipe (net/http)', () => {
  it('sets a 429 for the next call, reads the log, moves the clock', { timeout: 240_000 }, async () => {
    const dir = join(folder, 'go');
    const home = join(folder, 'go-home');
    await run('mkdir', ['-p', dir, home]);
    writeFileSync(join(dir, 'main.go'), GO as string);
    writeFileSync(join(dir, 'go.mod'), 'module recipe\n\ngo 1.19\n');
    const env = {
      ...process.env,
      GOFLAGS: '-mod=mod',
      GOPROXY: 'off',
      GOCACHE: join(home, 'cache'),
      GOPATH: join(home, 'path'),
      HOME: home,
    };
    // Built first (the compile is the slow part), then run against the server.
    await run('go', ['build', '-o', join(dir, 'recipe'), '.'], { cwd: dir, env });
    const stdout = await againstServe((url) =>
      run(join(dir, 'recipe'), [], { env: { ...env, WEATHER_DOUBLE_URL: url } }),
    );
    expect(stdout).toBe('done\n');
  });
});

it("the Docker image's command line takes the admin token from its environment", {
  timeout: 60_000,
}, async () => {
  const dockerfile = readFileSync(new URL('../../Dockerfile', import.meta.url), 'utf8');
  const cmd = JSON.parse(/^CMD (.+)$/m.exec(dockerfile)?.[1] ?? '[]') as string[];
  expect(cmd.slice(0, 3)).toEqual(['serve', '--host', '0.0.0.0']);
  // The image's CMD, on a free port of loopback (the tests bind nothing else).
  const args = cmd.map((arg, at) =>
    cmd[at - 1] === '--port' ? '0' : cmd[at - 1] === '--host' ? '127.0.0.1' : arg,
  );
  const served = spawnCli(args, { WEATHER_DOUBLE_ADMIN_TOKEN: 'secret' });
  try {
    // `--log json`: the URL is in the first line's JSON.
    for (let tries = 0; tries < 1200 && !served.output().stdout.includes('"event":"listening"'); tries += 1) {
      if (served.child.exitCode !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const { url } = JSON.parse(served.output().stdout.split('\n')[0] as string) as { url: string };
    const scenario = (authorization?: string) =>
      fetch(`${url}/__weather-double/scenarios`, {
        method: 'POST',
        headers: authorization === undefined ? {} : { authorization },
        body: '{"name":"rateLimited","once":true}',
      });
    expect((await scenario()).status).toBe(401);
    expect((await scenario('Bearer secret')).status).toBe(201);
    expect((await fetch(`${url}/data/2.5/weather?zip=94040,us&appid=k`)).status).toBe(429);
  } finally {
    served.child.kill('SIGTERM');
    await served.exited;
  }
});
