// Fails when docs/architecture.md stops naming a server capability or a web feature folder, or when
// docs/decisions/README.md stops listing a decision record: a newcomer follows the map, so it has to be current.
import { readdirSync, readFileSync } from 'node:fs';

const root = new URL('../', import.meta.url);
const read = (path) => readFileSync(new URL(path, root), 'utf8');
const foldersIn = (path) =>
  readdirSync(new URL(path, root), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const problems = [];

const map = read('docs/architecture.md');
for (const [folder, named] of [
  ['src/server/', 'server'],
  ['src/web/features/', 'web/features'],
]) {
  for (const name of foldersIn(folder)) {
    if (!map.includes(`\`${named}/${name}/`)) {
      problems.push(`docs/architecture.md does not name ${folder}${name}/: add it as \`${named}/${name}/\``);
    }
  }
}

const decisions = readdirSync(new URL('docs/decisions/', root)).filter((file) => /^\d{3}-.+\.md$/.test(file));
const index = read('docs/decisions/README.md');
const linked = new Set([...index.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map(([, target]) => target));
for (const file of decisions) {
  if (!file.startsWith('000-') && !linked.has(file)) {
    problems.push(`docs/decisions/README.md does not list ${file}`);
  }
}
for (const target of linked) {
  if (!decisions.includes(target)) problems.push(`docs/decisions/README.md links ${target}, which does not exist`);
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
