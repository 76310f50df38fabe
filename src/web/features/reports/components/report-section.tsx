import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { notify } from '../../../lib/notify';

interface ReportSectionProps {
  title: string;
  /** Across both columns of a wide screen, for a table with a column per stage. */
  wide?: boolean;
  description: string;
  /** Saves the report as a CSV file. */
  onDownload: () => Promise<void>;
  children: ReactNode;
}

/** One report: its heading, what it counts, its CSV download, then its chart and the numbers under it. */
export function ReportSection({ title, wide, description, onDownload, children }: ReportSectionProps) {
  const [downloading, setDownloading] = useState(false);
  async function download() {
    setDownloading(true);
    try {
      await onDownload();
    } catch (error) {
      notify.error(error instanceof Error ? error.message : '');
    } finally {
      setDownloading(false);
    }
  }
  return (
    <Card className={`flex min-w-0 flex-col gap-4 p-5 ${wide ? 'xl:col-span-2' : ''}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{title}</h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{description}</p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          loading={downloading}
          onClick={() => void download()}
          aria-label={`Download ${title} as CSV`}
        >
          Download CSV
        </Button>
      </div>
      {children}
    </Card>
  );
}

interface ReportTableProps {
  caption: string;
  headings: string[];
  rows: { key: string; cells: ReactNode[] }[];
}

/** A report's numbers: the first cell of each row names it, the others are figures. */
export function ReportTable({ caption, headings, rows }: ReportTableProps) {
  return (
    // A table wider than a phone scrolls sideways; the region takes focus so that the keyboard scrolls it too.
    <div
      className="overflow-x-auto rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:focus-visible:outline-brand-300"
      role="region"
      aria-label={caption}
      tabIndex={0}
    >
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="text-left text-slate-600 dark:text-slate-300">
            {headings.map((heading, index) => (
              <th key={heading} scope="col" className={`px-3 py-2 font-medium ${index > 0 ? 'text-right' : ''}`}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, cells: [name, ...figures] }) => (
            <tr key={key} className="border-t border-slate-200 dark:border-slate-800">
              <th scope="row" className="px-3 py-2 text-left font-normal text-slate-800 dark:text-slate-200">
                {name}
              </th>
              {figures.map((figure, index) => (
                <td key={index} className="px-3 py-2 text-right text-slate-900 tabular-nums dark:text-white">
                  {figure}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
