import { Card } from '../../../components/card';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { type ReportFilters, useReportPostings } from '../api/get-self-identification-report';

interface ReportFiltersCardProps {
  filters: ReportFilters;
  onChange: (filters: ReportFilters) => void;
  /** Why the server refused the period, shown under its end. */
  refused?: string;
  className?: string;
}

/** What a report counts: one of the company's jobs or every one, over a period. */
export function ReportFiltersCard({ filters, onChange, refused, className = '' }: ReportFiltersCardProps) {
  const postings = useReportPostings();
  const set = (name: keyof ReportFilters) => (event: { target: { value: string } }) =>
    onChange({ ...filters, [name]: event.target.value });
  return (
    <Card className={`grid gap-4 p-5 sm:grid-cols-3 ${className}`}>
      <SelectField
        label="Job"
        emptyOption="Every job"
        options={(postings.data ?? []).map((posting) => ({ value: posting.id, label: posting.title }))}
        value={filters.posting_id}
        onChange={set('posting_id')}
      />
      <TextField label="From" type="date" value={filters.from} onChange={set('from')} />
      <TextField label="To" type="date" value={filters.to} onChange={set('to')} error={refused} />
    </Card>
  );
}
