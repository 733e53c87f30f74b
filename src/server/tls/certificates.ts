/**
 * The X.509 certificates of the double's HTTPS: its certificate authority (self-signed, made once)
 * and the certificates it issues for the hosts it answers. Keys are made by `node:crypto` (native,
 * about 100 ms for RSA 2048 where node-forge's JavaScript takes seconds); node-forge, the library
 * mockttp and selfsigned use, only writes and signs the certificates. It is loaded on first use, so
 * importing `weather-double/server` does not load it. Node only.
 * @internal
 */
import { generateKeyPair, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { promisify } from 'node:util';

type Forge = typeof import('node-forge');

/** node-forge, imported the first time a certificate is made. */
async function loadForge(): Promise<Forge> {
  return (await import('node-forge')).default;
}

/** An RSA key pair in PEM: the private key in PKCS #8, the public key in SPKI. @internal */
export interface KeyPair {
  readonly privateKey: string;
  readonly publicKey: string;
}

/** A new RSA 2048 key pair, made by `node:crypto`. @internal */
export function newKeyPair(): Promise<KeyPair> {
  return promisify(generateKeyPair)('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

const DAY_MS = 86_400_000;

/** A random positive serial number, 16 bytes in hex (RFC 5280: at most 20 bytes, positive). */
function serialNumber(): string {
  const bytes = randomBytes(16);
  bytes.writeUInt8(bytes.readUInt8(0) & 0x7f, 0);
  return bytes.toString('hex');
}

/**
 * The name the CA's certificate is given, and its issued certificates' issuer. In the characters of
 * an ASN.1 PrintableString (node-forge's encoding of names): Go refuses a certificate with others.
 */
const CA_NAME = [
  { name: 'commonName', value: 'weather-double test CA' },
  { name: 'organizationName', value: 'weather-double (a test double, trust it in tests only)' },
];

/**
 * The CA's self-signed certificate, in PEM: valid from a day ago for ten years, allowed to sign
 * server certificates only (no intermediate CA under it: `pathLenConstraint` 0).
 * @internal
 */
export async function caCertificate(keys: KeyPair, now = Date.now()): Promise<string> {
  const forge = await loadForge();
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(keys.publicKey);
  cert.serialNumber = serialNumber();
  cert.validity.notBefore = new Date(now - DAY_MS);
  cert.validity.notAfter = new Date(now + 3650 * DAY_MS);
  cert.setSubject(CA_NAME);
  cert.setIssuer(CA_NAME);
  cert.setExtensions([
    { name: 'basicConstraints', cA: true, pathLenConstraint: 0, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(forge.pki.privateKeyFromPem(keys.privateKey), forge.md.sha256.create());
  return forge.pki.certificateToPem(cert);
}

/**
 * A server certificate for `names` (host names and IP addresses, all in `subjectAltName`, the first
 * as the common name too), signed by the CA: valid from a day ago for 397 days (the longest that
 * Apple's and the browsers' rules allow), for TLS servers only.
 * @internal
 */
export async function serverCertificate(
  names: readonly string[],
  keys: KeyPair,
  ca: { readonly certificate: string; readonly privateKey: string },
  now = Date.now(),
): Promise<string> {
  const forge = await loadForge();
  const issuer = forge.pki.certificateFromPem(ca.certificate);
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(keys.publicKey);
  cert.serialNumber = serialNumber();
  cert.validity.notBefore = new Date(now - DAY_MS);
  cert.validity.notAfter = new Date(now + 397 * DAY_MS);
  cert.setSubject([{ name: 'commonName', value: names[0] ?? 'localhost' }]);
  cert.setIssuer(issuer.subject.attributes);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
    { name: 'extKeyUsage', serverAuth: true },
    {
      name: 'subjectAltName',
      // 2: a DNS name; 7: an IP address.
      altNames: names.map((name) => (isIP(name) === 0 ? { type: 2, value: name } : { type: 7, ip: name })),
    },
    { name: 'subjectKeyIdentifier' },
    {
      name: 'authorityKeyIdentifier',
      keyIdentifier: issuer.generateSubjectKeyIdentifier().getBytes(),
    },
  ]);
  cert.sign(forge.pki.privateKeyFromPem(ca.privateKey), forge.md.sha256.create());
  return forge.pki.certificateToPem(cert);
}
