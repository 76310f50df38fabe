// Adds the lock-file entries that npm leaves out when the registry it installs from does not serve another
// platform's build of a native package (rollup, Tailwind's oxide, unrs-resolver). npm 11's `npm ci` refuses a lock
// file that lacks them (decision 013). Each added entry names its platform, so every npm skips it on other machines
// without fetching it. Run it after any `npm install` that rewrites package-lock.json; `--check` only reports.
import { readFileSync, writeFileSync } from 'node:fs';

const OPERATING_SYSTEMS = ['android', 'darwin', 'freebsd', 'linux', 'openbsd', 'openharmony', 'win32'];
const CPUS = ['arm', 'arm64', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x', 'wasm32', 'x64'];
const LIBCS = { gnu: 'glibc', gnueabihf: 'glibc', musl: 'musl', musleabihf: 'musl' };

/** The platform a native build is for, read from its name: `@rollup/rollup-linux-arm-musleabihf`. */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OPERATING_SYSTEMS.includes(part));
  const cpu = parts.find((part) => CPUS.includes(part));
  const libc = os === 'linux' ? LIBCS[parts.at(-1)] : undefined;
  if (!cpu) throw new Error(`cannot tell the platform of ${name}`);
  return { cpu: [cpu], ...(libc && { libc: [libc] }), ...(os && { os: [os] }) };
}

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const added = [];
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${name}`;
    if (lock.packages[nested] || lock.packages[`node_modules/${name}`]) continue;
    lock.packages[`node_modules/${name}`] = {
      version,
      ...(entry.dev && { dev: true }),
      optional: true,
      ...platformOf(name),
    };
    added.push(`${name}@${version}`);
  }
}
if (process.argv.includes('--check')) {
  if (added.length === 0) process.exit(0);
  console.error(`package-lock.json lacks ${added.join(', ')}: run node scripts/complete-lock.mjs`);
  process.exit(1);
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => a.localeCompare(b, 'en')));
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length ? `added ${added.length} entries: ${added.join(', ')}` : 'the lock file is complete');
