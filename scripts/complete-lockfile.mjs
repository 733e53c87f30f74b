// Completes package-lock.json with the platform-specific optional packages that the registry mirror
// of this workplace does not serve (it answers 404 for, e.g., @biomejs/cli-darwin-arm64), so that
// `npm ci` finds the lock in sync with package.json. Each added entry carries the os/cpu/libc of
// its name, so npm skips it on every other platform, exactly as with a lock written against the
// full registry. Run it after `npm install` changes the lock: `npm run lock:complete`.
import { readFileSync, writeFileSync } from 'node:fs';

const lockUrl = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockUrl, 'utf8'));
const packages = lock.packages;

const OS = {
  android: 'android',
  darwin: 'darwin',
  linux: 'linux',
  win32: 'win32',
  windows: 'win32',
  freebsd: 'freebsd',
};
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64'];

/** The os, cpu and libc a platform package's name says it is for, or undefined if it names none. */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.map((part) => OS[part]).find(Boolean);
  const cpu = parts.find((part) => CPU.includes(part));
  if (!os || !cpu) return undefined;
  const libc = os === 'linux' ? (parts.includes('musl') ? 'musl' : 'glibc') : undefined;
  return { os, cpu, libc };
}

const added = [];
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = path === '' ? '' : `${path}/`;
    if (packages[`${base}node_modules/${name}`] || packages[`node_modules/${name}`]) continue;
    const platform = platformOf(name);
    if (!platform) continue;
    packages[`node_modules/${name}`] = {
      version,
      cpu: [platform.cpu],
      ...(entry.dev ? { dev: true } : {}),
      ...(platform.libc ? { libc: [platform.libc] } : {}),
      optional: true,
      os: [platform.os],
    };
    added.push(`${name}@${version}`);
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(lockUrl, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  added.length ? `Added to the lock: ${added.join(', ')}` : 'The lock already lists every platform package.',
);
