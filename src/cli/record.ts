import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { WeatherDoubleError } from '../errors.js';
import { MASK, type PinnedAnswer, pinnedAnswerText, pinnedFileName, pinnedKey } from '../fixtures/format.js';
import { PARAMETERS, SERVICE_ORIGIN } from '../service/vocabulary.js';
import { httpUrlOf } from '../url.js';
import { integerFlag, parseCommandArgs } from './args.js';
import type { Command } from './index.js';

const options = {
  out: { type: 'string' },
  target: { type: 'string' },
  port: { type: 'string' },
  quiet: { type: 'boolean' },
} as const;

/** The live service, where `record` sends requests unless `--target` says otherwise. */
const LIVE_SERVICE = SERVICE_ORIGIN;

/** The environment variable whose key goes upstream when a request carries none. */
const KEY_VARIABLE = 'OPENWEATHER_API_KEY';

/** The two spellings of the key parameter, and their values in a query string (to mask them). */
const KEY_NAMES = [PARAMETERS.key, PARAMETERS.keyUpper] as const;
const KEY_VALUES = new RegExp(`((?:^|[?&])(?:${KEY_NAMES.join('|')})=)[^&]*`, 'g');

const help = `Usage: weather-double record --out DIR [--target URL] [--port N]

A recording proxy: point your client at the address it prints instead of the service; each
request goes to the target, its answer comes back to the client unchanged and is saved in DIR
as a fixture file (JSON: the request, and the answer's status, headers in order and body).
Serve them with 'weather-double serve --fixtures DIR' or createWeatherDouble({ fixtures: DIR }).

The key: the client's own appid goes upstream; a request without one gets the
${KEY_VARIABLE} environment variable's. No key is ever written: appid shows as *** in every
file (the query, the headers and the body). Stop with Ctrl+C (SIGINT) or SIGTERM.

Options:
  --out DIR       Directory for the fixture files (created if missing).   Required
  --target URL    The service to record.                                  Default: ${LIVE_SERVICE}
  --port N        TCP port to listen on (127.0.0.1), 0 picks a free one.  Default: 8081
  --quiet         Do not print a line per recorded answer.
  --help          Show this help.

Example:
  OPENWEATHER_API_KEY=... weather-double record --out test/fixtures/weather
  curl 'http://127.0.0.1:8081/data/2.5/weather?zip=94040,us&units=metric'`;

/** The target URL, checked: an http(s) URL without query or fragment (a path prefix is kept). */
function targetFlag(raw: string | undefined): URL {
  if (raw === undefined) return new URL(LIVE_SERVICE);
  const url = httpUrlOf(raw);
  if (url === undefined || url.search || url.hash) {
    throw new WeatherDoubleError(
      'INVALID_OPTION',
      `Invalid option --target: expected an http(s) URL such as ${LIVE_SERVICE} (no query), got ${JSON.stringify(raw)}.`,
      { path: '--target' },
    );
  }
  return url;
}

/** One answer of the target: status, headers in order, body bytes. */
interface Upstream {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

/** Sends one request to the target (no body, identity encoding); rejects when it cannot. */
function forward(url: URL, method: string, accept: string | undefined): Promise<Upstream> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = send(
      url,
      { method, headers: { accept: accept ?? '*/*', 'accept-encoding': 'identity' }, timeout: 30_000 },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () => {
          const headers: [string, string][] = [];
          for (let index = 0; index + 1 < incoming.rawHeaders.length; index += 2) {
            headers.push([incoming.rawHeaders[index] as string, incoming.rawHeaders[index + 1] as string]);
          }
          resolve({ status: incoming.statusCode ?? 502, headers, body: Buffer.concat(chunks) });
        });
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('no answer within 30 s')));
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** Headers the client must not get twice, or that describe the hop rather than the answer. */
const HOP_HEADERS: ReadonlySet<string> = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
]);

/** A started recording proxy. @internal */
export interface Recorder {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Starts the recording proxy on 127.0.0.1: each request goes to `target` (with the client's key,
 * else `envKey`), its answer goes back to the client and into `out` as a fixture file, every key
 * masked. `report` gets a line per answer.
 * @internal
 */
export async function startRecorder(settings: {
  out: string;
  target: URL;
  port: number;
  envKey: string | undefined;
  report: (line: string) => void;
}): Promise<Recorder> {
  const { out, target, port, envKey, report } = settings;
  mkdirSync(out, { recursive: true });
  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    const method = req.method ?? 'GET';
    const incoming = new URL(req.url ?? '/', 'http://recorder.invalid');
    const query = new URLSearchParams(incoming.search);
    const keys = KEY_NAMES.flatMap((name) => query.getAll(name)).filter((key) => key !== '');
    // Only a request that names no key gets the environment's (an empty appid stays empty: a 401).
    const envUsed = envKey !== undefined && !KEY_NAMES.some((name) => query.has(name));
    const secrets = [...keys, ...(envKey ? [envKey] : [])];
    const upstream = new URL(target);
    upstream.pathname = `${target.pathname.replace(/\/+$/, '')}${incoming.pathname}`;
    // The query goes on as the client wrote it (the service's X-Cache-Key echoes it), plus the key.
    upstream.search = envUsed
      ? `${incoming.search}${incoming.search === '' ? '?' : '&'}${PARAMETERS.key}=${encodeURIComponent(envKey)}`
      : incoming.search;
    const shown = `${method} ${incoming.pathname}${incoming.search.replace(KEY_VALUES, `$1${MASK}`)}`;
    let got: Upstream;
    try {
      got = await forward(upstream, method, req.headers.accept);
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      report(`${shown} -> not recorded: ${target.origin} did not answer (${why})`);
      res
        .writeHead(502, { 'content-type': 'text/plain; charset=utf-8' })
        .end(`weather-double record: ${why}\n`);
      return;
    }
    const params: Record<string, string> = Object.fromEntries(new URLSearchParams(incoming.search));
    for (const name of KEY_NAMES) if (params[name]) params[name] = MASK;
    if (envUsed) params[PARAMETERS.key] = MASK;
    const pinned: PinnedAnswer = {
      request: { method: method.toUpperCase(), path: incoming.pathname, query: params },
      response: { status: got.status, headers: got.headers, body: got.body.toString('utf8') },
    };
    const file = pinnedFileName(
      pinnedKey(pinned.request.method, pinned.request.path, Object.entries(params)),
    );
    writeFileSync(join(out, file), pinnedAnswerText(pinned, secrets));
    report(`${shown} ${got.status} -> ${file}`);
    res.writeHead(got.status, got.headers.filter(([name]) => !HOP_HEADERS.has(name.toLowerCase())).flat());
    res.end(got.body);
  };
  const server = createServer((req, res) => {
    answer(req, res).catch((error: unknown) => {
      report(`[weather-double] record failed on ${req.method} ${req.url}: ${String(error)}`);
      if (!res.headersSent) res.writeHead(500).end();
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new WeatherDoubleError(
          'SERVER_START_FAILED',
          `Could not start the recording proxy on 127.0.0.1:${port}: ${error.code ?? error.message}; pass another --port (0 picks a free one).`,
          { path: '--port', cause: error },
        ),
      ),
    );
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** `weather-double record`: the recording proxy until SIGINT or SIGTERM. */
export const recordCommand: Command = {
  summary: 'Record real answers as fixture files, through a proxy to the service',
  help,
  async run(argv) {
    const values = parseCommandArgs('record', argv, options);
    if (values.out === undefined || values.out === '') {
      throw new WeatherDoubleError(
        'INVALID_OPTION',
        'Invalid option --out: expected the directory to write the fixture files to (--out DIR), got nothing.',
        { path: '--out' },
      );
    }
    const target = targetFlag(values.target);
    const port = integerFlag('port', values.port, 0, 65_535) ?? 8081;
    const envKey = process.env[KEY_VARIABLE] || undefined;
    const recorder = await startRecorder({
      out: values.out,
      target,
      port,
      envKey,
      report: values.quiet === true ? () => {} : (line) => process.stdout.write(`${line}\n`),
    });
    process.stdout.write(
      [
        `weather-double: recording ${recorder.url} -> ${target.origin}${target.pathname.replace(/\/+$/, '')} into ${values.out}`,
        `Point your client at ${recorder.url} (the key: its own appid, else ${KEY_VARIABLE}${envKey ? ', which is set' : ', which is not set'}).`,
        'Stop with Ctrl+C.',
        '',
      ].join('\n'),
    );
    const signal = await new Promise<NodeJS.Signals>((resolve) => {
      const stop = (received: NodeJS.Signals) => {
        process.off('SIGINT', stop);
        process.off('SIGTERM', stop);
        resolve(received);
      };
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    });
    await recorder.close();
    process.stdout.write(`weather-double: stopped (${signal}).\n`);
    return 0;
  },
};
