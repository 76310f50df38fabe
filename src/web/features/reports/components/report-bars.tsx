import { Bar, BarChart, LabelList, XAxis, YAxis } from 'recharts';

/** A series of bars: solid or outlined, so that two series differ by more than their colour. */
interface BarSeries<Row> {
  name: string;
  value: (row: Row) => number | null;
  outlined?: boolean;
}

interface ReportBarsProps<Row> {
  /** What the chart shows, for those who cannot see it; the table under it holds the same numbers. */
  label: string;
  rows: Row[];
  category: (row: Row) => string;
  series: BarSeries<Row>[];
}

const ROW_HEIGHT = 30;
const BAR_GAP = 6;

/**
 * Horizontal bars, one group a row, each bar labelled with its number, so that the chart reads at a glance at any
 * width. Its colours come from the theme through `currentColor`; the bars are read as one picture, the table under
 * it being their text.
 */
export function ReportBars<Row>({ label, rows, category, series }: ReportBarsProps<Row>) {
  const data = rows.map((row) => ({
    category: category(row),
    ...Object.fromEntries(series.map((each, index) => [`s${index}`, each.value(row)])),
  }));
  const height = rows.length * (series.length * ROW_HEIGHT + BAR_GAP) + 24;
  return (
    <figure className="m-0">
      <div role="img" aria-label={label}>
        <BarChart
          layout="vertical"
          data={data}
          responsive
          style={{ width: '100%', height }}
          margin={{ top: 4, right: 48, bottom: 4, left: 4 }}
          barGap={2}
          accessibilityLayer={false}
        >
          <XAxis type="number" hide allowDecimals={false} />
          <YAxis
            type="category"
            dataKey="category"
            width={128}
            tickLine={false}
            axisLine={false}
            className="text-slate-700 dark:text-slate-200"
            tick={{ fill: 'currentColor', fontSize: 12 }}
          />
          {series.map((each, index) => (
            <Bar
              key={each.name}
              dataKey={`s${index}`}
              name={each.name}
              barSize={ROW_HEIGHT - 8}
              isAnimationActive={false}
              className="text-brand-600 dark:text-brand-300"
              fill={each.outlined ? 'transparent' : 'currentColor'}
              stroke="currentColor"
              strokeWidth={each.outlined ? 2 : 0}
            >
              <LabelList
                dataKey={`s${index}`}
                position="right"
                className="text-slate-800 dark:text-slate-100"
                fill="currentColor"
                fontSize={12}
              />
            </Bar>
          ))}
        </BarChart>
      </div>
      {series.length > 1 && (
        <figcaption className="mt-2 flex flex-wrap gap-4 text-xs text-slate-700 dark:text-slate-200">
          {series.map((each) => (
            <span key={each.name} className="inline-flex items-center gap-1.5">
              <span
                aria-hidden="true"
                className={`inline-block size-3 rounded-sm border-2 border-brand-600 dark:border-brand-300 ${each.outlined ? '' : 'bg-brand-600 dark:bg-brand-300'}`}
              />
              {each.name}
            </span>
          ))}
        </figcaption>
      )}
    </figure>
  );
}
