// `weather-double ca` and serve's HTTPS flags (--https, --ca-dir): the CA made on first use and
// printed, and each bad flag refused with status 2 and a message naming it. The HTTPS itself:
// ../https/.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.js';

let folder: string;
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'weather-double-ca-'));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('weather-double ca', () => {
  it('makes the CA on first use and prints the path of its certificate; --pem prints the certificate', async () => {
    const dir = join(folder, 'ca');
    const made = await runCli(['ca', '--dir', dir]);
    expect(made).toEqual({ code: 0, stdout: `${join(dir, 'ca.pem')}\n`, stderr: '' });
    expect(statSync(join(dir, 'ca-key.pem')).mode & 0o777).toBe(0o600);
    const certificate = readFileSync(join(dir, 'ca.pem'), 'utf8');
    expect(certificate).toMatch(/^-----BEGIN CERTIFICATE-----\r?\n/);
    const pem = await runCli(['ca', '--dir', dir, '--pem']);
    expect(pem).toEqual({ code: 0, stdout: certificate, stderr: '' });
  });

  it('documents its flags in --help', async () => {
    const { code, stdout } = await runCli(['ca', '--help']);
    expect(code).toBe(0);
    expect(stdout).toContain('Usage: weather-double ca [--dir DIR] [--pem]');
    expect(stdout).toContain('Default: ~/.weather-double/ca');
  });

  it('refuses a bad flag with status 2, naming it', async () => {
    const file = join(folder, 'a-file');
    writeFileSync(file, '');
    for (const [args, message] of [
      [['--dir', ''], '[weather-double] Invalid option --dir: expected the path of a directory for the CA'],
      [
        ['--dir', join(file, 'ca')],
        `[weather-double] Invalid option --dir: the CA directory ${JSON.stringify(join(file, 'ca'))} cannot be made (ENOTDIR)`,
      ],
      [
        ['--port', '1'],
        "[weather-double] Unknown option --port for 'weather-double ca'. Allowed options: --dir, --pem, --help.",
      ],
    ] as const) {
      const { code, stderr } = await runCli(['ca', ...args]);
      expect(code).toBe(2);
      expect(stderr).toContain(message);
    }
  });
});

describe('serve --https and --ca-dir', () => {
  it('are in serve --help', async () => {
    const { stdout } = await runCli(['serve', '--help']);
    expect(stdout).toContain('  --https         Listen on HTTPS (https://HOST:PORT)');
    expect(stdout).toContain('  --ca-dir DIR    The CA that signs the HTTPS certificates');
    expect(stdout).toContain(
      "It is an HTTPS proxy for the service's hosts: a client with HTTPS_PROXY=http://HOST:PORT",
    );
  });

  it('refuses a --ca-dir it cannot use with status 2, naming it', async () => {
    const file = join(folder, 'another-file');
    writeFileSync(file, '');
    const unusable = await runCli(['serve', '--port', '0', '--https', '--ca-dir', join(file, 'ca')]);
    expect(unusable.code).toBe(2);
    expect(unusable.stderr).toContain('[weather-double] Invalid option --ca-dir: the CA directory');
    const empty = await runCli(['serve', '--port', '0', '--ca-dir', '']);
    expect(empty.code).toBe(2);
    expect(empty.stderr).toContain(
      '[weather-double] Invalid option --ca-dir: expected the path of a directory',
    );
  });
});
