/**
 * The dashboard, `GET /__weather-double/ui`: one HTML page and its two built assets
 * (`dist/dashboard/dashboard.js` and `.css`, bundled by scripts/build-dashboard.mjs from dashboard/),
 * and the place's climate normals the page shows beside the double's month. The server imports this
 * module on the first request under the prefix, so that starting a server reads none of it.
 * @internal
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { invalidOption, WeatherDoubleError } from '../errors.js';
import { placeClimate } from '../model/climate.js';
import { elevationNear } from '../places/locator.js';
import { ADMIN_COOKIE, notFound, refusal, writeError, wrongMethod } from './control/http.js';
import { DASHBOARD_PATH } from './dashboard-path.js';

/** What the page needs to know of its server. @internal */
export interface DashboardSettings {
  /** The server accepts any key (no `apiKeys` option): the page may call the routes with its own. */
  readonly anyKey: boolean;
  /** The control plane's token (`adminToken`): the dashboard asks for it as the control plane does. */
  readonly adminToken: string | undefined;
}

/** One built asset, read once: its bytes, gzipped bytes, content type and digest. */
interface Asset {
  readonly type: string;
  readonly body: Buffer;
  readonly gzipped: Buffer;
  readonly version: string;
}

/** The built assets, read from dist/dashboard/ on first use. */
export interface DashboardAssets {
  readonly js: Asset;
  readonly css: Asset;
}

const TYPES = { js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8' } as const;

/**
 * Reads the built assets from `dist/dashboard/` (beside dist/src/, as every build of this module
 * sits at dist/src/<dir>/). A package built without them answers 500 with what to do.
 * @internal
 */
export function readDashboardAssets(): DashboardAssets {
  const read = (kind: 'js' | 'css'): Asset => {
    const url = new URL(`../../dashboard/dashboard.${kind}`, import.meta.url);
    let body: Buffer;
    try {
      body = readFileSync(url);
    } catch (error) {
      throw new WeatherDoubleError(
        'SERVER_START_FAILED',
        `The dashboard's ${kind} asset is missing (${url.pathname}); build the package with 'npm run build'.`,
        { cause: error },
      );
    }
    const version = createHash('sha256').update(body).digest('hex').slice(0, 12);
    return { type: TYPES[kind], body, gzipped: gzipSync(body), version };
  };
  return { js: read('js'), css: read('css') };
}

/** Headers every answer of the dashboard carries. */
const COMMON = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

/** The page's policy: its own script and styles only, talking to its own server only. */
const CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** The page: a shell the script fills; nothing in it depends on a request but the settings. */
function page(assets: DashboardAssets, settings: DashboardSettings): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>weather-double dashboard</title>
<link rel="stylesheet" href="${DASHBOARD_PATH}/dashboard.css?v=${assets.css.version}">
<script type="module" src="${DASHBOARD_PATH}/dashboard.js?v=${assets.js.version}"></script>
</head>
<body data-any-key="${settings.anyKey}">
<noscript>The dashboard needs JavaScript.</noscript>
</body>
</html>
`;
}

/** Writes `body` (gzipped when the client accepts it) with the dashboard's common headers. */
function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body: Buffer,
  gzipped?: Buffer,
): void {
  const gzip = gzipped !== undefined && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const bytes = gzip ? (gzipped as Buffer) : body;
  res.writeHead(status, {
    ...COMMON,
    ...headers,
    ...(gzipped === undefined ? {} : { Vary: 'Accept-Encoding' }),
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    'Content-Length': String(bytes.length),
  });
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

/** A JSON answer of the control plane's form (`no-store`). */
function sendJson(req: IncomingMessage, res: ServerResponse, status: number, value: unknown): void {
  send(
    req,
    res,
    status,
    { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
    Buffer.from(JSON.stringify(value)),
  );
}

/** A coordinate of the query, or an error naming it. */
function coordinate(url: URL, name: 'lat' | 'lon', limit: number): number | WeatherDoubleError {
  const text = url.searchParams.get(name);
  const value = text === null || text.trim() === '' ? Number.NaN : Number(text);
  if (Number.isFinite(value) && Math.abs(value) <= limit) return value;
  return invalidOption(`query.${name}`, `a number from -${limit} to ${limit}`, text ?? undefined);
}

/**
 * `GET /__weather-double/ui/normals?lat=…&lon=…`: the 1991–2020 monthly normals the double's
 * weather follows at the point (the climate every route that reaches those coordinates uses), to
 * show beside the double's month: `{"lat","lon","elevation","temperature":[12 °C],"precipitation":[12 mm]}`.
 */
function answerNormals(req: IncomingMessage, res: ServerResponse, url: URL): void {
  const lat = coordinate(url, 'lat', 90);
  const lon = coordinate(url, 'lon', 180);
  if (lat instanceof WeatherDoubleError || lon instanceof WeatherDoubleError) {
    writeError(req, res, lat instanceof WeatherDoubleError ? lat : lon);
    return;
  }
  const elevation = elevationNear(lat, lon);
  const climate = placeClimate(lat, lon, elevation);
  const round = (values: readonly number[]) => values.map((value) => Math.round(value * 10) / 10);
  sendJson(req, res, 200, {
    lat,
    lon,
    elevation: elevation ?? null,
    temperature: round(climate.temperatures),
    precipitation: round(climate.precipitation),
  });
}

/** The dashboard's paths under {@link DASHBOARD_PATH} (and `/login`). */
const KNOWN = ['', '/', '/dashboard.js', '/dashboard.css', '/normals'];

/** How long the login cookie lasts: a working day. */
const COOKIE_SECONDS = 12 * 3600;

/**
 * With a token, a browser that has none yet (it cannot send a header when it opens a page) gets
 * this form: 401, no data; it posts the token to `/login`, which sets the control plane's cookie.
 */
function sendLoginForm(req: IncomingMessage, res: ServerResponse): void {
  const html = Buffer.from(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>weather-double dashboard: token</title></head>
<body><main><h1>weather-double dashboard</h1>
<form method="post" action="${DASHBOARD_PATH}/login">
<label>The server's admin token (<code>--admin-token</code>) <input type="password" name="token" required autocomplete="current-password"></label>
<button type="submit">Open the dashboard</button>
</form></main></body></html>
`);
  send(
    req,
    res,
    401,
    {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'WWW-Authenticate': 'Bearer',
      'Content-Security-Policy': "default-src 'none'; form-action 'self'; frame-ancestors 'none'",
    },
    html,
  );
}

/**
 * `POST /__weather-double/ui/login` with the form's `token`: the right one sets the cookie the
 * control plane accepts as it accepts the bearer header (HttpOnly, SameSite=Strict, on the
 * control plane's path only) and sends the browser to the page; a wrong one answers the form again.
 */
function login(req: IncomingMessage, res: ServerResponse, adminToken: string | undefined): void {
  if (req.method !== 'POST') {
    writeError(req, res, wrongMethod(req.method ?? '', `${DASHBOARD_PATH}/login`, ['POST']));
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size <= 4096) chunks.push(chunk);
  });
  req.on('end', () => {
    const token = new URLSearchParams(Buffer.concat(chunks).toString('utf8')).get('token') ?? '';
    const probe = { socket: req.socket, headers: { authorization: `Bearer ${token}` } } as IncomingMessage;
    if (adminToken === undefined || size > 4096 || refusal(probe, adminToken) !== undefined) {
      sendLoginForm(req, res);
      return;
    }
    res.writeHead(303, {
      ...COMMON,
      Location: DASHBOARD_PATH,
      'Cache-Control': 'no-store',
      'Set-Cookie': `${ADMIN_COOKIE}=${encodeURIComponent(token)}; Path=/__weather-double; HttpOnly; SameSite=Strict; Max-Age=${COOKIE_SECONDS}`,
      'Content-Length': '0',
    });
    res.end();
  });
}

/**
 * Answers a request under {@link DASHBOARD_PATH} where the control plane would (loopback, or the
 * token as a bearer header or the login cookie; else its 401 or 403, or the login form):
 * the page (`no-store`), its assets (immutable when asked by their version, as the page asks), the
 * normals; 404 or 405 in the control plane's error form otherwise.
 * @internal
 */
export function answerDashboard(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  assets: DashboardAssets,
  settings: DashboardSettings,
): void {
  const rest = url.pathname.slice(DASHBOARD_PATH.length);
  if (rest === '/login') {
    login(req, res, settings.adminToken);
    return;
  }
  const refused = refusal(req, settings.adminToken);
  if (refused !== undefined) {
    if (refused.path !== undefined && (rest === '' || rest === '/') && req.method === 'GET') {
      sendLoginForm(req, res);
      return;
    }
    writeError(req, res, refused);
    return;
  }
  if (!KNOWN.includes(rest)) {
    writeError(req, res, notFound(`No dashboard path ${url.pathname}`));
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    writeError(req, res, wrongMethod(req.method ?? '', url.pathname, ['GET', 'HEAD']));
    return;
  }
  if (rest === '/normals') {
    answerNormals(req, res, url);
    return;
  }
  if (rest === '' || rest === '/') {
    const html = Buffer.from(page(assets, settings));
    send(
      req,
      res,
      200,
      {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        'Content-Security-Policy': CSP,
      },
      html,
      gzipSync(html),
    );
    return;
  }
  const asset = rest === '/dashboard.js' ? assets.js : assets.css;
  const current = url.searchParams.get('v') === asset.version;
  const etag = `"${asset.version}"`;
  const caching = {
    'Content-Type': asset.type,
    'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'no-cache',
    ETag: etag,
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, { ...COMMON, ...caching });
    res.end();
    return;
  }
  send(req, res, 200, caching, asset.body, asset.gzipped);
}
