/** The empty state of the recent postings, worded as the specification says. */
export const RECENT_POSTINGS_TEXT = {
  emptyTitle: 'No Jobs Available',
  emptyDescription: 'It looks like there are currently no job postings available.',
} as const;

/** The home strip shows the first few postings; the full list is one click away. */
export const STRIP_LIMIT = 10;
/** Cards per page on /recent-jobs. */
export const RECENT_POSTINGS_PAGE_SIZE = 12;
/** The specification shows the /recent-jobs pager only above this many postings (not above the page size). */
export const RECENT_POSTINGS_PAGER_THRESHOLD = 10;
