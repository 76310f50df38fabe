export interface RecruiterApplicationsFilters {
  /** Candidate name: matches the first or the last name. */
  search: string;
  /** Applied role: matches the posting's title. */
  role: string;
  /** Exact status, or '' for every status. */
  status: string;
  page: number;
  limit: number;
}
