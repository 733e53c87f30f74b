// Tests that drive a system program (a real client or server from Debian's packages, which
// `.ci/run` installs) run where it is installed. Elsewhere they are skipped with one line naming the
// program and its package, so `npm ci && npm test` passes on a machine with Node alone; under
// `CI=true` a missing program fails the run instead, so CI can never skip them silently.
import { spawnSync } from 'node:child_process';
import { describe, it } from 'vitest';

/**
 * Whether `program` can be started (found on the PATH), or, given `probe` (a command and its
 * arguments, e.g. `['/usr/bin/python3', '-c', 'import requests']`), whether that succeeds.
 */
function installed(program: string, probe?: readonly string[]): boolean {
  const [command, ...args] = probe ?? ['sh', '-c', `command -v ${program}`];
  const result = spawnSync(command as string, args, { stdio: 'ignore' });
  return result.status === 0;
}

/** Whether this run is CI's, where every system program must be there. */
const inCi = (): boolean =>
  process.env.CI !== undefined && process.env.CI !== '' && process.env.CI !== 'false';

/**
 * `describe(name, body)` when `program` is installed (or `probe` succeeds: a module of a language,
 * say). Otherwise: under CI, one failing test that says how to install it; elsewhere the block is
 * skipped, with one line on stderr.
 */
export function describeWithProgram(
  program: string,
  debianPackage: string,
  name: string,
  body: () => void,
  probe?: readonly string[],
): void {
  if (installed(program, probe)) {
    describe(name, body);
    return;
  }
  const install = `apt-get install -y ${debianPackage}`;
  if (inCi()) {
    describe(name, () => {
      it(`needs ${program}`, () => {
        throw new Error(`${program} is not installed, and CI runs every test: ${install} (.ci/run does it).`);
      });
    });
    return;
  }
  process.stderr.write(
    `skipped: "${name}" needs ${program}, from Debian's package ${debianPackage} (${install}).\n`,
  );
  describe.skip(name, body);
}
