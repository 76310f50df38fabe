import { describe, expect, it } from 'vitest';
import type { RecentJob } from '../../../shared/apply';
import { filterRecentJobs, locationKey, locationOptions } from './filter-recent-jobs';

const job = (job_title: string, location: string): RecentJob => ({
  posting_id: `${job_title}-${location}`,
  job_title,
  location,
  company_name: 'Northwind',
  num_applicants: 0,
  applied_today: 0,
});

const jobs = [
  job('Backend Engineer', 'Toronto, Canada'),
  job('Data Analyst', 'London, UK'),
  job('Frontend Engineer', 'Toronto, Canada'),
];

describe('recent jobs filtering', () => {
  it('keys a location by the part before the first comma', () => {
    expect(locationKey('Toronto, Canada')).toBe('Toronto');
    expect(locationKey('Remote')).toBe('Remote');
  });

  it('offers each city once, in alphabetical order', () => {
    expect(locationOptions(jobs)).toEqual(['London', 'Toronto']);
  });

  it('matches the search against the title or the city, ignoring case', () => {
    expect(filterRecentJobs(jobs, { search: 'ENGINEER', location: '' })).toHaveLength(2);
    expect(filterRecentJobs(jobs, { search: 'london', location: '' }).map((found) => found.job_title)).toEqual([
      'Data Analyst',
    ]);
    // The country is not part of the search.
    expect(filterRecentJobs(jobs, { search: 'canada', location: '' })).toEqual([]);
  });

  it('filters on the exact city and combines it with the search', () => {
    expect(filterRecentJobs(jobs, { search: '', location: 'Toronto' })).toHaveLength(2);
    expect(filterRecentJobs(jobs, { search: 'backend', location: 'Toronto' })).toHaveLength(1);
    expect(filterRecentJobs(jobs, { search: 'backend', location: 'London' })).toEqual([]);
  });
});
