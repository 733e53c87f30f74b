// Requests per second through the HTTPS proxy (issue 38): a client that calls
// https://api.openweathermap.org/… with the server as its HTTPS_PROXY (one CONNECT a connection,
// then TLS to the double's certificate, keep-alive) against the same client calling the same
// server over plain HTTP. One double server process (`httpsProxy: true`, a CA in a temporary
// directory) serves both; the client is undici (ProxyAgent, Agent), 10 connections, one request at
// a time on each, the same request repeated, 4 s per measurement after a 1 s warm-up, in 3
// alternating rounds. autocannon, the server bench's client, has no proxy support. Ratio: HTTPS
// through the proxy ÷ plain HTTP, the median round's. Goal: ≥ 0.5×.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, ProxyAgent, request } from 'undici';
import { reportRows, thousands } from './support/report.mjs';
import { startChild } from './support/servers.mjs';

const PATH = '/data/2.5/weather?zip=94040,us&units=imperial&appid=bench-key';
const NOW = Date.UTC(2024, 5, 1, 18);
const SECONDS = 4;
const CONNECTIONS = 10;
const ROUNDS = 3;

if (process.argv[2] === '--serve') {
  const { startWeatherServer } = await import('weather-double/server');
  const server = await startWeatherServer({
    port: 0,
    seed: 1,
    now: () => NOW,
    httpsProxy: true,
    caDir: process.argv[3],
  });
  setInterval(() => server.requests.clear(), 1000).unref();
  console.log(server.url);
} else {
  const folder = mkdtempSync(join(tmpdir(), 'weather-double-https-bench-'));
  const caDir = join(folder, 'ca');
  const { loadCertificateAuthority } = await import('weather-double/server');
  const { certificate } = await loadCertificateAuthority({ dir: caDir });
  const server = await startChild('double', process.execPath, [
    new URL(import.meta.url).pathname,
    '--serve',
    caDir,
  ]);
  const plain = new Agent({ connections: CONNECTIONS });
  const proxied = new ProxyAgent({
    uri: server.url,
    requestTls: { ca: certificate },
    connections: CONNECTIONS,
  });
  const sides = {
    http: { url: `${server.url}${PATH}`, dispatcher: plain, rps: [] },
    https: { url: `https://api.openweathermap.org${PATH}`, dispatcher: proxied, rps: [] },
  };

  /** Requests per second of `CONNECTIONS` loops, each one request at a time, for `seconds`. */
  const load = async ({ url, dispatcher }, seconds) => {
    let answered = 0;
    const end = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (performance.now() < end) {
          const { statusCode, body } = await request(url, { dispatcher });
          await body.dump();
          if (statusCode !== 200) throw new Error(`${url}: ${statusCode}`);
          answered += 1;
        }
      }),
    );
    return answered / seconds;
  };

  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const side of Object.values(sides)) {
        await load(side, 1);
        side.rps.push(await load(side, SECONDS));
      }
      console.log(
        `round ${round + 1}: plain HTTP ${thousands(sides.http.rps[round])} requests/s, HTTPS through the proxy ${thousands(sides.https.rps[round])} requests/s`,
      );
    }
  } finally {
    await Promise.all([plain.close(), proxied.close()]);
    await server.stop();
    rmSync(folder, { recursive: true, force: true });
  }
  const ratios = sides.https.rps.map((rps, round) => rps / sides.http.rps[round]);
  const ratio = [...ratios].sort((a, b) => a - b)[Math.floor(ROUNDS / 2)];
  const round = ratios.indexOf(ratio);
  reportRows(import.meta.url, [
    {
      work: 'HTTPS through the proxy (CONNECT + TLS, keep-alive, 10 connections, undici)',
      figure: `${thousands(sides.https.rps[round])} requests/s`,
      floor: `${thousands(sides.http.rps[round])} requests/s (the same server over plain HTTP)`,
      ratio,
      ratioMeans: 'HTTPS requests/s ÷ plain HTTP requests/s, same server and client (higher is better)',
      goal: { at: 'least', value: 0.5, of: 'ratio' },
    },
  ]);
}
