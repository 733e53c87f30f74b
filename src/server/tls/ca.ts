/**
 * The double's certificate authority: made once into a directory (`ca.pem`, the certificate to
 * trust, and `ca-key.pem`, its private key, mode 0600), then read from there by every server,
 * worker and `weather-double ca` given the same directory. Node only.
 */
import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { invalidOption, WeatherDoubleError } from '../../errors.js';
import { caCertificate, newKeyPair } from './certificates.js';

/**
 * The double's certificate authority, as {@link loadCertificateAuthority} returns it: what a client
 * must trust to call the double over HTTPS (through its HTTPS proxy, or a server started with
 * `https: true`). The private key stays in `dir`.
 *
 * @example
 * ```ts
 * const ca: CertificateAuthority = await loadCertificateAuthority();
 * console.log(ca.certificatePath); // e.g. /home/me/.weather-double/ca/ca.pem
 * ```
 */
export interface CertificateAuthority {
  /** The directory that holds the CA: `ca.pem` and `ca-key.pem`. */
  readonly dir: string;
  /** The path of the CA's certificate (`ca.pem`): what `NODE_EXTRA_CA_CERTS`, `SSL_CERT_FILE`, … name. */
  readonly certificatePath: string;
  /** The CA's certificate in PEM, e.g. for undici's `ProxyAgent({ requestTls: { ca } })`. */
  readonly certificate: string;
}

/** The CA with its private key, as the server signs with it. @internal */
export interface SigningAuthority extends CertificateAuthority {
  readonly privateKey: string;
}

/**
 * The options of {@link loadCertificateAuthority}.
 *
 * @example
 * ```ts
 * const options: CertificateAuthorityOptions = { dir: './.weather-double-ca' };
 * ```
 */
export interface CertificateAuthorityOptions {
  /**
   * The directory of the CA (made, mode 0700, when missing). Keep it out of version control: it
   * holds the CA's private key.
   * @default '~/.weather-double/ca' (in the user's home directory)
   */
  dir?: string;
}

/** The default CA directory: `~/.weather-double/ca`. */
function defaultCaDir(): string {
  return join(homedir(), '.weather-double', 'ca');
}

/** How long a process waits for another one that is making the CA in the same directory. */
const WAIT_FOR_OTHER_MS = 15_000;

/** Whether a file-system error says the file is not there. */
const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** The CA error of `dir`: which file failed, how, and what to do. */
function caFailure(dir: string, option: string, what: string, cause?: unknown): WeatherDoubleError {
  const code = (cause as NodeJS.ErrnoException | undefined)?.code;
  return new WeatherDoubleError(
    'INVALID_OPTION',
    `Invalid option ${option}: the CA directory ${JSON.stringify(dir)} ${what}${code === undefined ? '' : ` (${code})`}; pass a directory this user can write, or remove a broken one to make a new CA.`,
    { path: option, ...(cause === undefined ? {} : { cause }) },
  );
}

/**
 * Reads the CA in `options.dir`, or makes it there first when the directory holds none: an RSA 2048
 * key (written with mode 0600, never sent anywhere) and a self-signed certificate valid for ten
 * years. Every later call, in any process, reads the same CA; two processes that make it at once
 * end up with one (the second waits for the first). Trust `certificatePath` in the clients that call
 * the double over HTTPS (see docs/https-proxy.md); `weather-double ca` prints it.
 *
 * @param options - where the CA lives.
 * @returns the CA's directory, certificate path and certificate (PEM).
 * @throws {WeatherDoubleError} `INVALID_OPTION` (`caDir`) when the directory cannot be made, read or
 *   written, or holds a key without a certificate that no other process finishes.
 * @example
 * ```ts
 * import { loadCertificateAuthority } from 'weather-double/server';
 *
 * const { certificatePath } = await loadCertificateAuthority({ dir: '/tmp/weather-double-ca' });
 * // NODE_EXTRA_CA_CERTS=<certificatePath> node app.js
 * ```
 */
export async function loadCertificateAuthority(
  options: CertificateAuthorityOptions = {},
): Promise<CertificateAuthority> {
  const { certificatePath, certificate, dir } = await signingAuthority(readCaDir(options.dir, 'dir'), 'dir');
  return { dir, certificatePath, certificate };
}

/**
 * Checks a CA directory option: a non-empty string, resolved against the working directory;
 * `undefined` for the default.
 * @internal
 */
export function readCaDir(dir: unknown, path: string): string {
  if (dir === undefined) return defaultCaDir();
  if (typeof dir !== 'string' || dir.trim() === '') {
    throw invalidOption(path, 'the path of a directory for the CA (made when missing)', dir);
  }
  return resolve(dir);
}

/**
 * The CA in `dir` with its key, made there first when there is none; a failure is an error naming
 * `option`, the option that gave `dir`.
 * @internal
 */
export async function signingAuthority(dir: string, option = 'caDir'): Promise<SigningAuthority> {
  const certificatePath = join(dir, 'ca.pem');
  const keyPath = join(dir, 'ca-key.pem');
  try {
    await mkdir(dir, { recursive: true, mode: 0o700 });
  } catch (error) {
    throw caFailure(dir, option, 'cannot be made', error);
  }
  const read = async (): Promise<SigningAuthority | undefined> => {
    try {
      const [privateKey, certificate] = await Promise.all([
        readFile(keyPath, 'utf8'),
        readFile(certificatePath, 'utf8'),
      ]);
      return { dir, certificatePath, certificate, privateKey };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw caFailure(dir, option, 'cannot be read', error);
    }
  };
  const found = await read();
  if (found !== undefined) return found;
  const keys = await newKeyPair();
  try {
    // 'wx': of two processes making the CA at once, one writes the key; the other waits for its certificate.
    await writeFile(keyPath, keys.privateKey, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST')
      throw caFailure(dir, option, 'cannot take the key', error);
    const deadline = Date.now() + WAIT_FOR_OTHER_MS;
    while (Date.now() < deadline) {
      const made = await read();
      if (made !== undefined) return made;
      await sleep(50);
    }
    throw caFailure(dir, option, 'holds ca-key.pem but no ca.pem');
  }
  // The mode given to writeFile is masked by the umask; the key is the owner's alone whatever it is.
  await chmod(keyPath, 0o600);
  const certificate = await caCertificate(keys);
  const partial = `${certificatePath}.${process.pid}.tmp`;
  try {
    await writeFile(partial, certificate, { mode: 0o644 });
    // Renamed into place: a reader never sees half a certificate.
    await rename(partial, certificatePath);
  } catch (error) {
    throw caFailure(dir, option, 'cannot take the certificate', error);
  }
  return { dir, certificatePath, certificate, privateKey: keys.privateKey };
}
