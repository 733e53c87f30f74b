// The pact that ships is the one the consumer tests pin. The consumer tests write their pact to a
// scratch directory (.tmp/pacts, or $WEATHER_DOUBLE_PACT_DIR); this script:
//   clear   empties that directory before a run (Pact merges into an existing file otherwise)
//   check   fails when what the tests wrote differs from the committed pacts/ (default)
//   update  copies what the tests wrote into pacts/ (then review `git diff pacts/` and commit)
// The comparison ignores the metadata that names tool versions (pact-js, pactRust), and interaction
// order; everything else (descriptions, states, requests, responses, matching rules) must be equal.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const written = resolve(process.env.WEATHER_DOUBLE_PACT_DIR ?? join(root, '.tmp', 'pacts'));
const committed = join(root, 'pacts');
const mode = process.argv[2] ?? 'check';

const jsonFiles = (dir) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];
const show = (dir) => relative(process.cwd(), dir) || '.';

/** The pact without what varies between tool versions, interactions in description order. */
function normalized(file) {
  const pact = JSON.parse(readFileSync(file, 'utf8'));
  if (pact.metadata) {
    delete pact.metadata['pact-js'];
    delete pact.metadata.pactRust;
  }
  const key = (i) => `${i.description}\u0000${JSON.stringify(i.providerStates ?? [])}`;
  pact.interactions = [...(pact.interactions ?? [])].sort((a, b) =>
    key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0,
  );
  return pact;
}

/** JSON with sorted keys, so key order never counts. */
function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The first paths where two values differ, for a readable report. */
function differences(a, b, path = '', out = []) {
  if (out.length >= 8) return out;
  if (canonical(a) === canonical(b)) return out;
  const isObject = (v) => v && typeof v === 'object';
  if (!isObject(a) || !isObject(b) || Array.isArray(a) !== Array.isArray(b)) {
    out.push(`${path || '(root)'}: committed ${JSON.stringify(a)}, tests wrote ${JSON.stringify(b)}`);
    return out;
  }
  for (const k of new Set([...Object.keys(a), ...Object.keys(b)]))
    differences(a[k], b[k], `${path}.${k}`, out);
  return out;
}

function compare() {
  const problems = [];
  const mine = jsonFiles(written);
  const theirs = jsonFiles(committed);
  if (mine.length === 0) {
    problems.push(`The consumer tests wrote no pact in ${show(written)}: did they run?`);
  }
  for (const f of theirs.filter((f) => !mine.includes(f)))
    problems.push(`${f}: committed, but the tests no longer write it.`);
  for (const f of mine.filter((f) => !theirs.includes(f)))
    problems.push(`${f}: written by the tests, but not committed.`);
  for (const f of mine.filter((f) => theirs.includes(f))) {
    const before = normalized(join(committed, f));
    const after = normalized(join(written, f));
    if (canonical(before) === canonical(after)) continue;
    const byDescription = (pact) => new Map(pact.interactions.map((i) => [i.description, i]));
    const old = byDescription(before);
    const now = byDescription(after);
    for (const d of old.keys()) if (!now.has(d)) problems.push(`${f}: interaction removed: "${d}"`);
    for (const d of now.keys()) if (!old.has(d)) problems.push(`${f}: interaction added: "${d}"`);
    for (const [d, i] of now) {
      if (old.has(d) && canonical(old.get(d)) !== canonical(i)) {
        problems.push(
          `${f}: interaction changed: "${d}"\n${differences(old.get(d), i, '', [])
            .map((l) => `    ${l}`)
            .join('\n')}`,
        );
      }
    }
    const rest = { ...before, interactions: [] };
    const restNow = { ...after, interactions: [] };
    for (const l of differences(rest, restNow)) problems.push(`${f}: ${l}`);
  }
  return { mine, problems };
}

if (mode === 'clear') {
  rmSync(written, { recursive: true, force: true });
  mkdirSync(written, { recursive: true });
} else if (mode === 'check') {
  const { mine, problems } = compare();
  if (problems.length > 0) {
    process.stderr.write(
      [
        `[weather-double] The pact the consumer tests wrote (${show(written)}) differs from the committed ${show(committed)}/:`,
        ...problems.map((p) => `  - ${p}`),
        'If the change is intended, run `npm run pact:update`, review `git diff pacts/` and commit it.',
        '',
      ].join('\n'),
    );
    process.exitCode = 1;
  } else {
    process.stdout.write(`Pacts match the committed ${show(committed)}/: ${mine.join(', ')}\n`);
  }
} else if (mode === 'update') {
  const mine = jsonFiles(written);
  if (mine.length === 0) {
    process.stderr.write(`[weather-double] No pact in ${show(written)}: run the consumer tests first.\n`);
    process.exitCode = 1;
  } else {
    mkdirSync(committed, { recursive: true });
    for (const f of jsonFiles(committed).filter((f) => !mine.includes(f))) rmSync(join(committed, f));
    for (const f of mine) copyFileSync(join(written, f), join(committed, f));
    process.stdout.write(
      `Updated ${show(committed)}/: ${mine.join(', ')}. Review \`git diff pacts/\` and commit.\n`,
    );
  }
} else {
  process.stderr.write(
    `[weather-double] Unknown mode ${JSON.stringify(mode)}. Allowed: clear, check, update.\n`,
  );
  process.exitCode = 2;
}
