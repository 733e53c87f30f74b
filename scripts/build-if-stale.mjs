// Builds the package only when its inputs changed since the last build, so that `npm start` and
// `npm test` serve or test the current code without paying for a full build when nothing changed.
// The build's last step records a digest of every input (`--stamp`); here the same digest is
// compared with it. Content, not modification times: a checkout or `touch` alone rebuilds nothing.
//
//   node scripts/build-if-stale.mjs           build (`npm run build`) unless dist/ is up to date
//   node scripts/build-if-stale.mjs --stamp   record the inputs' digest in dist/ (the build does it)
//   node scripts/build-if-stale.mjs --check   exit 0 if up to date, 1 if a build is needed
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folders and files the build reads (besides node_modules, which package-lock.json pins). */
export const BUILD_INPUTS = [
  'src',
  'handlers',
  'playwright',
  'dashboard',
  'data',
  'scripts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'tsconfig.build.json',
];

/** Where the build records the digest of the inputs it was built from. */
export const STAMP = join('dist', '.build-inputs.sha256');

/** The digest of every input file under `root`: their paths and contents, in a stable order. */
export function inputsDigest(root) {
  const files = [];
  for (const input of BUILD_INPUTS) {
    const path = join(root, input);
    if (!existsSync(path)) continue;
    if (statSync(path).isFile()) {
      files.push(input);
      continue;
    }
    for (const entry of readdirSync(path, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) files.push(relative(root, join(entry.parentPath, entry.name)));
    }
  }
  return digestOf(root, files);
}

/** The digest of the files (relative to root), sorted by path. */
function digestOf(root, files) {
  const hash = createHash('sha256');
  for (const file of [...new Set(files)].sort()) {
    hash.update(file.split(sep).join('/'));
    hash.update('\0');
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Whether dist/ under `root` was built from the inputs as they are now. */
export function upToDate(root) {
  const stamp = join(root, STAMP);
  return existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === inputsDigest(root);
}

/** Records the inputs' digest in dist/ (the build's last step). */
export function writeStamp(root) {
  writeFileSync(join(root, STAMP), `${inputsDigest(root)}\n`);
}

function main() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const [flag] = process.argv.slice(2);
  if (flag === '--stamp') return writeStamp(root);
  if (flag === '--check') process.exit(upToDate(root) ? 0 : 1);
  if (flag !== undefined) {
    console.error(`[weather-double] Unknown option ${flag}: expected --stamp, --check or nothing.`);
    process.exit(2);
  }
  if (upToDate(root)) {
    console.error('Build up to date (dist/ was built from these sources): not rebuilding.');
    return;
  }
  console.error('Sources changed since the last build (or no build yet): building…');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) main();
