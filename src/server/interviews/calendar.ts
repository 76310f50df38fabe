import type { CalendarMethod } from '../mail/outbox.js';

// An interview as an iCalendar object (RFC 5545) with its iTIP method (RFC 5546): what a calendar reads from an
// invitation, its update or its cancellation.

export type InvitationMethod = Extract<CalendarMethod, 'REQUEST' | 'CANCEL'>;

interface Person {
  name: string;
  email: string;
}

export interface CalendarEvent {
  method: InvitationMethod;
  /** The same for the interview's whole life, so that each update replaces the copy a calendar already has. */
  uid: string;
  /** One more for each change, so that a calendar never takes an older message over a newer one. */
  sequence: number;
  /** When this revision was written. */
  stamp: Date;
  startsAt: Date;
  endsAt: Date;
  summary: string;
  location: string;
  description: string;
  url: string;
  /** The address the message is sent from, so that the recipient's answer goes back to the organizer it came from. */
  organizer: Person;
  /** Whom this message invites; each recipient gets a copy naming only whom the sender chose to show them. */
  attendees: Person[];
}

/** An interview's UID: its id at the app's host, unique across every calendar it reaches. */
export const interviewUid = (interviewId: string, appUrl: string) => `interview-${interviewId}@${new URL(appUrl).host}`;

const MAX_LINE_OCTETS = 75;
const encoder = new TextEncoder();

/** Lines of more than 75 octets continue on the next after a space, never inside a character's UTF-8 bytes. */
function fold(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n');
}

/** TEXT (RFC 5545 3.3.11): its separators escaped, line breaks as `\n`, and no other control character. */
function text(value: string): string {
  return (
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // eslint-disable-next-line no-control-regex -- TEXT allows no control character but the tab.
      .replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, '')
  );
}

/** A parameter's value, quoted: a name may hold `:`, `;` or `,`, and a quoted value may hold anything but a quote. */
function parameter(value: string): string {
  // eslint-disable-next-line no-control-regex -- a quoted parameter allows no control character.
  return `"${value.replace(/["\u0000-\u001f\u007f]/g, '')}"`;
}

/** A moment in UTC, as DATE-TIME form 2 (`20270328T073000Z`). */
function utc(moment: Date): string {
  return moment
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

const person = (property: string, who: Person, parameters = '') =>
  `${property};CN=${parameter(who.name)}${parameters}:mailto:${who.email}`;

/** The VCALENDAR text with CRLF line ends, as a calendar part and an `invite.ics` file carry it. */
export function writeCalendar(event: CalendarEvent): string {
  const cancelled = event.method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    'PRODID:-//Openhire//Interviews//EN',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART:${utc(event.startsAt)}`,
    `DTEND:${utc(event.endsAt)}`,
    `SEQUENCE:${event.sequence}`,
    `SUMMARY:${text(event.summary)}`,
    ...(event.location === '' ? [] : [`LOCATION:${text(event.location)}`]),
    `DESCRIPTION:${text(event.description)}`,
    `URL:${event.url}`,
    person('ORGANIZER', event.organizer),
    ...event.attendees.map((attendee) =>
      person('ATTENDEE', attendee, ';ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE'),
    ),
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    // A cancelled event needs no reminder.
    ...(cancelled
      ? []
      : ['BEGIN:VALARM', 'ACTION:DISPLAY', `DESCRIPTION:${text(event.summary)}`, 'TRIGGER:-PT15M', 'END:VALARM']),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
