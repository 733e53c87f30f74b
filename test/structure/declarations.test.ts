// No `@internal` item in a published declaration (issue 25): the build strips internal items
// (`stripInternal`), so an `@internal` left in dist/ is a module's header or an item the public
// declarations still show. Runs against the build, as the other tests do.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Every declaration file of the build (`.d.ts` for ESM, `.d.cts` for CommonJS). */
function declarations(): string[] {
  return readdirSync(join(root, 'dist'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.d\.c?ts$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

describe('the published declarations', () => {
  it('exist for both builds', () => {
    const files = declarations();
    expect(files).toContain(join('dist', 'src', 'index.d.ts'));
    expect(files).toContain(join('dist', 'src', 'index.d.cts'));
  });

  it('carry no @internal item', () => {
    const marked = declarations().filter((file) =>
      readFileSync(join(root, file), 'utf8').includes('@internal'),
    );
    expect(marked).toEqual([]);
  });
});
