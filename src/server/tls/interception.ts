/**
 * The server's HTTPS: the options that turn it on, the certificates of one server (made on first
 * use from the CA, kept in a bounded cache of that server), and the tunnels it terminates for the
 * service's hosts. Node only.
 * @internal
 */
import type { Socket } from 'node:net';
import { createSecureContext, type SecureContext, TLSSocket } from 'node:tls';
import { BoundedCache } from '../../cache.js';
import { invalidOption, WeatherDoubleError } from '../../errors.js';
import { SERVICE_HOSTS } from '../../service/vocabulary.js';
import { readCaDir, type SigningAuthority, signingAuthority } from './ca.js';
import { type KeyPair, newKeyPair, serverCertificate } from './certificates.js';

/**
 * The HTTPS options of `startWeatherServer`: the server as an HTTPS proxy for the service's hosts,
 * the server itself on HTTPS, and where the CA they sign with lives.
 *
 * @example
 * ```ts
 * const options: HttpsOptions = { httpsProxy: true, caDir: '/tmp/weather-double-ca' };
 * ```
 */
export interface HttpsOptions {
  /**
   * Answer `CONNECT` to the service's hosts (`api.openweathermap.org:443`, `pro.…`, `history.…`),
   * what a client with `HTTPS_PROXY=http://127.0.0.1:PORT` sends for an `https://` URL: the server
   * ends the tunnel itself, with a certificate for that host signed by its CA, and answers the
   * requests inside it as plain ones (same answers, same request log). `CONNECT` to any other
   * host is refused with 403; no tunnel ever reaches the internet. The CA is made in `caDir` on
   * the first such `CONNECT` when it is not there yet. `weather-double serve` turns it on.
   * @default false (every `CONNECT` is refused with 403)
   */
  httpsProxy?: boolean;
  /**
   * Listen on HTTPS instead of HTTP (`url` is then `https://127.0.0.1:PORT`), with a certificate
   * for `127.0.0.1`, `::1`, `localhost`, the `host` option and the service's hosts, signed by the CA
   * in `caDir` (made at start when missing).
   * @default false
   */
  https?: boolean;
  /**
   * The directory of the CA that signs the server's certificates (see `loadCertificateAuthority`):
   * trust its `ca.pem` in the clients. Only with `httpsProxy` or `https`.
   * @default '~/.weather-double/ca'
   */
  caDir?: string;
}

/** The names of {@link HttpsOptions}, for the server's check of its options. @internal */
export const HTTPS_OPTION_NAMES = ['httpsProxy', 'https', 'caDir'] as const;

/** What the server reads from {@link HttpsOptions}. @internal */
export interface HttpsSettings {
  readonly httpsProxy: boolean;
  readonly https: boolean;
  readonly caDir: string;
}

/** Checks {@link HttpsOptions} (as given: of any type). @internal */
export function readHttpsOptions({
  httpsProxy = false,
  https = false,
  caDir,
}: {
  [name in keyof HttpsOptions]: unknown;
}): HttpsSettings {
  if (typeof httpsProxy !== 'boolean') throw invalidOption('httpsProxy', 'true or false', httpsProxy);
  if (typeof https !== 'boolean') throw invalidOption('https', 'true or false', https);
  if (caDir !== undefined && !httpsProxy && !https) {
    throw new WeatherDoubleError(
      'INVALID_OPTION',
      'Invalid option caDir: the CA signs the certificates of httpsProxy and https; set one of them to true, or leave caDir out.',
      { path: 'caDir' },
    );
  }
  return { httpsProxy, https, caDir: readCaDir(caDir, 'caDir') };
}

/** The port a `CONNECT` must name: the double ends TLS tunnels only. */
const HTTPS_PORT = '443';

/** The hosts the server ends tunnels for, as `CONNECT` names them. */
const INTERCEPTED: ReadonlySet<string> = new Set(
  Object.values(SERVICE_HOSTS).map((host) => `${host}:${HTTPS_PORT}`),
);

/** The names the server's own certificate holds besides its `host` (see {@link HttpsOptions.https}). */
const OWN_NAMES = ['127.0.0.1', '::1', 'localhost', ...Object.values(SERVICE_HOSTS)];

/** How many certificates one server keeps: the service's hosts, and its own. */
const CERTIFICATES_KEPT = 16;

/** A certificate the server presents, with its key, and as a TLS context. @internal */
export interface Presented {
  readonly key: string;
  readonly cert: string;
  readonly context: SecureContext;
}

/**
 * One server's HTTPS: its certificates and the tunnels it ends.
 * @internal
 */
export interface Interception {
  /** The server's own certificate (with `https`), for `host` and {@link OWN_NAMES}. */
  own(host: string): Promise<Presented>;
  /** Whether a `CONNECT` to `target` (`host:port`) is ended here; `false` without `httpsProxy`. */
  ends(target: string): boolean;
  /**
   * Ends a tunnel to `target` (which {@link ends}): answers 200, then hands the TLS connection
   * inside it to the server through `accept`. Answers 502 and closes the connection when the
   * certificate cannot be made. Resolves with the status answered.
   */
  open(target: string, socket: Socket, head: Buffer): Promise<number>;
  /** The 403 body of a `CONNECT` refused: what was asked and what the server ends. */
  refusal(target: string): string;
}

/**
 * The HTTPS of one server: its CA and leaf key are made on first use and kept, as are its
 * certificates (a bounded cache, by names). `accept` gives the server a decrypted connection.
 * @internal
 */
export function newInterception(settings: HttpsSettings, accept: (socket: TLSSocket) => void): Interception {
  let authority: Promise<SigningAuthority> | undefined;
  let keys: Promise<KeyPair> | undefined;
  const presented = new BoundedCache<string, Promise<Presented>>(CERTIFICATES_KEPT);

  const certificateFor = (names: readonly string[]): Promise<Presented> =>
    presented.remember(names.join(' '), async () => {
      authority ??= signingAuthority(settings.caDir);
      keys ??= newKeyPair();
      try {
        const [ca, pair] = await Promise.all([authority, keys]);
        const cert = await serverCertificate(names, pair, ca);
        return { key: pair.privateKey, cert, context: createSecureContext({ key: pair.privateKey, cert }) };
      } catch (error) {
        // Not kept: the next connection tries again (the directory may have been fixed meanwhile).
        authority = undefined;
        presented.clear();
        throw error;
      }
    });

  return {
    // A wildcard address ('0.0.0.0', '::') is no name a client calls.
    own: (host) => certificateFor([...new Set([...(isAnyAddress(host) ? [] : [host]), ...OWN_NAMES])]),
    ends: (target) => settings.httpsProxy && INTERCEPTED.has(target.toLowerCase()),
    async open(target, socket, head) {
      const host = target.slice(0, target.lastIndexOf(':')).toLowerCase();
      let context: SecureContext;
      try {
        ({ context } = await certificateFor([host]));
      } catch (error) {
        console.error(
          `[weather-double] No certificate for ${host}, so CONNECT ${target} was answered 502: ${error instanceof Error ? error.message : String(error)}`,
        );
        socket.end(
          'HTTP/1.1 502 Bad Gateway\r\nContent-Type: text/plain\r\nConnection: close\r\nContent-Length: 0\r\n\r\n',
          () => socket.destroy(),
        );
        return 502;
      }
      if (!socket.writable) {
        socket.destroy();
        return 0;
      }
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      // Bytes the client sent after the CONNECT's head (its TLS hello, when it did not wait).
      if (head.length > 0) socket.unshift(head);
      const tls = new TLSSocket(socket, {
        isServer: true,
        secureContext: context,
        ALPNProtocols: ['http/1.1'],
      });
      tls.once('error', (error: NodeJS.ErrnoException) => warnRefused(error, host, settings.caDir));
      accept(tls);
      return 200;
    },
    refusal(target) {
      const shown = JSON.stringify(target).slice(1, -1);
      const message = settings.httpsProxy
        ? `weather-double ends CONNECT to ${[...INTERCEPTED].join(', ')} only, the service's hosts; it opens no tunnel to ${shown}`
        : `weather-double opens no tunnel to ${shown}: start the server with httpsProxy: true (weather-double serve does) to answer https:// URLs of the service's hosts through HTTPS_PROXY`;
      return JSON.stringify({ cod: '403', message });
    },
  };
}

/** Whether `host` is the wildcard address of IPv4 or IPv6 (every interface). */
const isAnyAddress = (host: string) => host === '0.0.0.0' || host === '::' || host === '[::]';

/**
 * Says on the console that a client refused the double's certificate (its TLS alert), and what to
 * do: trust the CA. Other errors (a client that hung up) are not worth a line.
 */
function warnRefused(error: NodeJS.ErrnoException, host: string, caDir: string): void {
  if (!/ALERT_(?:UNKNOWN_CA|BAD_CERTIFICATE|CERTIFICATE_UNKNOWN)/.test(error.code ?? '')) return;
  console.warn(
    `[weather-double] A client refused the certificate of ${host} (${error.code}): it does not trust the double's CA. Trust ${caDir}/ca.pem in it (docs/https-proxy.md).`,
  );
}
