import type { ApplicationStatus } from '../../shared/applications';

export interface StatusBadgeStyle {
  label: string;
  /** Text on background, at least 4.5:1 in the light and the dark theme. */
  classes: string;
}

/** Each status has its own colour; typed by ApplicationStatus, so a new status cannot be forgotten here. */
const STATUS_BADGE: Record<ApplicationStatus, StatusBadgeStyle> = {
  'Application Submitted': {
    label: 'Application Submitted',
    classes: 'bg-sky-100 text-sky-900 ring-sky-300 dark:bg-sky-950 dark:text-sky-200 dark:ring-sky-800',
  },
  'Under Review': {
    label: 'Under Review',
    classes: 'bg-amber-100 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-800',
  },
  'Interview Scheduled': {
    label: 'Interview Scheduled',
    classes:
      'bg-violet-100 text-violet-900 ring-violet-300 dark:bg-violet-950 dark:text-violet-200 dark:ring-violet-800',
  },
  'Under Evaluation': {
    label: 'Under Evaluation',
    classes:
      'bg-orange-100 text-orange-900 ring-orange-300 dark:bg-orange-950 dark:text-orange-200 dark:ring-orange-800',
  },
  'Offer Sent': {
    label: 'Offer Sent',
    classes: 'bg-teal-100 text-teal-900 ring-teal-300 dark:bg-teal-950 dark:text-teal-200 dark:ring-teal-800',
  },
  'Offer Accepted': {
    label: 'Offer Accepted',
    classes:
      'bg-emerald-100 text-emerald-900 ring-emerald-300 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-800',
  },
  'Offer Declined': {
    label: 'Offer Declined',
    classes: 'bg-pink-100 text-pink-900 ring-pink-300 dark:bg-pink-950 dark:text-pink-200 dark:ring-pink-800',
  },
  'Not Selected': {
    label: 'Not Selected',
    classes: 'bg-red-100 text-red-900 ring-red-300 dark:bg-red-950 dark:text-red-200 dark:ring-red-800',
  },
};

interface StatusBadgeProps {
  status: ApplicationStatus;
  className?: string;
}

/** A coloured pill with a short label: the label, not the colour alone, carries the meaning. */
export function Badge({ badge, className }: { badge: StatusBadgeStyle; className?: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${badge.classes} ${className ?? ''}`}
    >
      {badge.label}
    </span>
  );
}

/** A status in words, as the badges show it. */
export const statusLabel = (status: ApplicationStatus): string => STATUS_BADGE[status].label;

export function StatusBadge({ status, className }: StatusBadgeProps) {
  return <Badge badge={STATUS_BADGE[status]} className={className} />;
}
