import type { FastifyReply } from 'fastify';

/** A spreadsheet runs a cell that begins with one of these as a formula: such a cell is kept as text. */
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvCell = string | number | null;

/** One cell as RFC 4180 writes it: quoted when it holds a quote, a comma or a line break. */
function cell(value: CsvCell): string {
  const text = value === null ? '' : typeof value === 'number' ? value.toFixed(2).replace(/\.?0+$/, '') : value;
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A table as a CSV file: its first row the headings, each line ended by CRLF. */
function csvOf(rows: CsvCell[][]): string {
  return rows.map((line) => `${line.map(cell).join(',')}\r\n`).join('');
}

/** Answers a table as a file to download, as an endpoint's second media type says, never kept by a cache. */
export function sendCsv(reply: FastifyReply, filename: string, rows: CsvCell[][]) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(csvOf(rows));
}
