export interface RecruiterApplicationsFilters {
  /** Candidate name: matches the first or the last name. */
  search: string;
  /** Applied role: matches the posting's title. */
  role: string;
  /** Exact status, or '' for every status. */
  status: string;
  /** One posting's id, or '' for every posting. */
  postingId: string;
  /** A posting's exact 'city, country', or '' for every location. */
  location: string;
  /** A source, 'direct' for the applications that came without one, or '' for every source. */
  source: string;
  page: number;
  limit: number;
}
