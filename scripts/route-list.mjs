#!/usr/bin/env node
// The docs' route list, from the route table of the build. `node scripts/route-list.mjs` prints it;
// `--write` puts it into docs/README.md between its route-list markers (test/docs/routes.test.ts
// fails when the copy there is not the table's). Usage: npm run build && npm run docs:routes
import { readFileSync, writeFileSync } from 'node:fs';
import { contractExamples } from '../dist/src/routes/examples.js';
import { routeListMarkdown } from '../dist/src/routes/table.js';

const START = '<!-- route-list:start (npm run docs:routes writes this table) -->';
const END = '<!-- route-list:end -->';
const list = routeListMarkdown(contractExamples);

if (process.argv.includes('--write')) {
  const file = new URL('../docs/README.md', import.meta.url);
  const page = readFileSync(file, 'utf8');
  const from = page.indexOf(START);
  const to = page.indexOf(END);
  if (from === -1 || to < from) throw new Error(`docs/README.md has no ${START} … ${END} block.`);
  writeFileSync(file, `${page.slice(0, from + START.length)}\n${list}\n${page.slice(to)}`);
} else {
  console.log(list);
}
