// The docs hold together: every page of docs/ is linked from the index (docs/README.md), the README
// links the index, every relative link names a file that exists and, with a #fragment, a heading of
// that page; the README stays a front door.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { docPages, readPage, root } from '../support/recipes.js';

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

/** The anchors of a page (its headings outside code fences). */
function anchorsOf(page: string): Set<string> {
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of readPage(page).split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = !fenced && /^#{1,6} (.+)$/.exec(line);
    if (heading) anchors.add(slug(heading[1]!));
  }
  return anchors;
}

/** The relative links of a page, outside code fences: [text](target). */
function linksOf(page: string): string[] {
  let fenced = false;
  const links: string[] = [];
  for (const line of readPage(page).split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    if (fenced) continue;
    for (const match of line.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (!/^[a-z]+:/i.test(match[1]!)) links.push(match[1]!);
    }
  }
  return links;
}

const pages = [...docPages(), 'CONTRIBUTING.md'];

describe('the docs', () => {
  it('index links every page of docs/', () => {
    const index = linksOf('docs/README.md').map((link) => link.split('#')[0]);
    for (const page of docPages().filter((p) => p.startsWith('docs/') && p !== 'docs/README.md'))
      expect(index, `docs/README.md does not link ${page}`).toContain(page.slice('docs/'.length));
  });

  it('are reached from the README and CONTRIBUTING.md', () => {
    expect(linksOf('README.md')).toContain('docs/README.md');
    expect(linksOf('README.md')).toContain('CONTRIBUTING.md');
  });

  it('link only to files that exist and to headings that exist', () => {
    for (const page of pages) {
      for (const link of linksOf(page)) {
        const [path, fragment] = link.split('#') as [string, string | undefined];
        const target =
          path === '' ? page : new URL(path, new URL(page, root)).pathname.slice(root.pathname.length);
        expect(existsSync(new URL(target, root)), `${page} links ${link}: no such file`).toBe(true);
        if (fragment && target.endsWith('.md'))
          expect(anchorsOf(target), `${page} links ${link}: no such heading`).toContain(fragment);
      }
    }
  });

  it('keep the README a front door of at most 300 lines', () => {
    expect(readPage('README.md').split('\n').length).toBeLessThanOrEqual(300);
  });

  it('install the package with its peer: the README says how, and names the peers package.json has', () => {
    const readme = readPage('README.md');
    const manifest = JSON.parse(readPage('package.json'));
    expect(Object.keys(manifest.peerDependencies).sort()).toEqual([
      '@pact-foundation/pact',
      'fast-check',
      'ioredis',
      'msw',
      'playwright-core',
    ]);
    expect(
      Object.values(manifest.peerDependenciesMeta).every((meta) => (meta as { optional: boolean }).optional),
    ).toBe(true);
    expect(manifest.peerDependencies.msw).toBe('^2.7.0 || ^3.0.0');
    expect(readme).toContain('`msw` ^2.7 or ^3');
    expect(readme).toContain('npm pack');
    expect(readme).toContain('`ioredis`');
    expect(readme).toContain('`fast-check` ^4');
  });
});
