// The golden corpus guards the bytes: the build's answers to 14,780 fixed requests (every route,
// query form, shape, unit system, method, option, scenario (alerts and sequences too), fault,
// quota and latency setting, pinned answers, through the handlers and a sample through the
// server; then every row of the route table's, derived from the row) against
// test/golden/answers.jsonl.gz. ./coverage.test.ts checks every route of the table is in it.
// A change that alters answers on purpose runs `npm run golden:update`, in a commit of its own.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const script = fileURLToPath(new URL('../../scripts/golden-answers.mjs', import.meta.url));

it('answers every golden request with the committed bytes', { timeout: 300_000 }, async () => {
  const run = await promisify(execFile)(process.execPath, [script, 'check'], {
    maxBuffer: 16 * 1024 * 1024,
  }).catch((error: { code: number; stdout: string; stderr: string }) => error);
  const output = `${run.stdout}${run.stderr}`;
  expect(output, output).toMatch(/golden-answers: \d+ answers, identical to the committed corpus/);
  expect('code' in run ? run.code : 0).toBe(0);
});

it('shows where two recordings part, and fails', async () => {
  const { mkdtempSync, writeFileSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const dir = mkdtempSync(join(tmpdir(), 'golden-'));
  const line = (body: string) =>
    JSON.stringify({
      via: 'handlers',
      label: 'x',
      method: 'GET',
      url: '/data/2.5/weather?zip=1',
      answer: { text: body },
    });
  writeFileSync(join(dir, 'a.jsonl'), `${line('{"temp":1.5}')}\n${line('{}')}\n`);
  writeFileSync(join(dir, 'b.jsonl'), `${line('{"temp":1.6}')}\n${line('{}')}\n`);
  const run = await promisify(execFile)(process.execPath, [
    script,
    'compare',
    join(dir, 'a.jsonl'),
    join(dir, 'b.jsonl'),
  ]).catch((error: { code: number; stdout: string }) => error);
  expect('code' in run ? run.code : 0).toBe(1);
  expect(run.stdout).toContain('line 1, handlers x: GET /data/2.5/weather?zip=1');
  expect(run.stdout).toContain('golden-answers: 1 of 2 answers differ');
});
