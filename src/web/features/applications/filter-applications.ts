import type { ApplicationListItem } from '../../../shared/applications';

interface CandidateListFilters {
  role: string;
  company: string;
  stage: string;
}

/**
 * The candidate list's filters, as the specification words them: the role is a case-insensitive substring of the
 * job title, the company and the stage are exact matches; an empty filter matches everything.
 */
export function filterApplications(
  applications: readonly ApplicationListItem[],
  { role, company, stage }: CandidateListFilters,
): ApplicationListItem[] {
  const roleText = role.trim().toLowerCase();
  return applications.filter(
    (application) =>
      (!roleText || application.job_title.toLowerCase().includes(roleText)) &&
      (!company || application.company_name === company) &&
      (!stage || application.status === stage),
  );
}
