const postingDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** Posting dates read like 'Jan 5, 2025', as the job form's date picker shows them. */
export function formatPostingDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : postingDate.format(date);
}
