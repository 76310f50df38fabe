import type { InterviewStatus } from '../../shared/interviews.js';

// Who hears of a change to an interview, and how: a calendar must end with one copy of the current event, or none.

/** What of an interview decides who holds a copy of it in their calendar. */
export interface InvitationState {
  status: InterviewStatus;
  /** False while the candidate is still to pick a slot: nobody has a time to put in a calendar yet. */
  booked: boolean;
  /** The interviewers still invited. */
  interviewerIds: readonly string[];
}

export interface Recipients {
  candidate: boolean;
  interviewerIds: string[];
}

/** Who gets the event (REQUEST: a first copy or a newer revision) and who is told to remove it (CANCEL). */
export interface InvitationSet {
  request: Recipients;
  cancel: Recipients;
}

const nobody = (): Recipients => ({ candidate: false, interviewerIds: [] });

/** Those whose calendars hold the interview in a state: everyone invited to a booked, scheduled one. */
function holders(state: InvitationState | undefined): Recipients {
  if (!state || !state.booked || state.status !== 'scheduled') return nobody();
  return { candidate: true, interviewerIds: [...state.interviewerIds] };
}

/**
 * The messages a change from `before` (undefined for a new interview) to `after` sends. Everyone who holds the event
 * afterwards gets the new revision; whoever held it before and no longer does gets a cancellation. A completed
 * interview needs no message: calendars keep it as it happened.
 */
export function invitationSet(before: InvitationState | undefined, after: InvitationState): InvitationSet {
  if (after.status === 'completed') return { request: nobody(), cancel: nobody() };
  const had = holders(before);
  const has = holders(after);
  return {
    request: has,
    cancel: {
      candidate: had.candidate && !has.candidate,
      interviewerIds: had.interviewerIds.filter((id) => !has.interviewerIds.includes(id)),
    },
  };
}
