import { describe, expect, it } from 'vitest';
import { INTERVIEW_MESSAGES, InterviewAnswerInputSchema, InterviewInputSchema, InterviewSchema } from './interviews.js';
import { localDateTimeAt, zonedInstant } from './time-zones.js';

type Case = [string, string, string, string | undefined];

// Each time as a scheduler in the zone chose it, and the moment it must stand for (none: there is no such time).
const SPRING_CHANGES: Case[] = [
  ['the day before in Berlin', '2027-03-27T09:30', 'Europe/Berlin', '2027-03-27T08:30:00.000Z'],
  ['the day itself in Berlin', '2027-03-28T09:30', 'Europe/Berlin', '2027-03-28T07:30:00.000Z'],
  ['the first minute after the change in Berlin', '2027-03-28T03:00', 'Europe/Berlin', '2027-03-28T01:00:00.000Z'],
  ['the day before in New York', '2027-03-13T10:00', 'America/New_York', '2027-03-13T15:00:00.000Z'],
  ['the day itself in New York', '2027-03-14T10:00', 'America/New_York', '2027-03-14T14:00:00.000Z'],
];
const SKIPPED_OR_TWICE: Case[] = [
  ['Berlin skips it', '2027-03-28T02:30', 'Europe/Berlin', undefined],
  ['New York skips it', '2027-03-14T02:00', 'America/New_York', undefined],
  ['Berlin shows it twice: the earlier', '2027-10-31T02:30', 'Europe/Berlin', '2027-10-31T00:30:00.000Z'],
  ['New York shows it twice: the earlier', '2027-11-07T01:30', 'America/New_York', '2027-11-07T05:30:00.000Z'],
];
const ELSEWHERE: Case[] = [
  ['UTC', '2027-03-28T09:30', 'UTC', '2027-03-28T09:30:00.000Z'],
  ['half an hour off', '2027-01-01T00:15', 'Asia/Kolkata', '2026-12-31T18:45:00.000Z'],
  ['across the date line', '2027-01-01T08:00', 'Pacific/Kiritimati', '2026-12-31T18:00:00.000Z'],
  ['on a day the calendar lacks', '2027-02-29T10:00', 'Europe/Berlin', undefined],
  ['not as a datetime-local field sends it', '2027-03-28 09:30', 'Europe/Berlin', undefined],
];

describe('a wall-clock time in a time zone', () => {
  it.each([...SPRING_CHANGES, ...SKIPPED_OR_TWICE, ...ELSEWHERE])(
    'lands where the scheduler meant it: %s',
    (_, local, zone, moment) => {
      expect(zonedInstant(local, zone)?.toISOString()).toBe(moment);
    },
  );

  it.each(SPRING_CHANGES.concat(ELSEWHERE).filter((each) => each[3] !== undefined))(
    'reads back as the time the scheduler chose, as a form shows it again: %s',
    (_, local, zone, moment) => {
      expect(localDateTimeAt(Date.parse(moment!), zone)).toBe(local);
    },
  );
});

const valid = {
  kind: 'video',
  duration_minutes: 45,
  video_url: 'https://meet.example.test/abc',
  interviewer_ids: ['6f1c1f8e-6b1e-4c38-9d59-0d5c3bb4b4c1'],
  time_zone: 'Europe/Berlin',
  starts_at_local: '2027-03-28T09:30',
};
const messages = (values: unknown) =>
  InterviewInputSchema.safeParse(values).error?.issues.map((issue) => issue.message) ?? [];

describe("a scheduler's interview", () => {
  it('takes defaults for what was left out', () => {
    expect(InterviewInputSchema.parse(valid)).toMatchObject({ title: '', location: '', note: '' });
    expect(InterviewInputSchema.parse({ ...valid, video_url: ' ' }).video_url).toBeNull();
  });

  it('refuses a time the clocks skip, in words that say why', () => {
    expect(messages({ ...valid, starts_at_local: '2027-03-28T02:30' })).toEqual([INTERVIEW_MESSAGES.skippedTime]);
    expect(messages({ ...valid, starts_at_local: undefined, slots: ['2027-03-28T10:00', '2027-03-28T02:15'] })).toEqual(
      [INTERVIEW_MESSAGES.skippedTime],
    );
  });

  it('holds the duration, the link, the interviewers and the choice of start or slots to their rules', () => {
    expect(messages({ ...valid, duration_minutes: 10 })).toEqual([INTERVIEW_MESSAGES.duration]);
    expect(messages({ ...valid, duration_minutes: 481 })).toEqual([INTERVIEW_MESSAGES.duration]);
    expect(messages({ ...valid, video_url: 'javascript:alert(1)' })).toEqual([INTERVIEW_MESSAGES.videoUrl]);
    expect(messages({ ...valid, interviewer_ids: [] })).toEqual([INTERVIEW_MESSAGES.interviewers]);
    expect(messages({ ...valid, interviewer_ids: [valid.interviewer_ids[0], valid.interviewer_ids[0]] })).toEqual([
      INTERVIEW_MESSAGES.interviewerTwice,
    ]);
    expect(messages({ ...valid, slots: ['2027-04-01T10:00', '2027-04-01T11:00'] })).toEqual([
      INTERVIEW_MESSAGES.startOrSlots,
    ]);
    expect(messages({ ...valid, starts_at_local: undefined, slots: ['2027-04-01T10:00'] })).toEqual([
      INTERVIEW_MESSAGES.slots,
    ]);
  });

  it('asks a candidate who wants another time to say which', () => {
    expect(InterviewAnswerInputSchema.safeParse({ answer: 'propose' }).error?.issues[0]?.message).toBe(
      INTERVIEW_MESSAGES.messageNeeded,
    );
    expect(InterviewAnswerInputSchema.parse({ answer: 'accept' })).toEqual({ answer: 'accept', message: '' });
  });
});

describe('an interview as clients read it', () => {
  it('names each interviewer by name and answer, never by e-mail address', () => {
    const read = InterviewSchema.parse({
      id: 'i1',
      application_id: 'a1',
      title: 'Interview for Backend Engineer',
      kind: 'on_site',
      starts_at: '2027-03-28T07:30:00.000Z',
      ends_at: '2027-03-28T08:15:00.000Z',
      time_zone: 'Europe/Berlin',
      location: 'Room 4',
      video_url: null,
      note: 'Bring a laptop.',
      interviewers: [{ id: 'm1', name: 'Ann', answer: 'accepted', email: 'ann@acme.example.test' }],
      candidate_answer: 'pending',
      status: 'scheduled',
      slots: [],
      sequence: 0,
      scorecard_template: null,
      scheduled_by_email: 'kept out',
    });
    expect(read.interviewers).toEqual([{ id: 'm1', name: 'Ann', answer: 'accepted' }]);
    expect(Object.keys(read)).toEqual([
      'id',
      'application_id',
      'title',
      'kind',
      'starts_at',
      'ends_at',
      'time_zone',
      'location',
      'video_url',
      'note',
      'interviewers',
      'candidate_answer',
      'status',
      'slots',
      'sequence',
      'scorecard_template',
    ]);
  });
});
