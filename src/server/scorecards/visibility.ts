import { SCORECARD_LIMITS, type ScorecardStatus, type ScorecardVisibility } from '../../shared/scorecards.js';
import { can } from '../../shared/roles.js';
import type { Member } from '../auth/index.js';

/**
 * Whether `member` reads the content of the others' scorecards of an application. Admins and Recruiters always do;
 * a Hiring Manager or Interviewer as the company chooses, by default once their own is submitted, so that nobody forms
 * their view after reading the others'. The server leaves the content out of its answers, not only the screens.
 */
export function seesOthersScorecards(
  member: Pick<Member, 'memberRole'>,
  visibility: ScorecardVisibility,
  submittedOwn: boolean,
): boolean {
  if (can(member.memberRole, 'readAllScorecards')) return true;
  if (visibility === 'always') return true;
  return visibility === 'after_own' && submittedOwn;
}

/** When a submitted scorecard locks: computed, so that no task has to run and a restart changes nothing. */
export const lockedAt = (submittedAt: Date) => new Date(submittedAt.getTime() + SCORECARD_LIMITS.editWindowMs);

export function statusOf(submittedAt: Date | null, now = new Date()): ScorecardStatus {
  if (submittedAt === null) return 'draft';
  return now >= lockedAt(submittedAt) ? 'locked' : 'submitted';
}
