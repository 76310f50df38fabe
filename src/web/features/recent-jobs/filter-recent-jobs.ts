import type { RecentJob } from '../../../shared/apply';

/** The place a location names first: 'Toronto, Canada' is filtered as 'Toronto'. */
export function locationKey(location: string): string {
  return location.split(',')[0]?.trim() ?? '';
}

/** The distinct places of the postings, in alphabetical order, for the location filter. */
export function locationOptions(jobs: readonly RecentJob[]): string[] {
  const places = new Set(jobs.map((job) => locationKey(job.location)).filter(Boolean));
  return [...places].sort((a, b) => a.localeCompare(b));
}

export interface RecentJobsFilter {
  search: string;
  /** '' for every location. */
  location: string;
}

/** The search matches the title or the city, ignoring case; the location is an exact match on the city. */
export function filterRecentJobs(jobs: readonly RecentJob[], { search, location }: RecentJobsFilter): RecentJob[] {
  const needle = search.trim().toLowerCase();
  return jobs.filter((job) => {
    const city = locationKey(job.location);
    if (location && city !== location) return false;
    if (!needle) return true;
    return job.job_title.toLowerCase().includes(needle) || city.toLowerCase().includes(needle);
  });
}
