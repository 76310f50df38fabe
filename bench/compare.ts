import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * The bench keeps its own record: the table it prints as Markdown is also written as JSON (`bench/results/`), and
 * `npm run bench -- --compare FILE` sets each call's throughput ratio to health against an earlier run's, marking a
 * call whose ratio fell by more than `FALL_MARKED` (decision 104). Ratios, not requests a second: a shared machine's
 * speed changes from run to run, its health with it.
 */
const FALL_MARKED = 0.2;

const RESULTS_DIR = path.resolve('bench/results');
const CALL = 'call';
const VS_HEALTH = 'vs health';

/** One row of the table, by its column's heading. */
type TableRow = Record<string, string | number>;

interface BenchRecord {
  date: string;
  /** The machine's load average over 1, 5 and 15 minutes when the table was written. */
  load: number[];
  cores: number;
  node: string;
  rows: TableRow[];
}

interface Comparison {
  call: string;
  before: number | undefined;
  after: number | undefined;
  /** after / before − 1, when the call is in both runs. */
  change: number | undefined;
  fell: boolean;
}

/**
 * A call's name without the figures in brackets that change from run to run (a list's size in KB, a board's count):
 * the same call in two runs.
 */
export function callKey(name: string): string {
  return name
    .replace(/\s*\([^)]*\)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Each call of `after` against `before` by its ratio to health, then the calls only `before` had. */
export function compareRuns(before: TableRow[], after: TableRow[], fallMarked = FALL_MARKED): Comparison[] {
  const ratioOf = (row: TableRow | undefined) => (row === undefined ? undefined : Number(row[VS_HEALTH]));
  const earlier = new Map(before.map((row) => [callKey(String(row[CALL])), row]));
  const compared = after.map((row): Comparison => {
    const key = callKey(String(row[CALL]));
    const was = ratioOf(earlier.get(key));
    earlier.delete(key);
    const now = ratioOf(row);
    const change = was === undefined || now === undefined || was === 0 ? undefined : now / was - 1;
    return {
      call: String(row[CALL]),
      before: was,
      after: now,
      change,
      fell: change !== undefined && change < -fallMarked,
    };
  });
  const dropped = [...earlier.values()].map((row): Comparison => ({
    call: String(row[CALL]),
    before: ratioOf(row),
    after: undefined,
    change: undefined,
    fell: false,
  }));
  return [...compared, ...dropped];
}

/** The comparison as a Markdown table, a fallen call marked in its last column. */
export function comparisonTable(comparisons: Comparison[], fallMarked = FALL_MARKED): string {
  const ratio = (value: number | undefined) => (value === undefined ? '–' : value.toFixed(2));
  const lines = [
    '| call | vs health before | vs health now | change | |',
    '| --- | ---: | ---: | ---: | --- |',
    ...comparisons.map(
      (row) =>
        `| ${row.call} | ${ratio(row.before)} | ${ratio(row.after)} | ` +
        `${row.change === undefined ? '–' : `${row.change >= 0 ? '+' : ''}${Math.round(row.change * 100)} %`} | ` +
        `${row.fell ? `fell by more than ${Math.round(fallMarked * 100)} %` : ''} |`,
    ),
  ];
  return lines.join('\n');
}

/** `--compare FILE` among the bench's arguments, or undefined. */
export function compareFileOf(argv: string[]): string | undefined {
  const at = argv.indexOf('--compare');
  if (at === -1) return undefined;
  const file = argv[at + 1];
  if (!file || file.startsWith('--')) throw new Error('--compare needs the JSON file of an earlier run');
  if (!existsSync(file)) throw new Error(`--compare ${file}: no such file`);
  return file;
}

/**
 * Prints the table as Markdown row by row, as the bench always did, and keeps each row after the heading as an object
 * keyed by the heading's cells, for the JSON.
 */
export function markdownTable(): { row(cells: (string | number)[]): void; rows: TableRow[] } {
  let heading: string[] | undefined;
  const rows: TableRow[] = [];
  return {
    rows,
    row(cells) {
      console.log(`| ${cells.join(' | ')} |`);
      if (!heading) heading = cells.map(String);
      else if (!String(cells[0]).startsWith('---'))
        rows.push(Object.fromEntries(heading.map((column, index) => [column, cells[index] ?? ''])));
    },
  };
}

/**
 * Writes the run's table to bench/results/ (a file named by its time, and latest.json), prints where, and, given an
 * earlier run's file, prints the comparison. Answers whether a call fell.
 */
export async function recordRun(rows: TableRow[], compareWith: string | undefined): Promise<boolean> {
  const record: BenchRecord = {
    date: new Date().toISOString(),
    load: os.loadavg().map((load) => Math.round(load * 100) / 100),
    cores: os.cpus().length,
    node: process.version,
    rows,
  };
  await fs.mkdir(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${record.date.replace(/[:.]/g, '-')}.json`);
  const json = `${JSON.stringify(record, null, 2)}\n`;
  await fs.writeFile(file, json);
  await fs.writeFile(path.join(RESULTS_DIR, 'latest.json'), json);
  console.log(`\nthe table as JSON: ${path.relative(process.cwd(), file)} (and bench/results/latest.json)`);
  if (!compareWith) return false;
  const earlier = JSON.parse(await fs.readFile(compareWith, 'utf8')) as BenchRecord;
  const comparisons = compareRuns(earlier.rows, rows);
  console.log(
    `\nagainst ${compareWith} (${earlier.date}, load ${earlier.load.join(', ')}; now ${record.load.join(', ')}):\n`,
  );
  console.log(comparisonTable(comparisons));
  const fell = comparisons.filter((row) => row.fell);
  console.log(
    fell.length === 0
      ? `\nno call's ratio to health fell by more than ${FALL_MARKED * 100} %`
      : `\n${fell.length} call(s) fell by more than ${FALL_MARKED * 100} % against health: ${fell.map((row) => row.call).join('; ')}`,
  );
  return fell.length > 0;
}
