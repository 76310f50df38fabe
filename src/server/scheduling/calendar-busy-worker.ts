import { answerQuestions } from '../workers.js';
import { busyIntervalsOf } from './calendar-busy.js';

/** A calendar file to read as busy time between two instants, its floating times in `zone`. */
export interface BusyQuestion {
  ics: string;
  from: number;
  to: number;
  zone: string;
}

/** The busy intervals, as `[start, end]` instants: a Date does not cross between threads as one. */
answerQuestions(({ ics, from, to, zone }: BusyQuestion) =>
  busyIntervalsOf(ics, { from: new Date(from), to: new Date(to) }, zone).map(({ start, end }) => [
    start.getTime(),
    end.getTime(),
  ]),
);
