/**
 * Query keys of the company's team. The Team screen and the job form's hiring-team picker read it through separate
 * calls; whatever changes the team refreshes both.
 */
export const teamKeys = {
  all: ['team'] as const,
  overview: () => [...teamKeys.all, 'overview'] as const,
  members: () => [...teamKeys.all, 'members'] as const,
};
