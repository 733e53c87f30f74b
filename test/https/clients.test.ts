// Real clients, unchanged, calling https://api.openweathermap.org through `weather-double serve` as
// their HTTPS proxy: each is told only the proxy (HTTPS_PROXY) and the double's CA (its own trust
// setting), and must get the bytes the server answers over plain HTTP. curl, Node (undici's
// EnvHttpProxyAgent: Node 20's fetch reads no proxy variable), Python requests and aiohttp (Debian's
// python3-requests, python3-aiohttp, run by /usr/bin/python3), pyowm's WeatherManager (vendored in
// test/fixtures/pyowm, with Debian's python3-geojson), a Go program (stdlib net/http, Debian's
// golang-go) and ansiweather (a shell script over curl). `.ci/run` installs the Debian packages;
// elsewhere each block is skipped with a notice (test/support/system-program.ts).
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliServer, runCli, startCliServer } from '../support/cli.js';
import { describeWithProgram } from '../support/system-program.js';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const NOW = '2024-06-01T12:00:00Z';
const WEATHER = '/data/2.5/weather?zip=94040,us&units=metric&appid=test-key';
const HOURLY = '/data/2.5/forecast/hourly?lat=51.5&lon=-0.12&appid=test-key';
const SERVICE = 'https://api.openweathermap.org';

let folder: string;
let caDir: string;
let certificate: string;
let server: CliServer;
/** The environment of a client: the proxy variables, both spellings, and nothing bypassed. */
let proxied: NodeJS.ProcessEnv;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'weather-double-clients-'));
  caDir = join(folder, 'ca');
  const ca = await runCli(['ca', '--dir', caDir]);
  expect(ca).toMatchObject({ code: 0, stderr: '' });
  certificate = ca.stdout.trim();
  expect(certificate).toBe(join(caDir, 'ca.pem'));
  server = await startCliServer(['--port', '0', '--seed', '3', '--now', NOW, '--ca-dir', caDir]);
  const url = server.url;
  proxied = {
    ...process.env,
    HTTPS_PROXY: url,
    https_proxy: url,
    HTTP_PROXY: url,
    http_proxy: url,
    NO_PROXY: '',
    no_proxy: '',
  };
});
afterAll(async () => {
  await server?.stop();
  rmSync(folder, { recursive: true, force: true });
});

/**
 * The server's own answer over plain HTTP: what each client must get through the proxy. Resolves
 * once the server has printed its line, so that it never shows among a later client's lines.
 */
async function plain(path: string): Promise<string> {
  const from = server.output().stdout.length;
  const body = await (await fetch(`${server.url}${path}`)).text();
  const line = `GET ${path.replace(/appid=[^&]*/, 'appid=***')} 200`;
  await expect.poll(() => linesSince(from)).toContain(line);
  return body;
}

/** The request lines the server printed since `from` characters of its output. */
const linesSince = (from: number) =>
  server
    .output()
    .stdout.slice(from)
    .split('\n')
    .filter((line) => /^(?:GET|CONNECT) /.test(line))
    .map((line) => line.replace(/ [\d.]+ ms$/, ''));

describeWithProgram('curl', 'curl', 'curl through the HTTPS proxy', () => {
  it('gets the answers of api. and pro. with HTTPS_PROXY and --cacert', async () => {
    const from = server.output().stdout.length;
    for (const [host, path] of [
      ['api.openweathermap.org', WEATHER],
      ['pro.openweathermap.org', HOURLY],
    ] as const) {
      const { stdout } = await run('curl', ['-sS', '--cacert', certificate, `https://${host}${path}`], {
        env: proxied,
      });
      expect(stdout).toBe(await plain(path));
    }
    await expect
      .poll(() => linesSince(from))
      .toEqual([
        'CONNECT api.openweathermap.org:443 200',
        'GET /data/2.5/weather?zip=94040,us&units=metric&appid=*** 200',
        'GET /data/2.5/weather?zip=94040,us&units=metric&appid=*** 200',
        'CONNECT pro.openweathermap.org:443 200',
        'GET /data/2.5/forecast/hourly?lat=51.5&lon=-0.12&appid=*** 200',
        'GET /data/2.5/forecast/hourly?lat=51.5&lon=-0.12&appid=*** 200',
      ]);
  });

  it('is refused a tunnel to another host (403), and the server logs it', async () => {
    const from = server.output().stdout.length;
    const failed = await run('curl', ['-sS', 'https://example.com/'], { env: proxied }).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed).toMatchObject({
      code: 56,
      stderr: expect.stringContaining('CONNECT tunnel failed, response 403'),
    });
    await expect.poll(() => linesSince(from)).toEqual(['CONNECT example.com:443 403']);
  });

  it('refuses the certificate without the CA, and the server says what to trust', async () => {
    const failed = await run('curl', ['-sS', `${SERVICE}${WEATHER}`], {
      env: { ...proxied, CURL_CA_BUNDLE: '', SSL_CERT_FILE: '' },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(failed).toMatchObject({ code: 60 });
    await expect
      .poll(() => server.output().stderr)
      .toContain(
        `A client refused the certificate of api.openweathermap.org (ERR_SSL_TLSV1_ALERT_UNKNOWN_CA): it does not trust the double's CA. Trust ${caDir}/ca.pem`,
      );
  });

  it('calls `serve --https` directly with --cacert', async () => {
    const secure = await startCliServer([
      '--port',
      '0',
      '--seed',
      '3',
      '--now',
      NOW,
      '--ca-dir',
      caDir,
      '--https',
    ]);
    try {
      expect(secure.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
      expect(secure.output().stdout).toContain(
        `Try: curl --cacert '${certificate}' '${secure.url}/data/2.5/weather?`,
      );
      const { stdout } = await run('curl', ['-sS', '--cacert', certificate, `${secure.url}${WEATHER}`]);
      expect(stdout).toBe(await plain(WEATHER));
      const local = secure.url.replace('127.0.0.1', 'localhost');
      expect((await run('curl', ['-sS', '--cacert', certificate, `${local}${WEATHER}`])).stdout).toBe(
        await plain(WEATHER),
      );
    } finally {
      await secure.stop();
    }
  });
});

describe('Node 20 through the HTTPS proxy', () => {
  it('gets the answer with NODE_EXTRA_CA_CERTS and undici’s EnvHttpProxyAgent', async () => {
    const script = `
      import { EnvHttpProxyAgent, fetch } from 'undici';
      const response = await fetch(process.argv[1], { dispatcher: new EnvHttpProxyAgent() });
      process.stdout.write(response.status + '\\n' + (await response.text()));
    `;
    const { stdout } = await run(
      process.execPath,
      ['--input-type=module', '-e', script, `${SERVICE}${WEATHER}`],
      {
        cwd: ROOT,
        env: { ...proxied, NODE_EXTRA_CA_CERTS: certificate },
      },
    );
    expect(stdout).toBe(`200\n${await plain(WEATHER)}`);
  });
});

describeWithProgram(
  'python3-requests',
  'python3-requests',
  'Python requests through the HTTPS proxy',
  () => {
    it('gets the answer with HTTPS_PROXY and REQUESTS_CA_BUNDLE', async () => {
      const script =
        'import sys, requests\nr = requests.get(sys.argv[1], timeout=20)\nsys.stdout.buffer.write(b"%d\\n" % r.status_code + r.content)';
      const { stdout } = await run('/usr/bin/python3', ['-c', script, `${SERVICE}${WEATHER}`], {
        env: { ...proxied, REQUESTS_CA_BUNDLE: certificate },
      });
      expect(stdout).toBe(`200\n${await plain(WEATHER)}`);
    });
  },
  ['/usr/bin/python3', '-c', 'import requests'],
);

describeWithProgram(
  'python3-aiohttp',
  'python3-aiohttp',
  'Python aiohttp through the HTTPS proxy',
  () => {
    const script = (trustEnv: boolean) => `
import asyncio, sys, aiohttp
async def main():
    async with aiohttp.ClientSession(trust_env=${trustEnv ? 'True' : 'False'}) as session:
        async with session.get(sys.argv[1], timeout=aiohttp.ClientTimeout(total=20)) as r:
            sys.stdout.buffer.write(b"%d\\n" % r.status + await r.read())
asyncio.run(main())
`;

    it('gets the answer with trust_env=True, HTTPS_PROXY and SSL_CERT_FILE', async () => {
      const { stdout } = await run('/usr/bin/python3', ['-c', script(true), `${SERVICE}${WEATHER}`], {
        env: { ...proxied, SSL_CERT_FILE: certificate },
      });
      expect(stdout).toBe(`200\n${await plain(WEATHER)}`);
    });

    it('does not use the proxy without trust_env (aiohttp’s default): the session goes to the network', async () => {
      // An address no resolver answers, so the test never reaches the real service.
      const url = `https://api.openweathermap.org.invalid${WEATHER}`;
      const failed = await run('/usr/bin/python3', ['-c', script(false), url], {
        env: { ...proxied, SSL_CERT_FILE: certificate },
      }).catch((error: { code: number; stderr: string }) => error);
      // aiohttp resolved the name itself: it did not ask the proxy.
      expect(failed).toMatchObject({
        code: 1,
        stderr: expect.stringContaining('Cannot connect to host api.openweathermap.org.invalid:443'),
      });
    });
  },
  ['/usr/bin/python3', '-c', 'import aiohttp'],
);

describeWithProgram(
  'python3-geojson',
  'python3-requests python3-geojson',
  "pyowm's WeatherManager (vendored, unchanged) through the HTTPS proxy",
  () => {
    it('reads the weather, the forecast and One Call of api.openweathermap.org with HTTPS_PROXY and REQUESTS_CA_BUNDLE', async () => {
      const from = server.output().stdout.length;
      const { stdout } = await run(
        '/usr/bin/python3',
        [join(ROOT, 'test/https/pyowm_weather.py'), join(ROOT, 'test/fixtures/pyowm')],
        // No bytecode written into the vendored fixture (a clone's tree stays as committed).
        {
          env: { ...proxied, REQUESTS_CA_BUNDLE: certificate, PYTHONDONTWRITEBYTECODE: '1' },
          timeout: 60_000,
        },
      );
      const seen = JSON.parse(stdout);
      const json = async (path: string) => JSON.parse(await plain(path));
      const weather = await json('/data/2.5/weather?q=London,GB&appid=test-key');
      expect(seen.weather).toEqual({
        id: weather.id,
        name: weather.name,
        dt: weather.dt,
        temp: weather.main.temp,
        status: weather.weather[0].description,
      });
      const forecast = await json('/data/2.5/forecast?q=London,GB&appid=test-key');
      expect(seen.forecast).toEqual({
        count: forecast.cnt,
        first_dt: forecast.list[0].dt,
        first_temp: forecast.list[0].main.temp,
      });
      const oneCall = await json('/data/3.0/onecall?lat=51.5085&lon=-0.1257&appid=test-key');
      expect(seen.one_call).toEqual({
        current_dt: oneCall.current.dt,
        current_temp: oneCall.current.temp,
        hours: oneCall.hourly.length,
        days: oneCall.daily.length,
      });
      // Every call went through the proxy to the service's host, over TLS.
      expect(linesSince(from).filter((line) => line.startsWith('CONNECT '))).toEqual(
        Array(3).fill('CONNECT api.openweathermap.org:443 200'),
      );
    });
  },
  ['/usr/bin/python3', '-c', 'import requests, geojson'],
);

describeWithProgram('go', 'golang-go', 'a Go program (net/http) through the HTTPS proxy', () => {
  it('gets the answer with HTTPS_PROXY and SSL_CERT_FILE', async () => {
    const work = join(folder, 'go');
    mkdirSync(join(work, 'cache'), { recursive: true });
    writeFileSync(
      join(work, 'main.go'),
      `package main

import (
	"fmt"
	"io"
	"net/http"
	"os"
)

func main() {
	res, err := http.Get(os.Args[1])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Printf("%d\\n%s", res.StatusCode, body)
}
`,
    );
    const { stdout } = await run('go', ['run', 'main.go', `${SERVICE}${WEATHER}`], {
      cwd: work,
      env: {
        ...proxied,
        SSL_CERT_FILE: certificate,
        GOPROXY: 'off',
        GOFLAGS: '',
        GO111MODULE: 'off',
        GOCACHE: join(work, 'cache'),
        GOPATH: join(work, 'path'),
      },
    });
    expect(stdout).toBe(`200\n${await plain(WEATHER)}`);
  });
});

describeWithProgram('ansiweather', 'ansiweather', 'ansiweather through the HTTPS proxy', () => {
  it('prints what it prints when pointed at the server by its fetch_cmd, with only HTTPS_PROXY and CURL_CA_BUNDLE', async () => {
    const config = join(folder, 'ansiweatherrc');
    writeFileSync(config, 'api_key:test-key\nansi:false\nsymbols:false\n');
    const rewrite = join(folder, 'fetch');
    writeFileSync(
      rewrite,
      `#!/bin/sh\nexec curl -sf "$(printf '%s' "$1" | sed 's#^https://api.openweathermap.org#${server.url}#')"\n`,
      { mode: 0o755 },
    );
    const rewritten = join(folder, 'ansiweatherrc-rewritten');
    writeFileSync(rewritten, `api_key:test-key\nansi:false\nsymbols:false\nfetch_cmd:${rewrite}\n`);
    const args = ['-l', 'London,GB', '-u', 'metric'];
    const from = server.output().stdout.length;
    const proxiedRun = await run('ansiweather', args, {
      env: { ...proxied, ANSIWEATHERRC: config, CURL_CA_BUNDLE: certificate, TZ: 'UTC' },
    });
    // One curl a call: the current weather, then the UV index of its coordinates.
    await expect
      .poll(() => linesSince(from))
      .toEqual([
        'CONNECT api.openweathermap.org:443 200',
        'GET /data/2.5/weather?q=London,GB&units=metric&appid=*** 200',
        'CONNECT api.openweathermap.org:443 200',
        'GET /data/2.5/uvi?lat=51.5085&lon=-0.1257&appid=*** 200',
      ]);
    const direct = await run('ansiweather', args, {
      env: { ...process.env, ANSIWEATHERRC: rewritten, TZ: 'UTC' },
    });
    expect(proxiedRun.stdout).toMatch(/^ Weather in London: \d+ °C - UVI: [\d.]+ - Wind: /);
    expect(proxiedRun.stdout).toBe(direct.stdout);
  });
});
