// Draws the server's folder graph from its production files' imports and fails on a cycle between folders (two
// capabilities importing each other is the shortest), printing each. `--figures` prints the graph's size as well.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { COMPOSITION, CORE, SERVER, TEST_SUPPORT } from './server-layers.mjs';

const root = resolve(new URL('..', import.meta.url).pathname, SERVER);
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

const sources = readdirSync(root, { recursive: true }).filter(
  (file) => /\.tsx?$/.test(file) && !/\.(test|d)\.ts$/.test(file),
);
/** A file's node: its top folder, or the file itself at the root. */
const nodeOf = (file) => file.split('/')[0].replace(/\.js$/, '.ts');
const outsideTheGraph = (node) => COMPOSITION.includes(node) || TEST_SUPPORT.includes(node);

const graph = new Map();
const lines = new Map();
for (const file of sources) {
  const from = nodeOf(file);
  if (outsideTheGraph(from)) continue;
  if (!graph.has(from)) graph.set(from, new Set());
  for (const [, specifier] of readFileSync(resolve(root, file), 'utf8').matchAll(IMPORT)) {
    const target = relative(root, resolve(root, dirname(file), specifier));
    const to = nodeOf(target);
    if (target.startsWith('..') || to === from) continue;
    graph.get(from).add(to);
    const key = `${from} -> ${to}`;
    if (!lines.has(key)) lines.set(key, `${file} imports ${target}`);
  }
}

// Tarjan's strongly connected components: every component of more than one folder holds a cycle.
const order = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const knots = [];
let next = 0;
function visit(node) {
  order.set(node, next);
  low.set(node, next++);
  stack.push(node);
  onStack.add(node);
  for (const to of graph.get(node) ?? []) {
    if (!order.has(to)) {
      visit(to);
      low.set(node, Math.min(low.get(node), low.get(to)));
    } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), order.get(to)));
  }
  if (low.get(node) !== order.get(node)) return;
  const component = [];
  let member;
  do {
    member = stack.pop();
    onStack.delete(member);
    component.push(member);
  } while (member !== node);
  if (component.length > 1) knots.push(component.sort());
}
for (const node of graph.keys()) if (!order.has(node)) visit(node);

/** One cycle through a knot, found by walking its edges from its first folder back to it. */
function cycleIn(component) {
  const inKnot = new Set(component);
  const start = component[0];
  const path = [start];
  const seen = new Set([start]);
  const walk = (node) => {
    for (const to of graph.get(node) ?? []) {
      if (!inKnot.has(to)) continue;
      if (to === start) return true;
      if (seen.has(to)) continue;
      seen.add(to);
      path.push(to);
      if (walk(to)) return true;
      path.pop();
    }
    return false;
  };
  walk(start);
  return [...path, start];
}

const edges = [...graph.values()].reduce((sum, targets) => sum + targets.size, 0);
const mutual = [...graph].flatMap(([from, targets]) =>
  [...targets].filter((to) => from < to && graph.get(to)?.has(from)).map((to) => `${from} <-> ${to}`),
);
if (process.argv.includes('--figures')) {
  const capabilityCount = [...graph.keys()].filter((node) => !CORE.includes(node)).length;
  console.log(`${graph.size} folders (${capabilityCount} capabilities), ${edges} arrows between them`);
  console.log(
    `pairs importing each other both ways: ${mutual.length}${mutual.length ? ` (${mutual.join(', ')})` : ''}`,
  );
  console.log(`folders in a cycle: ${knots.flat().length}`);
}

if (knots.length > 0) {
  console.error(
    'The server folder graph has a cycle: a capability must not import, however indirectly, one that imports it.',
  );
  for (const component of knots) {
    const cycle = cycleIn(component);
    console.error(`\n  ${cycle.join(' -> ')}`);
    for (let i = 0; i < cycle.length - 1; i++) console.error(`    ${lines.get(`${cycle[i]} -> ${cycle[i + 1]}`)}`);
  }
  process.exit(1);
}
