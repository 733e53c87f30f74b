import { readCaDir, signingAuthority } from '../server/tls/ca.js';
import { parseCommandArgs } from './args.js';
import type { Command } from './index.js';

const options = {
  dir: { type: 'string' },
  pem: { type: 'boolean' },
} as const;

const help = `Usage: weather-double ca [--dir DIR] [--pem]

Prints the path of the double's CA certificate, ca.pem, after making the CA in DIR when
it holds none (an RSA 2048 key, ca-key.pem, mode 0600, that never leaves DIR, and a
self-signed certificate valid for ten years). 'weather-double serve' signs its HTTPS
certificates with it: as an HTTPS proxy for the service's hosts, and with --https.
Trust ca.pem in the clients that call the double over HTTPS (docs/https-proxy.md):
  NODE_EXTRA_CA_CERTS, REQUESTS_CA_BUNDLE, SSL_CERT_FILE, curl --cacert, keytool -importcert.

Options:
  --dir DIR   The CA's directory (made, mode 0700, when missing); serve's
              --ca-dir.                                    Default: ~/.weather-double/ca
  --pem       Print the certificate itself (PEM) instead of its path.
  --help      Show this help.

Example:
  export SSL_CERT_FILE="$(weather-double ca)" HTTPS_PROXY=http://127.0.0.1:8080
  curl 'https://api.openweathermap.org/data/2.5/weather?zip=94040,us&appid=test-key'`;

/** `weather-double ca`: the path (or PEM) of the double's CA certificate, made when missing. */
export const caCommand: Command = {
  summary: "Print the path of the double's CA certificate (made on first use), to trust over HTTPS",
  help,
  async run(argv) {
    const values = parseCommandArgs('ca', argv, options);
    const ca = await signingAuthority(readCaDir(values.dir, '--dir'), '--dir');
    process.stdout.write(values.pem === true ? ca.certificate : `${ca.certificatePath}\n`);
    return 0;
  },
};
