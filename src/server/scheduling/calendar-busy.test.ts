import { describe, expect, it } from 'vitest';
import { busyIntervalsOf, UNREADABLE_CALENDAR } from './calendar-busy.js';

let events = 0;

/** A VCALENDAR around the given lines, with CRLF line ends as servers send them. */
const calendar = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Openhire tests//EN', ...lines, 'END:VCALENDAR', ''].join('\r\n');

/** A VEVENT with its own UID unless the lines give one. */
const event = (...lines: string[]) => [
  'BEGIN:VEVENT',
  ...(lines.some((line) => line.startsWith('UID:')) ? [] : [`UID:event-${++events}@calendar.example.test`]),
  'DTSTAMP:20261201T000000Z',
  ...lines,
  'END:VEVENT',
];

/** The busy time as [start, end] ISO strings, easy to compare exactly. */
function busy(ics: string, from: string, to: string, zone = 'UTC') {
  return busyIntervalsOf(ics, { from: new Date(from), to: new Date(to) }, zone).map(({ start, end }) => [
    start.toISOString(),
    end.toISOString(),
  ]);
}

const JANUARY = ['2027-01-01T00:00:00Z', '2027-02-01T00:00:00Z'] as const;

/** A zone of the calendar's own making: two hours ahead, three in summer, changing on the EU's Sundays. */
const TEST_ZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Openhire Test Time',
  'BEGIN:STANDARD',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'TZOFFSETFROM:+0300',
  'TZOFFSETTO:+0200',
  'END:STANDARD',
  'BEGIN:DAYLIGHT',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0300',
  'END:DAYLIGHT',
  'END:VTIMEZONE',
];

describe("a calendar's busy time", () => {
  it('is each week of a weekly meeting but the excluded one, and the date added to it', () => {
    const ics = calendar(
      ...event(
        'DTSTART:20270104T100000Z',
        'DTEND:20270104T110000Z',
        'RRULE:FREQ=WEEKLY;COUNT=4',
        'EXDATE:20270111T100000Z',
        'RDATE:20270113T150000Z',
      ),
    );
    expect(busy(ics, ...JANUARY)).toEqual([
      ['2027-01-04T10:00:00.000Z', '2027-01-04T11:00:00.000Z'],
      ['2027-01-13T15:00:00.000Z', '2027-01-13T16:00:00.000Z'],
      ['2027-01-18T10:00:00.000Z', '2027-01-18T11:00:00.000Z'],
      ['2027-01-25T10:00:00.000Z', '2027-01-25T11:00:00.000Z'],
    ]);
  });

  it('follows an instance moved by its RECURRENCE-ID, into or out of the window, and frees a cancelled one', () => {
    const series = 'UID:weekly-review@calendar.example.test';
    const ics = calendar(
      ...event(
        series,
        'DTSTART:20261228T100000Z',
        'DTEND:20261228T110000Z',
        'RRULE:FREQ=WEEKLY;UNTIL=20270131T000000Z',
      ),
      // Moved from before the window into it.
      ...event(series, 'RECURRENCE-ID:20261228T100000Z', 'DTSTART:20270105T080000Z', 'DTEND:20270105T090000Z'),
      ...event(series, 'RECURRENCE-ID:20270111T100000Z', 'DTSTART:20270112T140000Z', 'DTEND:20270112T150000Z'),
      ...event(
        series,
        'RECURRENCE-ID:20270118T100000Z',
        'STATUS:CANCELLED',
        'DTSTART:20270118T100000Z',
        'DTEND:20270118T110000Z',
      ),
      // Moved out of the window.
      ...event(series, 'RECURRENCE-ID:20270125T100000Z', 'DTSTART:20270205T100000Z', 'DTEND:20270205T110000Z'),
    );
    expect(busy(ics, '2027-01-04T00:00:00Z', '2027-02-01T00:00:00Z')).toEqual([
      ['2027-01-04T10:00:00.000Z', '2027-01-04T11:00:00.000Z'],
      ['2027-01-05T08:00:00.000Z', '2027-01-05T09:00:00.000Z'],
      ['2027-01-12T14:00:00.000Z', '2027-01-12T15:00:00.000Z'],
    ]);
  });

  it('leaves free the time of a transparent event, a cancelled one and a cancelled series', () => {
    const ics = calendar(
      ...event('DTSTART:20270104T090000Z', 'DTEND:20270104T100000Z', 'TRANSP:OPAQUE'),
      ...event('DTSTART:20270104T110000Z', 'DTEND:20270104T120000Z', 'TRANSP:TRANSPARENT'),
      ...event('DTSTART:20270104T130000Z', 'DTEND:20270104T140000Z', 'STATUS:CANCELLED'),
      ...event('DTSTART:20270104T150000Z', 'DTEND:20270104T160000Z', 'RRULE:FREQ=DAILY', 'STATUS:CANCELLED'),
    );
    expect(busy(ics, ...JANUARY)).toEqual([['2027-01-04T09:00:00.000Z', '2027-01-04T10:00:00.000Z']]);
  });

  it("takes an all-day event from midnight to midnight in the member's zone, a day when it has no end", () => {
    const ics = calendar(
      // New York moves its clocks on 14 March 2027: the second midnight is an hour earlier in UTC.
      ...event('DTSTART;VALUE=DATE:20270313', 'DTEND;VALUE=DATE:20270315'),
      ...event('DTSTART;VALUE=DATE:20270320'),
    );
    expect(busy(ics, '2027-03-01T00:00:00Z', '2027-04-01T00:00:00Z', 'America/New_York')).toEqual([
      ['2027-03-13T05:00:00.000Z', '2027-03-15T04:00:00.000Z'],
      ['2027-03-20T04:00:00.000Z', '2027-03-21T04:00:00.000Z'],
    ]);
    expect(busy(ics, '2027-03-01T00:00:00Z', '2027-04-01T00:00:00Z', 'Europe/Berlin')).toEqual([
      ['2027-03-12T23:00:00.000Z', '2027-03-14T23:00:00.000Z'],
      ['2027-03-19T23:00:00.000Z', '2027-03-20T23:00:00.000Z'],
    ]);
  });

  it('reads free/busy periods as busy unless they are marked FREE', () => {
    const ics = calendar(
      'BEGIN:VFREEBUSY',
      'UID:free-busy@calendar.example.test',
      'DTSTAMP:20261201T000000Z',
      'DTSTART:20270104T000000Z',
      'DTEND:20270111T000000Z',
      'FREEBUSY:20270104T090000Z/20270104T100000Z',
      'FREEBUSY;FBTYPE=BUSY:20270104T120000Z/PT30M,20270105T120000Z/PT1H',
      'FREEBUSY;FBTYPE=FREE:20270104T140000Z/20270104T170000Z',
      'FREEBUSY;FBTYPE=BUSY-TENTATIVE:20270106T090000Z/PT1H',
      'FREEBUSY;FBTYPE=BUSY-UNAVAILABLE:20270107T000000Z/20270107T080000Z',
      'END:VFREEBUSY',
    );
    expect(busy(ics, ...JANUARY)).toEqual([
      ['2027-01-04T09:00:00.000Z', '2027-01-04T10:00:00.000Z'],
      ['2027-01-04T12:00:00.000Z', '2027-01-04T12:30:00.000Z'],
      ['2027-01-05T12:00:00.000Z', '2027-01-05T13:00:00.000Z'],
      ['2027-01-06T09:00:00.000Z', '2027-01-06T10:00:00.000Z'],
      ['2027-01-07T00:00:00.000Z', '2027-01-07T08:00:00.000Z'],
    ]);
  });

  it('reads times in a zone the calendar defines, and that zone does not reach the next calendar read', () => {
    const meeting = event(
      'DTSTART;TZID=Openhire Test Time:20270327T090000',
      'DTEND;TZID=Openhire Test Time:20270327T100000',
      'RRULE:FREQ=DAILY;COUNT=2',
    );
    expect(busy(calendar(...TEST_ZONE, ...meeting), '2027-03-20T00:00:00Z', '2027-04-01T00:00:00Z')).toEqual([
      ['2027-03-27T07:00:00.000Z', '2027-03-27T08:00:00.000Z'],
      ['2027-03-28T06:00:00.000Z', '2027-03-28T07:00:00.000Z'],
    ]);
    expect(busy(calendar(...meeting), '2027-03-20T00:00:00Z', '2027-04-01T00:00:00Z', 'Asia/Tokyo')).toEqual([
      ['2027-03-27T00:00:00.000Z', '2027-03-27T01:00:00.000Z'],
      ['2027-03-28T00:00:00.000Z', '2027-03-28T01:00:00.000Z'],
    ]);
  });

  it.each([
    ['Europe/Berlin', '20270326T090000', ['2027-03-26T08', '2027-03-27T08', '2027-03-28T07', '2027-03-29T07']],
    ['Europe/Berlin', '20271030T090000', ['2027-10-30T07', '2027-10-31T08', '2027-11-01T08', '2027-11-02T08']],
    ['America/New_York', '20270313T090000', ['2027-03-13T14', '2027-03-14T13', '2027-03-15T13', '2027-03-16T13']],
    ['America/New_York', '20271106T090000', ['2027-11-06T13', '2027-11-07T14', '2027-11-08T14', '2027-11-09T14']],
  ])('keeps a daily 09:00 meeting in %s at 09:00 across the change of clocks after %s', (zone, start, hours) => {
    const ics = calendar(...event(`DTSTART;TZID=${zone}:${start}`, 'DURATION:PT30M', 'RRULE:FREQ=DAILY;COUNT=4'));
    expect(busy(ics, '2027-03-01T00:00:00Z', '2027-12-01T00:00:00Z')).toEqual(
      hours.map((hour) => [`${hour}:00:00.000Z`, `${hour}:30:00.000Z`]),
    );
  });

  it("reads Windows zone names, and an unknown zone or a floating time in the member's zone", () => {
    const ics = calendar(
      ...event('DTSTART;TZID=W. Europe Standard Time:20270701T090000', 'DURATION:PT1H'),
      ...event('DTSTART;TZID=Eastern Standard Time:20270701T090000', 'DURATION:PT1H'),
      ...event('DTSTART;TZID=Nowhere/Special:20270701T090000', 'DURATION:PT1H'),
      ...event('DTSTART:20270702T090000', 'DURATION:PT1H'),
    );
    expect(busy(ics, '2027-06-01T00:00:00Z', '2027-08-01T00:00:00Z', 'Asia/Tokyo')).toEqual([
      ['2027-07-01T00:00:00.000Z', '2027-07-01T01:00:00.000Z'],
      ['2027-07-01T07:00:00.000Z', '2027-07-01T08:00:00.000Z'],
      ['2027-07-01T13:00:00.000Z', '2027-07-01T14:00:00.000Z'],
      ['2027-07-02T00:00:00.000Z', '2027-07-02T01:00:00.000Z'],
    ]);
  });

  it('moves a time the clocks skip forward by the hour they skip', () => {
    const ics = calendar(...event('DTSTART;TZID=Europe/Berlin:20270328T023000', 'DURATION:PT1H'));
    expect(busy(ics, '2027-03-01T00:00:00Z', '2027-04-01T00:00:00Z')).toEqual([
      ['2027-03-28T01:30:00.000Z', '2027-03-28T02:30:00.000Z'],
    ]);
  });

  it('takes DURATION for the end, a day of it as a day on the clock, and ignores a time with no end', () => {
    const ics = calendar(
      ...event('DTSTART:20270104T090000Z', 'DURATION:PT45M'),
      ...event('DTSTART:20270104T120000Z'),
      // A day across the change of clocks in Berlin is 23 hours long.
      ...event('DTSTART;TZID=Europe/Berlin:20270327T120000', 'DURATION:P1D'),
    );
    expect(busy(ics, '2027-01-01T00:00:00Z', '2027-04-01T00:00:00Z')).toEqual([
      ['2027-01-04T09:00:00.000Z', '2027-01-04T09:45:00.000Z'],
      ['2027-03-27T11:00:00.000Z', '2027-03-28T10:00:00.000Z'],
    ]);
  });

  it('makes one interval of events that overlap or touch', () => {
    const ics = calendar(
      ...event('DTSTART:20270104T103000Z', 'DTEND:20270104T120000Z'),
      ...event('DTSTART:20270104T100000Z', 'DTEND:20270104T110000Z'),
      ...event('DTSTART:20270104T120000Z', 'DTEND:20270104T130000Z'),
      ...event('DTSTART:20270104T140000Z', 'DTEND:20270104T150000Z'),
    );
    expect(busy(ics, ...JANUARY)).toEqual([
      ['2027-01-04T10:00:00.000Z', '2027-01-04T13:00:00.000Z'],
      ['2027-01-04T14:00:00.000Z', '2027-01-04T15:00:00.000Z'],
    ]);
  });

  it('clips events to the window and leaves out those outside it', () => {
    const ics = calendar(
      ...event('DTSTART:20270104T060000Z', 'DTEND:20270104T070000Z'),
      ...event('DTSTART:20270104T070000Z', 'DTEND:20270104T100000Z'),
      ...event('DTSTART:20270104T160000Z', 'DTEND:20270104T200000Z'),
      ...event('DTSTART:20270104T170000Z', 'DTEND:20270104T180000Z'),
    );
    expect(busy(ics, '2027-01-04T09:00:00Z', '2027-01-04T17:00:00Z')).toEqual([
      ['2027-01-04T09:00:00.000Z', '2027-01-04T10:00:00.000Z'],
      ['2027-01-04T16:00:00.000Z', '2027-01-04T17:00:00.000Z'],
    ]);
  });

  it('finds in the window the occurrences of series begun decades ago, on the weeks they fall on', () => {
    const ics = calendar(
      ...event(
        'DTSTART;TZID=Europe/Berlin:19900101T090000',
        'DTEND;TZID=Europe/Berlin:19900101T093000',
        'RRULE:FREQ=DAILY',
      ),
      // Every other Monday since 3 January 2000: 11 January 2027 is one of them, 4 and 18 January are not.
      ...event('DTSTART:20000103T150000Z', 'DTEND:20000103T160000Z', 'RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO'),
      // The second Friday of each month since 1995.
      ...event('DTSTART:19950113T120000Z', 'DTEND:19950113T130000Z', 'RRULE:FREQ=MONTHLY;BYDAY=2FR'),
    );
    expect(busy(ics, '2027-01-04T00:00:00Z', '2027-01-19T00:00:00Z')).toEqual([
      ...['04', '05', '06', '07', '08', '09', '10', '11', '12', '13', '14', '15', '16', '17', '18'].flatMap((day) => [
        [`2027-01-${day}T08:00:00.000Z`, `2027-01-${day}T08:30:00.000Z`],
        ...(day === '08' ? [['2027-01-08T12:00:00.000Z', '2027-01-08T13:00:00.000Z']] : []),
        ...(day === '11' ? [['2027-01-11T15:00:00.000Z', '2027-01-11T16:00:00.000Z']] : []),
      ]),
    ]);
  });

  it('stops a rule repeating every second after 10,000 occurrences instead of running on', () => {
    const ics = calendar(...event('DTSTART:20270104T090000Z', 'DTEND:20270104T090001Z', 'RRULE:FREQ=SECONDLY'));
    expect(busy(ics, '2027-01-04T00:00:00Z', '2027-01-05T00:00:00Z')).toEqual([
      ['2027-01-04T09:00:00.000Z', '2027-01-04T11:46:40.000Z'],
    ]);
  });

  it('keeps nothing of an event but its start and end', () => {
    const ics = calendar(
      ...event(
        'DTSTART:20270104T090000Z',
        'DTEND:20270104T100000Z',
        'SUMMARY:Confidential quokka merger',
        'LOCATION:Zanzibar boardroom',
        'DESCRIPTION:Bring the marmalade ledger',
        'ORGANIZER;CN=Wilhelmina Quokka:mailto:wilhelmina@calendar.example.test',
        'ATTENDEE;CN=Bartholomew Tapir:mailto:bartholomew@calendar.example.test',
        'CATEGORIES:Clandestine',
        'COMMENT:Shredder at noon',
      ),
    );
    expect(JSON.stringify(busyIntervalsOf(ics, { from: new Date(JANUARY[0]), to: new Date(JANUARY[1]) }, 'UTC'))).toBe(
      '[{"start":"2027-01-04T09:00:00.000Z","end":"2027-01-04T10:00:00.000Z"}]',
    );
  });

  it('reads a file that begins with a byte-order mark', () => {
    const ics = `\uFEFF${calendar(...event('DTSTART:20270104T090000Z', 'DTEND:20270104T100000Z'))}`;
    expect(busy(ics, ...JANUARY)).toEqual([['2027-01-04T09:00:00.000Z', '2027-01-04T10:00:00.000Z']]);
  });

  it.each([
    ['text that is not a calendar', 'Quarterly quokka report, not a calendar'],
    ['an address card', 'BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Wilhelmina Quokka\r\nEND:VCARD\r\n'],
    ['an event with a broken start', calendar(...event('DTSTART:2027-quokka', 'SUMMARY:Quokka merger'))],
    [
      'a file cut off halfway',
      calendar(...event('DTSTART:20270104T090000Z', 'SUMMARY:Quokka')).replace('END:VCALENDAR', ''),
    ],
    ['an empty file', ''],
  ])('refuses %s with a plain message that quotes none of it', (_, ics) => {
    const read = () => busyIntervalsOf(ics, { from: new Date(JANUARY[0]), to: new Date(JANUARY[1]) }, 'UTC');
    expect(read).toThrow(new Error(UNREADABLE_CALENDAR));
    expect(read).not.toThrow(/quokka/i);
  });
});
