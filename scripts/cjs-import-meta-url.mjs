// Injected by scripts/build-cjs.mjs into the CommonJS modules that use `import.meta.url`: the
// module's own file URL, as `import.meta.url` is in the ESM build (the .cjs sits next to the .js).
import { pathToFileURL } from 'node:url';

export const importMetaUrl = pathToFileURL(__filename).href;
