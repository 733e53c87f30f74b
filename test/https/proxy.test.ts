// The server as an HTTPS proxy for the service's hosts (`httpsProxy`) and on HTTPS itself (`https`),
// driven in-process by undici (what Node's fetch is built on): `CONNECT` to api., pro. and history.
// is ended by the server with a certificate from its CA, and the requests inside the tunnel get the
// bytes a plain-HTTP request gets; `CONNECT` anywhere else is refused with 403. Real clients in other
// languages: clients.test.ts.
import { X509Certificate } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect as tlsConnect } from 'node:tls';
import { Agent, ProxyAgent, request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AnsweredRequest,
  loadCertificateAuthority,
  startWeatherServer,
  type WeatherServer,
} from 'weather-double/server';
import { exchange } from '../support/exchange.js';

const NOW = Date.UTC(2024, 5, 1, 12);
let caDir: string;
let ca: string;
let server: WeatherServer;
const answered: AnsweredRequest[] = [];

beforeAll(async () => {
  caDir = join(mkdtempSync(join(tmpdir(), 'weather-double-https-')), 'ca');
  ({ certificate: ca } = await loadCertificateAuthority({ dir: caDir }));
  server = await startWeatherServer({
    port: 0,
    seed: 3,
    now: () => NOW,
    httpsProxy: true,
    caDir,
    onAnswer: (a) => answered.push(a),
  });
});
afterAll(async () => {
  await server?.close();
  rmSync(join(caDir, '..'), { recursive: true, force: true });
});

/** Status, headers but `date`, and body of a request through `dispatcher`. */
async function call(url: string, dispatcher: Agent | ProxyAgent) {
  const { statusCode, headers, body } = await request(url, { dispatcher });
  const { date, ...rest } = headers;
  return { status: statusCode, headers: rest, body: await body.text() };
}

describe('the HTTPS proxy', () => {
  it('answers https:// URLs of the service hosts as the plain server does, byte for byte', async () => {
    const proxy = new ProxyAgent({ uri: server.url, requestTls: { ca } });
    const plain = new Agent();
    try {
      for (const [host, path] of [
        ['api.openweathermap.org', '/data/2.5/weather?zip=94040,us&units=metric&appid=k'],
        ['api.openweathermap.org', '/data/2.5/forecast?q=London,GB&appid=k'],
        ['api.openweathermap.org', '/data/2.5/weather?zip=94040,us'],
        ['api.openweathermap.org', '/no/such/path?appid=k'],
        ['pro.openweathermap.org', '/data/2.5/forecast/hourly?lat=51.5&lon=-0.12&appid=k'],
        ['history.openweathermap.org', '/data/2.5/history/city?lat=51.5&lon=-0.12&type=hour&appid=k'],
      ] as const) {
        const intercepted = await call(`https://${host}${path}`, proxy);
        expect(intercepted).toEqual(await call(`${server.url}${path}`, plain));
      }
    } finally {
      await Promise.all([proxy.close(), plain.close()]);
    }
  });

  it('logs the CONNECT and each request inside it as a plain request', async () => {
    answered.length = 0;
    const proxy = new ProxyAgent({ uri: server.url, requestTls: { ca } });
    try {
      const url = 'https://api.openweathermap.org/data/2.5/weather?zip=10001&appid=secret';
      expect((await call(url, proxy)).status).toBe(200);
      expect((await call(url, proxy)).status).toBe(200);
    } finally {
      await proxy.close();
    }
    const lines = answered.map(({ method, target, status }) => `${method} ${target} ${status}`);
    expect(lines[0]).toBe('CONNECT api.openweathermap.org:443 200');
    // undici may open a second tunnel when it sends the next request before the last one is done.
    expect(lines.filter((line) => !line.startsWith('CONNECT '))).toEqual([
      'GET /data/2.5/weather?zip=10001&appid=*** 200',
      'GET /data/2.5/weather?zip=10001&appid=*** 200',
    ]);
    expect(server.requests.at(-1)?.url).toContain('zip=10001');
  });

  it('presents a certificate for the host, signed by the CA', async () => {
    const raw = connect(server.port, '127.0.0.1');
    raw.write('CONNECT pro.openweathermap.org:443 HTTP/1.1\r\nHost: pro.openweathermap.org:443\r\n\r\n');
    const head = await new Promise<string>((resolve) => raw.once('data', (chunk) => resolve(String(chunk))));
    expect(head).toBe('HTTP/1.1 200 Connection Established\r\n\r\n');
    const tls = tlsConnect({ socket: raw, servername: 'pro.openweathermap.org', ca });
    await new Promise((resolve, reject) => tls.once('secureConnect', resolve).once('error', reject));
    const leaf = new X509Certificate(tls.getPeerCertificate(true).raw);
    tls.destroy();
    const authority = new X509Certificate(ca);
    expect(leaf.checkIssued(authority)).toBe(true);
    expect(leaf.verify(authority.publicKey)).toBe(true);
    expect(leaf.subjectAltName).toBe('DNS:pro.openweathermap.org');
    expect(leaf.checkHost('api.openweathermap.org')).toBeUndefined();
    expect(authority.ca).toBe(true);
  });

  it('refuses CONNECT to any other host or port with 403, logs it and opens no tunnel', async () => {
    answered.length = 0;
    for (const target of ['example.com:443', 'api.openweathermap.org:80', '127.0.0.1:22']) {
      const reply = await exchange(server.port, `CONNECT ${target} HTTP/1.1\r\nHost: ${target}\r\n\r\n`);
      expect(reply).toMatch(/^HTTP\/1\.1 403 Forbidden\r\n/);
      expect(reply).toContain('Connection: close\r\n');
      const body = JSON.parse(reply.slice(reply.indexOf('\r\n\r\n') + 4));
      expect(body).toEqual({
        cod: '403',
        message: `weather-double ends CONNECT to api.openweathermap.org:443, pro.openweathermap.org:443, history.openweathermap.org:443, tile.openweathermap.org:443, maps.openweathermap.org:443, bulk.openweathermap.org:443, openweathermap.org:443 only, the service's hosts; it opens no tunnel to ${target}`,
      });
    }
    expect(answered.map(({ method, target, status }) => `${method} ${target} ${status}`)).toEqual([
      'CONNECT example.com:443 403',
      'CONNECT api.openweathermap.org:80 403',
      'CONNECT 127.0.0.1:22 403',
    ]);
  });

  it('closes tunnels held open by keep-alive clients on close()', async () => {
    const own = await startWeatherServer({ port: 0, httpsProxy: true, caDir });
    const proxy = new ProxyAgent({ uri: own.url, requestTls: { ca } });
    expect(
      (await call('https://api.openweathermap.org/data/2.5/weather?zip=94040&appid=k', proxy)).status,
    ).toBe(200);
    await own.close();
    await proxy.close();
  });
});

describe('a server without httpsProxy', () => {
  it('refuses every CONNECT with 403 and says how to intercept', async () => {
    const plain = await startWeatherServer({ port: 0 });
    try {
      const reply = await exchange(
        plain.port,
        'CONNECT api.openweathermap.org:443 HTTP/1.1\r\nHost: api.openweathermap.org:443\r\n\r\n',
      );
      expect(reply).toMatch(/^HTTP\/1\.1 403 Forbidden\r\n/);
      expect(reply).toContain(
        '"message":"weather-double opens no tunnel to api.openweathermap.org:443: start the server with httpsProxy: true',
      );
    } finally {
      await plain.close();
    }
  });
});

describe('https: true', () => {
  it('listens on HTTPS with a certificate for 127.0.0.1, localhost and the service hosts', async () => {
    const secure = await startWeatherServer({ port: 0, seed: 3, now: () => NOW, https: true, caDir });
    const trusting = new Agent({ connect: { ca } });
    try {
      expect(secure.url).toBe(`https://127.0.0.1:${secure.port}`);
      const path = '/data/2.5/weather?zip=94040,us&appid=k';
      const answer = await call(`${secure.url}${path}`, trusting);
      expect(answer).toEqual(await call(`${server.url}${path}`, new Agent()));
      const local = await call(`https://localhost:${secure.port}${path}`, trusting);
      expect(local.status).toBe(200);
    } finally {
      await trusting.close();
      await secure.close();
    }
  });
});

describe('the CA', () => {
  it('is made once: the key mode 0600, the directory 0700; a second load reads the same', async () => {
    const { statSync } = await import('node:fs');
    const dir = join(caDir, '..', 'other');
    const [first, second] = await Promise.all([
      loadCertificateAuthority({ dir }),
      loadCertificateAuthority({ dir }),
    ]);
    expect(second).toEqual(first);
    expect((await loadCertificateAuthority({ dir })).certificate).toBe(first.certificate);
    expect(first).toEqual({ dir, certificatePath: join(dir, 'ca.pem'), certificate: expect.any(String) });
    expect(statSync(join(dir, 'ca-key.pem')).mode & 0o777).toBe(0o600);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    const certificate = new X509Certificate(first.certificate);
    expect(certificate.ca).toBe(true);
    expect(certificate.subject).toContain('CN=weather-double test CA');
    expect(certificate.verify(certificate.publicKey)).toBe(true);
  });

  it('names the option when the directory cannot be made', async () => {
    const { writeFileSync } = await import('node:fs');
    const file = join(caDir, '..', 'a-file');
    writeFileSync(file, '');
    await expect(loadCertificateAuthority({ dir: join(file, 'ca') })).rejects.toMatchObject({
      code: 'INVALID_OPTION',
      path: 'dir',
      message: expect.stringContaining('cannot be made (ENOTDIR)'),
    });
    await expect(startWeatherServer({ port: 0, https: true, caDir: join(file, 'ca') })).rejects.toMatchObject(
      {
        code: 'INVALID_OPTION',
        path: 'caDir',
      },
    );
  });
});

describe('the HTTPS options', () => {
  it.each([
    [{ httpsProxy: 'yes' }, 'httpsProxy', 'Invalid option httpsProxy: expected true or false, got "yes".'],
    [{ https: 1 }, 'https', 'Invalid option https: expected true or false, got 1.'],
    [
      { caDir: '/tmp/x' },
      'caDir',
      'Invalid option caDir: the CA signs the certificates of httpsProxy and https',
    ],
    [{ httpsProxy: true, caDir: '' }, 'caDir', 'Invalid option caDir: expected the path of a directory'],
  ])('refuses %j naming %s', async (options, path, message) => {
    await expect(startWeatherServer({ port: 0, ...(options as object) })).rejects.toMatchObject({
      code: 'INVALID_OPTION',
      path,
      message: expect.stringContaining(message),
    });
  });
});
