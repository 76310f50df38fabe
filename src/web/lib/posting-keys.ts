/** Query keys of the recruiter's postings: the list and each posting, so a change can refresh exactly what it touched. */
export const postingKeys = {
  all: ['postings'] as const,
  list: () => [...postingKeys.all, 'list'] as const,
  detail: (postingId: string) => [...postingKeys.all, 'detail', postingId] as const,
};
