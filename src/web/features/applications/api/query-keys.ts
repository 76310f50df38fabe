import type { RecruiterApplicationsFilters } from '../types';

/** Every cache key of the applications feature, so that mutations invalidate exactly what they change. */
export const applicationKeys = {
  all: ['applications'] as const,
  candidateList: () => [...applicationKeys.all, 'candidate', 'list'] as const,
  candidateDetail: (id: string) => [...applicationKeys.all, 'candidate', 'detail', id] as const,
  recruiterLists: () => [...applicationKeys.all, 'recruiter', 'list'] as const,
  recruiterList: (filters: RecruiterApplicationsFilters) => [...applicationKeys.recruiterLists(), filters] as const,
  postingChoices: () => [...applicationKeys.all, 'recruiter', 'postings'] as const,
  sources: () => [...applicationKeys.all, 'recruiter', 'sources'] as const,
  recruiterDetail: (id: string) => [...applicationKeys.all, 'recruiter', 'detail', id] as const,
  file: (url: string) => ['files', url] as const,
  annotations: (id: string) => [...applicationKeys.all, 'recruiter', 'annotations', id] as const,
  notes: (id: string) => [...applicationKeys.all, 'recruiter', 'notes', id] as const,
  timeline: (id: string) => [...applicationKeys.all, 'recruiter', 'timeline', id] as const,
};
