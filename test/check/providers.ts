// Local providers for the drift check's tests: the double itself, and deliberately broken providers
// made by passing the double's answers through a node:http server that changes them.
import { once } from 'node:events';
import { createServer, get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WeatherRecord } from 'weather-double';

/** An answer as it goes over the wire: status, headers in order, body bytes. */
export interface WireAnswer {
  status: number;
  headers: [string, string][];
  body: string;
}

/** What a broken provider does to the double's answer to a request (`url` is the path and query). */
export type Breakage = (answer: WireAnswer, url: string, index: number) => WireAnswer;

function fetchRaw(url: string): Promise<WireAnswer> {
  return new Promise((resolve, reject) => {
    get(url, (response: IncomingMessage) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => {
        const headers: [string, string][] = [];
        const raw = response.rawHeaders;
        for (let i = 0; i < raw.length; i += 2) headers.push([raw[i]!, raw[i + 1]!]);
        resolve({ status: response.statusCode!, headers, body });
      });
    }).on('error', reject);
  });
}

/** The headers Node adds itself; the broken provider sends the rest as the double did. */
const TRANSPORT = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/**
 * A provider in front of `upstream` (a running double) that answers what the double answers, changed
 * by `breakage`. Resolves with its URL, the URLs it was asked for, and close().
 */
export async function startBrokenProvider(upstream: string, breakage: Breakage) {
  const seen: string[] = [];
  const server = createServer((request, response) => {
    const url = request.url ?? '/';
    const index = seen.push(url) - 1;
    fetchRaw(`${upstream}${url}`).then(
      (answer) => {
        const changed = breakage(
          { ...answer, headers: answer.headers.filter(([name]) => !TRANSPORT.has(name.toLowerCase())) },
          url,
          index,
        );
        response.writeHead(changed.status, changed.headers.flat());
        response.end(changed.body);
      },
      () => {
        response.writeHead(502);
        response.end();
      },
    );
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Changes the parsed record of every 200 answer of the weather path, keeping the key order of what `change` returns. */
export function mapRecord(change: (record: WeatherRecord) => object): Breakage {
  return (answer, url) =>
    answer.status === 200 && url.includes('/data/2.5/weather?')
      ? { ...answer, body: JSON.stringify(change(JSON.parse(answer.body))) }
      : answer;
}

/** The body of a `/geo/1.0/zip` answer. */
export interface ZipPlace {
  zip: string;
  name: string;
  lat: number;
  lon: number;
  country: string;
}

/** Changes the parsed place of every 200 answer of `/geo/1.0/zip`, keeping the key order of what `change` returns. */
export function mapPlace(change: (place: ZipPlace) => object): Breakage {
  return (answer, url) =>
    answer.status === 200 && url.includes('/geo/1.0/zip?')
      ? { ...answer, body: JSON.stringify(change(JSON.parse(answer.body))) }
      : answer;
}
