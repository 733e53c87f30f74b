/**
 * The control plane's HTTP plumbing: who may ask, reading a JSON body, writing JSON and errors.
 * @internal
 */
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { invalidOption, WeatherDoubleError, type WeatherDoubleErrorCode } from '../../errors.js';

/** The largest body the control plane reads (a scenario with overrides is a few KiB). */
const MAX_BODY_BYTES = 1024 * 1024;

/** Whether a socket's peer is this machine. */
function fromLoopback(req: IncomingMessage): boolean {
  const address = req.socket.remoteAddress ?? '';
  return address === '::1' || /^(?:::ffff:)?127\./.test(address);
}

/**
 * The cookie that carries the token for a browser (the dashboard's login sets it): a page cannot
 * send a header when it is opened, nor an `EventSource` ever. HttpOnly and SameSite=Strict.
 * @internal
 */
export const ADMIN_COOKIE = 'weather-double-admin';

/** The token of the {@link ADMIN_COOKIE} cookie, if sent. */
function cookieToken(cookies: string | undefined): string | undefined {
  for (const cookie of cookies?.split(';') ?? []) {
    const at = cookie.indexOf('=');
    if (at === -1 || cookie.slice(0, at).trim() !== ADMIN_COOKIE) continue;
    const value = cookie.slice(at + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * Who may use the control plane: with `adminToken`, whoever sends `Authorization: Bearer TOKEN`
 * or the {@link ADMIN_COOKIE} cookie with it (else 401); without it, loopback clients only (else 403). `undefined` when allowed.
 * @internal
 */
export function refusal(
  req: IncomingMessage,
  adminToken: string | undefined,
): WeatherDoubleError | undefined {
  if (adminToken === undefined) {
    if (fromLoopback(req)) return undefined;
    return new WeatherDoubleError(
      'CONTROL_DENIED',
      'The control plane answers only loopback clients; start the server with --admin-token (adminToken) to allow others with a bearer token.',
    );
  }
  const given = Buffer.from(
    /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? cookieToken(req.headers.cookie) ?? '',
  );
  const wanted = Buffer.from(adminToken);
  if (given.length === wanted.length && timingSafeEqual(given, wanted)) return undefined;
  return new WeatherDoubleError(
    'CONTROL_DENIED',
    'The control plane needs the header Authorization: Bearer <the server admin token>.',
    { path: 'headers.authorization' },
  );
}

/** The status of an error the control plane answers. */
const STATUS: Partial<Record<WeatherDoubleErrorCode, number>> = {
  CONTROL_NOT_FOUND: 404,
  CONTROL_METHOD: 405,
};

/** Writes a JSON answer (`undefined`: 204 without a body). @internal */
export function writeJson(
  res: ServerResponse,
  status: number,
  value?: unknown,
  extra?: Record<string, string>,
): void {
  if (res.destroyed) return;
  const text = value === undefined ? '' : JSON.stringify(value);
  res.writeHead(status, {
    ...(value === undefined ? {} : { 'Content-Type': 'application/json; charset=utf-8' }),
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    ...extra,
  });
  res.end(text);
}

/**
 * Writes an error as `{"error":{"code","message","path"?}}`: 400 for a bad option, 401/403 for a
 * refused client, 404, 405; anything else that is not the package's error is a 500.
 * @internal
 */
export function writeError(req: IncomingMessage, res: ServerResponse, error: unknown): void {
  if (!(error instanceof WeatherDoubleError)) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`[weather-double] The control plane failed on ${req.method} ${req.url}: ${message}`);
    writeJson(res, 500, { error: { code: 'CONTROL_FAILED', message: `[weather-double] ${message}` } });
    return;
  }
  const status =
    error.code === 'CONTROL_DENIED' ? (error.path === undefined ? 403 : 401) : (STATUS[error.code] ?? 400);
  const { code, message, path } = error;
  writeJson(
    res,
    status,
    { error: { code, message, ...(path === undefined ? {} : { path }) } },
    status === 401 ? { 'WWW-Authenticate': 'Bearer' } : undefined,
  );
}

/** A 404 for a control path or an id that is not there. @internal */
export function notFound(what: string): WeatherDoubleError {
  return new WeatherDoubleError(
    'CONTROL_NOT_FOUND',
    `${what}. See GET /__weather-double/ for what there is.`,
  );
}

/** A 405 naming the methods a control path takes. @internal */
export function wrongMethod(method: string, path: string, allowed: readonly string[]): WeatherDoubleError {
  return new WeatherDoubleError(
    'CONTROL_METHOD',
    `${method} ${path} is not answered; use ${allowed.join(' or ')}.`,
  );
}

/**
 * Reads a request's JSON body (at most 1 MiB).
 * @throws {WeatherDoubleError} `INVALID_OPTION` (path `body`) for a body that is not JSON.
 * @internal
 */
export async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES)
      throw invalidOption('body', `a JSON body of at most ${MAX_BODY_BYTES} bytes`, `${size}+ bytes`);
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new WeatherDoubleError(
      'INVALID_OPTION',
      `Invalid option body: expected a JSON body, got ${text.trim() === '' ? 'none' : `text that is not JSON (${(error as Error).message})`}.`,
      { path: 'body', cause: error },
    );
  }
}
