// The dashboard's serving (src/server/dashboard.ts): the page and its two built assets with their
// content types and caching, the size budget of issue 39, the climate normals, and who may see it
// (as the control plane: loopback, or the admin token by header or by the login's cookie).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWeatherServer, type WeatherServer } from 'weather-double/server';

const UI = '/__weather-double/ui';
let server: WeatherServer;

beforeAll(async () => {
  server = await startWeatherServer({ port: 0, seed: 1 });
});
afterAll(() => server?.close());

const get = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init);

/**
 * A built asset of the package the test runs against: this checkout's build, or the installed
 * package in the compatibility run (`weather-double/server` is `dist/src/server/index.cjs` in both).
 */
const builtAsset = (kind: 'js' | 'css', encoding?: 'utf8') => {
  const server = pathToFileURL(createRequire(import.meta.url).resolve('weather-double/server'));
  return readFileSync(new URL(`../../dashboard/dashboard.${kind}`, server), encoding);
};

describe('the dashboard page and its assets', () => {
  it('are at most 150 KB gzipped, script and styles together (issue 39)', () => {
    const gzipped = (['js', 'css'] as const).map((kind) => gzipSync(builtAsset(kind)).length);
    expect(gzipped[0]! + gzipped[1]!).toBeLessThanOrEqual(150 * 1024);
  });

  it('serves the page, uncached, naming its assets by their digest, with a strict policy', async () => {
    const response = await get(UI);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await response.text();
    expect(html).toMatch(
      /<script type="module" src="\/__weather-double\/ui\/dashboard\.js\?v=[0-9a-f]{12}"><\/script>/,
    );
    expect(html).toContain('<body data-any-key="true">');
  });

  it('serves each asset with its content type, immutable at its digest, gzipped when asked, 304 by ETag', async () => {
    const html = await (await get(UI)).text();
    for (const [kind, type] of [
      ['js', 'text/javascript; charset=utf-8'],
      ['css', 'text/css; charset=utf-8'],
    ] as const) {
      const path = new RegExp(`${UI}/dashboard\\.${kind}\\?v=[0-9a-f]+`).exec(html)?.[0] as string;
      const built = builtAsset(kind, 'utf8');
      const response = await get(path);
      expect(response.headers.get('content-type')).toBe(type);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(await response.text()).toBe(built);
      const plain = await get(path, { headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(Number(plain.headers.get('content-length'))).toBe(Buffer.byteLength(built));
      // Without the digest (an old page): revalidated each time.
      const unversioned = await get(`${UI}/dashboard.${kind}`);
      expect(unversioned.headers.get('cache-control')).toBe('no-cache');
      const etag = unversioned.headers.get('etag') as string;
      expect((await get(`${UI}/dashboard.${kind}`, { headers: { 'if-none-match': etag } })).status).toBe(304);
    }
  });

  it('answers the month normals at a point; a bad coordinate is a 400 naming it', async () => {
    const normals = (await (await get(`${UI}/normals?lat=51.5&lon=-0.12`)).json()) as {
      temperature: number[];
      precipitation: number[];
    };
    expect(normals.temperature).toHaveLength(12);
    expect(normals.precipitation).toHaveLength(12);
    // London: a mild winter, a warm summer.
    expect(normals.temperature[0]).toBeGreaterThan(0);
    expect(normals.temperature[6]).toBeGreaterThan(normals.temperature[0]! + 8);
    const bad = await get(`${UI}/normals?lat=95&lon=0`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: {
        code: 'INVALID_OPTION',
        message: '[weather-double] Invalid option query.lat: expected a number from -90 to 90, got "95".',
        path: 'query.lat',
      },
    });
  });

  it('answers 404 for another path under it and 405 for another method', async () => {
    expect((await get(`${UI}/nothing`)).status).toBe(404);
    const post = await get(UI, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(((await post.json()) as { error: { code: string } }).error.code).toBe('CONTROL_METHOD');
  });
});

describe('the dashboard with an admin token', () => {
  const TOKEN = 'let-me-in';
  let guarded: WeatherServer;
  beforeAll(async () => {
    guarded = await startWeatherServer({ port: 0, seed: 1, adminToken: TOKEN, apiKeys: ['k'] });
  });
  afterAll(() => guarded?.close());
  const ask = (path: string, init?: RequestInit) =>
    fetch(`${guarded.url}${path}`, { redirect: 'manual', ...init });
  const login = (token: string) =>
    ask(`${UI}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }).toString(),
    });

  it('answers a browser without it a login form (401, no data); the assets and data 401', async () => {
    const page = await ask(UI);
    expect(page.status).toBe(401);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toContain(`<form method="post" action="${UI}/login">`);
    expect((await ask(`${UI}/dashboard.js`)).status).toBe(401);
    expect((await ask(`${UI}/normals?lat=1&lon=1`)).status).toBe(401);
    expect((await ask(UI, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
  });

  it('sets an HttpOnly, SameSite=Strict cookie for the right token, which the control plane accepts', async () => {
    expect((await login('wrong')).status).toBe(401);
    const answer = await login(TOKEN);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(UI);
    const cookie = answer.headers.get('set-cookie') as string;
    expect(cookie).toMatch(
      /^weather-double-admin=let-me-in; Path=\/__weather-double; HttpOnly; SameSite=Strict; Max-Age=\d+$/,
    );
    const sent = { headers: { cookie: cookie.split(';')[0] as string } };
    const page = await ask(UI, sent);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<body data-any-key="false">');
    expect((await ask('/__weather-double/clock', sent)).status).toBe(200);
    expect(
      (await ask('/__weather-double/clock', { headers: { cookie: 'weather-double-admin=wrong' } })).status,
    ).toBe(401);
  });
});
