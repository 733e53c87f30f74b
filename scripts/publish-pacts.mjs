// `npm run pact:publish`: publishes pacts/ to a Pact Broker with the `pact-broker` CLI of
// @pact-foundation/pact-cli. Configured by the environment:
//   PACT_BROKER_BASE_URL   the broker, e.g. https://your-org.pactflow.io          (required)
//   PACT_BROKER_TOKEN      a bearer token; or PACT_BROKER_USERNAME + PACT_BROKER_PASSWORD (required)
//   PACT_CONSUMER_VERSION  the consumer version  (default: `git rev-parse HEAD`)
//   PACT_CONSUMER_BRANCH   the consumer branch   (default: `git branch --show-current`)
// `--dry-run` prints the command instead of running it. Credentials travel in the environment,
// never on the command line.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const pactDir = join(root, 'pacts');
const dryRun = process.argv.includes('--dry-run');
const unknown = process.argv.slice(2).filter((a) => a !== '--dry-run');

function fail(message) {
  process.stderr.write(`[weather-double] pact:publish: ${message}\n`);
  process.exit(1);
}

function git(...args) {
  try {
    return execFileSync('git', args, {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return '';
  }
}

if (unknown.length > 0) fail(`unknown argument ${JSON.stringify(unknown[0])}. Allowed: --dry-run.`);

const env = process.env;
const missing = [];
if (!env.PACT_BROKER_BASE_URL)
  missing.push('PACT_BROKER_BASE_URL (the broker URL, e.g. https://your-org.pactflow.io)');
if (!env.PACT_BROKER_TOKEN && !(env.PACT_BROKER_USERNAME && env.PACT_BROKER_PASSWORD)) {
  missing.push('PACT_BROKER_TOKEN (or PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD)');
}
if (missing.length > 0) fail(`set ${missing.join(' and ')} in the environment.`);
try {
  const url = new URL(env.PACT_BROKER_BASE_URL);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http');
} catch {
  fail(`PACT_BROKER_BASE_URL must be an http(s) URL, got ${JSON.stringify(env.PACT_BROKER_BASE_URL)}.`);
}

const version = env.PACT_CONSUMER_VERSION || git('rev-parse', 'HEAD');
const branch = env.PACT_CONSUMER_BRANCH || git('branch', '--show-current');
if (!version) fail('no consumer version: not a git checkout. Set PACT_CONSUMER_VERSION.');
if (!branch) fail('no branch: git HEAD is detached (common in CI). Set PACT_CONSUMER_BRANCH.');
if (!env.PACT_CONSUMER_VERSION && git('status', '--porcelain', '--', 'pacts')) {
  fail(
    'pacts/ has uncommitted changes: commit them, so the published version is the commit that holds them.',
  );
}

const pacts = existsSync(pactDir) ? readdirSync(pactDir).filter((f) => f.endsWith('.json')) : [];
if (pacts.length === 0) fail('no pact in pacts/: run `npm run pact:update` first.');

const require = createRequire(import.meta.url);
const cliPackage = require.resolve('@pact-foundation/pact-cli/package.json');
const bin = join(dirname(cliPackage), require(cliPackage).bin['pact-broker']);
const args = ['publish', pactDir, '--consumer-app-version', version, '--branch', branch];

if (dryRun) {
  process.stdout.write(`pact-broker ${args.join(' ')}  (broker ${env.PACT_BROKER_BASE_URL})\n`);
} else {
  const { status, error } = spawnSync(process.execPath, [bin, ...args], { stdio: 'inherit', env });
  if (error) fail(`could not run pact-broker: ${error.message}`);
  process.exitCode = status ?? 1;
}
