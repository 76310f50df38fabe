export const ROLES = ['recruiter', 'candidate'] as const;
export type Role = (typeof ROLES)[number];
