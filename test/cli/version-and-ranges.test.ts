import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.js';

const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

describe('weather-double --version', () => {
  it('prints the package version with --version, -v and version, and exits 0', async () => {
    for (const flag of ['--version', '-v', 'version']) {
      const result = await runCli([flag]);
      expect({ flag, ...result }).toEqual({ flag, code: 0, stdout: `${version}\n`, stderr: '' });
    }
  });

  it('is named in the usage text', async () => {
    const { stdout } = await runCli(['--help']);
    expect(stdout).toContain('weather-double --version');
  });
});

describe('negative numbers after a flag', () => {
  it("are read by the flag's own check, which names the flag and its range", async () => {
    const cases: [string[], string][] = [
      [
        ['generate', '--count', '-5'],
        '[weather-double] Invalid option --count: expected an integer from 1 to 100000, got "-5".\n',
      ],
      [
        ['generate', '--seed', '-1'],
        '[weather-double] Invalid option --seed: expected an integer from 0 to 4294967295, got "-1".\n',
      ],
      [
        ['serve', '--port', '-1'],
        '[weather-double] Invalid option --port: expected an integer from 0 to 65535, got "-1".\n',
      ],
      [
        ['serve', '--seed', '-7'],
        '[weather-double] Invalid option --seed: expected an integer from 0 to 4294967295, got "-7".\n',
      ],
      [
        ['serve', '--quota', '-1'],
        '[weather-double] Invalid option --quota: expected an integer from 1 to 1000000, got "-1".\n',
      ],
    ];
    for (const [args, stderr] of cases) {
      const result = await runCli(args);
      expect({ args, ...result }).toEqual({ args, code: 2, stdout: '', stderr });
      expect(result.stderr).not.toContain('ambiguous');
    }
  });

  it('are values, not flags: --lon -0.1257 is --lon=-0.1257', async () => {
    const at = ['--at', '2024-06-01T12:00:00Z', '--seed', '3'];
    const spaced = await runCli(['generate', '--lat', '51.5085', '--lon', '-0.1257', ...at]);
    const joined = await runCli(['generate', '--lat', '51.5085', '--lon=-0.1257', ...at]);
    expect(spaced.code).toBe(0);
    expect(spaced.stderr).toBe('');
    expect(JSON.parse(spaced.stdout).coord).toEqual({ lon: -0.1257, lat: 51.5085 });
    expect(spaced.stdout).toBe(joined.stdout);
  });

  it('leave a missing value a missing value', async () => {
    const result = await runCli(['generate', '--count']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Invalid option --count');
  });
});

describe('serve --help', () => {
  it('states the defaults as they are: seed 0, port 8080, and the range of each number', async () => {
    const { code, stdout } = await runCli(['serve', '--help']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/--seed N {8}Seed of the weather, 0 to 4294967295[\s\S]*?Default: 0\n/);
    expect(stdout).not.toContain("the generator's seed");
    expect(stdout).toMatch(/--port N {8}TCP port to listen on, 0 to 65535[\s\S]*?Default: 8080\n/);
    expect(stdout).toContain('/geo/1.0/zip');
  });
});
