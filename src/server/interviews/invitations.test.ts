import { describe, expect, it } from 'vitest';
import { type InvitationState, invitationSet } from './invitations.js';

const booked: InvitationState = { status: 'scheduled', booked: true, interviewerIds: ['ann', 'ben'] };
const none = { candidate: false, interviewerIds: [] };

describe('who hears of a change to an interview', () => {
  it('invites the candidate and every interviewer to a new booked interview', () => {
    expect(invitationSet(undefined, booked)).toEqual({
      request: { candidate: true, interviewerIds: ['ann', 'ben'] },
      cancel: none,
    });
  });

  it('sends nothing while the candidate is still to pick a slot, and invites everyone once they have', () => {
    const choosing = { ...booked, booked: false };
    expect(invitationSet(undefined, choosing)).toEqual({ request: none, cancel: none });
    expect(invitationSet(choosing, booked).request).toEqual({ candidate: true, interviewerIds: ['ann', 'ben'] });
  });

  it('sends the new revision to everyone still invited and a cancellation to a removed interviewer only', () => {
    expect(invitationSet(booked, { ...booked, interviewerIds: ['ben', 'cy'] })).toEqual({
      request: { candidate: true, interviewerIds: ['ben', 'cy'] },
      cancel: { candidate: false, interviewerIds: ['ann'] },
    });
  });

  it('cancels the interview for everyone who had it, and sends nothing for a completed one', () => {
    expect(invitationSet(booked, { ...booked, status: 'cancelled' })).toEqual({
      request: none,
      cancel: { candidate: true, interviewerIds: ['ann', 'ben'] },
    });
    expect(invitationSet({ ...booked, booked: false }, { ...booked, booked: false, status: 'cancelled' })).toEqual({
      request: none,
      cancel: none,
    });
    expect(invitationSet(booked, { ...booked, status: 'completed' })).toEqual({ request: none, cancel: none });
  });
});
