// Fails when the README's API section names an endpoint (method and path) that no declaration in
// src/shared/*-endpoints.ts has, or when a declared endpoint goes unnamed there: a client reads the README first.
// Run under tsx (`tsx scripts/check-api-readme.mjs`), which loads the TypeScript declarations as the server does.
//
// The README names an endpoint as `METHOD /path/` in a code span, several methods as `GET/PUT /path/`; a code span
// holding only an API path (`/api/reports/sources/`) takes the methods of the span before it in the same paragraph. A
// query string is not part of the path. Paths the app serves outside the declarations are listed below.
import { readdirSync, readFileSync } from 'node:fs';

const root = new URL('../', import.meta.url);

// Served by hand, not declared: health and metrics for operators, the reference itself, the careers sites and
// the pages of an interview's signed links.
const UNDECLARED =
  /^(GET \/api\/(health|openapi\.json|reference\/)|GET \/(metrics|sitemap\.xml|robots\.txt|careers\/|interviews\/answer\/))/;

const declared = new Set();
for (const file of readdirSync(new URL('src/shared/', root)).filter((name) => name.endsWith('-endpoints.ts'))) {
  const module = await import(new URL(`src/shared/${file}`, root).href);
  for (const group of Object.values(module)) {
    for (const endpoint of Object.values(group)) declared.add(`${endpoint.method} ${endpoint.path}`);
  }
}

const readme = readFileSync(new URL('README.md', root), 'utf8');
if (!readme.includes('\n## API\n')) throw new Error('README.md has no "## API" section');
const section = readme.slice(readme.indexOf('\n## API\n'), readme.indexOf('\n## ', readme.indexOf('\n## API\n') + 1));
const named = new Set();
for (const paragraph of section.split(/\n(?=- |\s+- |\n)/)) {
  let methods = [];
  for (const [, span] of paragraph.matchAll(/`([^`]+)`/g)) {
    const found = /^((?:GET|POST|PUT|DELETE)(?:\/(?:GET|POST|PUT|DELETE))*)? ?(\/[^\s?]*)(?:\?.*)?$/.exec(span);
    if (!found) continue;
    if (found[1]) methods = found[1].split('/');
    else if (!/^\/api\/./.test(found[2])) continue;
    for (const method of methods) named.add(`${method} ${found[2]}`);
  }
}

const problems = [
  ...[...named]
    .filter((endpoint) => !declared.has(endpoint) && !UNDECLARED.test(endpoint))
    .map((endpoint) => `README.md names ${endpoint}, which no src/shared/*-endpoints.ts declares`),
  ...[...declared]
    .filter((endpoint) => !named.has(endpoint))
    .map((endpoint) => `README.md's API section does not name ${endpoint}`),
];
if (problems.length > 0) {
  console.error(problems.sort().join('\n'));
  process.exit(1);
}
