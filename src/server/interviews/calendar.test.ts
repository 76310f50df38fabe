import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { defaultInterviewTitle } from '../../shared/interviews.js';
import { type CalendarEvent, interviewUid, writeCalendar } from './calendar.js';

const event: CalendarEvent = {
  method: 'REQUEST',
  uid: interviewUid('0b8e5e7a-4a3c-4a59-9f43-6f0d6a1c2b11', 'https://hire.example.test:8443/'),
  sequence: 2,
  stamp: new Date('2027-03-20T10:00:00Z'),
  startsAt: new Date('2027-03-28T07:30:00Z'),
  endsAt: new Date('2027-03-28T08:15:00Z'),
  summary: defaultInterviewTitle('Backend Engineer'),
  location: 'Room 4, Berlin',
  description: 'See you soon.',
  url: 'https://hire.example.test:8443/applications',
  organizer: { name: 'Rita Recruiter', email: 'jobs@hire.example.test' },
  attendees: [{ name: 'Cato Candidate', email: 'cato@example.test' }],
};

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return { calendar, vevent, interview: new ICAL.Event(vevent) };
}

const octets = (line: string) => Buffer.byteLength(line, 'utf8');

describe("an interview's calendar", () => {
  it('is an invitation a calendar reads with its UID, revision, times, people and a reminder', () => {
    const { calendar, vevent, interview } = parse(writeCalendar(event));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Openhire//Interviews//EN');
    expect(interview.uid).toBe('interview-0b8e5e7a-4a3c-4a59-9f43-6f0d6a1c2b11@hire.example.test:8443');
    expect(interview.sequence).toBe(2);
    expect(interview.startDate.toJSDate().toISOString()).toBe('2027-03-28T07:30:00.000Z');
    expect(interview.endDate.toJSDate().toISOString()).toBe('2027-03-28T08:15:00.000Z');
    expect(interview.startDate.zone?.tzid).toBe('UTC');
    expect(vevent.getFirstPropertyValue('dtstamp')?.toString()).toBe('2027-03-20T10:00:00Z');
    expect(interview.summary).toBe('Interview for Backend Engineer');
    expect(interview.location).toBe('Room 4, Berlin');
    expect(vevent.getFirstPropertyValue('url')).toBe('https://hire.example.test:8443/applications');
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    const organizer = vevent.getFirstProperty('organizer')!;
    expect([organizer.getFirstValue(), organizer.getParameter('cn')]).toEqual([
      'mailto:jobs@hire.example.test',
      'Rita Recruiter',
    ]);
    const attendees = vevent.getAllProperties('attendee');
    expect(attendees).toHaveLength(1);
    expect(attendees[0]!.getFirstValue()).toBe('mailto:cato@example.test');
    expect(attendees[0]!.toJSON()[1]).toEqual({
      cn: 'Cato Candidate',
      role: 'REQ-PARTICIPANT',
      partstat: 'NEEDS-ACTION',
      rsvp: 'TRUE',
    });
    const alarm = vevent.getFirstSubcomponent('valarm')!;
    expect(alarm.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect(alarm.getFirstPropertyValue('trigger')?.toString()).toBe('-PT15M');
  });

  it('is a cancellation with the same UID, a cancelled status and no reminder', () => {
    const { calendar, vevent, interview } = parse(writeCalendar({ ...event, method: 'CANCEL', sequence: 3 }));
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(interview.uid).toBe(parse(writeCalendar(event)).interview.uid);
    expect(interview.sequence).toBe(3);
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(vevent.getFirstSubcomponent('valarm')).toBeNull();
  });

  it('carries hostile and long text intact, in CRLF lines of at most 75 octets that never split a character', () => {
    const title = `Interview; round 2, "final" \\ with Zoë 🧑‍💻 ${'Größenwahn-Ünterweisung '.repeat(12)}`;
    const description = 'Line one\nLine two\r\nBEGIN:VEVENT\nATTENDEE:mailto:evil@example.test';
    const ics = writeCalendar({
      ...event,
      summary: title,
      location: 'Café "Zur Post"; Straße 1, 10115 Berlin',
      description,
      organizer: { name: 'Rita "The Boss"; Recruiter: HR', email: 'jobs@hire.example.test' },
      attendees: [{ name: 'Ærøskøbing, Åse; 🐙', email: 'ase@example.test' }],
    });
    expect(ics.endsWith('\r\n')).toBe(true);
    const lines = ics.slice(0, -2).split('\r\n');
    expect(lines.every((line) => !line.includes('\n') && !line.includes('\r'))).toBe(true);
    expect(Math.max(...lines.map(octets))).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.includes('\uFFFD'))).toBe(false);
    const { vevent, interview } = parse(ics);
    expect(interview.summary).toBe(title);
    expect(interview.location).toBe('Café "Zur Post"; Straße 1, 10115 Berlin');
    expect(interview.description).toBe('Line one\nLine two\nBEGIN:VEVENT\nATTENDEE:mailto:evil@example.test');
    expect(vevent.getAllProperties('attendee')).toHaveLength(1);
    expect(vevent.getAllSubcomponents()).toHaveLength(1);
    expect(vevent.getFirstProperty('organizer')!.getParameter('cn')).toBe('Rita The Boss; Recruiter: HR');
    expect(vevent.getFirstProperty('attendee')!.getParameter('cn')).toBe('Ærøskøbing, Åse; 🐙');
  });
});
