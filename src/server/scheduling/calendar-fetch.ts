import http from 'node:http';
import https from 'node:https';
import type net from 'node:net';
import { CALENDAR_LIMITS, CALENDAR_MESSAGES } from '../../shared/scheduling.js';
import { pinnedLookup, publicAddressOf } from '../http/outbound.js';
import { Refusal } from '../refusal.js';

/** Why a calendar could not be read, in words its owner can act on; never the address, which is a secret. */
export class CalendarUnreadable extends Error {}

/** What the server answered last, for a conditional read (RFC 9110 13.1): unchanged calendars cost a 304. */
interface CalendarValidators {
  etag: string | null;
  lastModified: string | null;
}

type CalendarFile = { changed: false } | ({ changed: true; text: string } & CalendarValidators);

export interface CalendarFetching {
  /** `OUTBOUND_ALLOW_PRIVATE`: tests read calendars from their own loopback servers, over plain HTTP too. */
  allowPrivate: boolean;
  timeoutMs?: number;
}

const SECOND = 1000;
/** Providers move published calendars between their own hosts; a few hops, each address checked again. */
const MAX_REDIRECTS = 3;

/**
 * Reads a calendar's iCalendar file at `address`, through the same fence as webhooks: every hop must lead to a public
 * address, the connection goes to the address checked, and the file may not pass 5 MB.
 */
export async function fetchCalendarFile(
  address: string,
  previous: CalendarValidators,
  { allowPrivate, timeoutMs = 20 * SECOND }: CalendarFetching,
): Promise<CalendarFile> {
  let url = new URL(address);
  for (let hop = 0; ; hop += 1) {
    if (!allowPrivate && url.protocol !== 'https:') throw new CalendarUnreadable(CALENDAR_MESSAGES.url);
    let lookup: net.LookupFunction | undefined;
    try {
      lookup = allowPrivate ? undefined : pinnedLookup(await publicAddressOf(url.hostname, CALENDAR_MESSAGES));
    } catch (error) {
      if (error instanceof Refusal) throw new CalendarUnreadable(error.message);
      throw error;
    }
    const answer = await getOnce(url, previous, timeoutMs, lookup);
    if (answer.kind === 'redirect') {
      if (hop === MAX_REDIRECTS) throw new CalendarUnreadable('The calendar’s server sent it on too many times.');
      url = new URL(answer.location, url);
      continue;
    }
    return answer.file;
  }
}

type Answer = { kind: 'redirect'; location: string } | { kind: 'file'; file: CalendarFile };

function getOnce(
  url: URL,
  previous: CalendarValidators,
  timeoutMs: number,
  lookup: net.LookupFunction | undefined,
): Promise<Answer> {
  const headers: http.OutgoingHttpHeaders = { accept: 'text/calendar', 'user-agent': 'Openhire-Calendars' };
  if (previous.etag) headers['if-none-match'] = previous.etag;
  if (previous.lastModified) headers['if-modified-since'] = previous.lastModified;
  return new Promise((resolve, reject) => {
    const fail = (error: unknown) => reject(unreadableOf(error, timeoutMs));
    const request = (url.protocol === 'https:' ? https : http).request(
      url,
      { method: 'GET', headers, signal: AbortSignal.timeout(timeoutMs), ...(lookup && { lookup }) },
      (response) => {
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (status >= 300 && status < 400 && status !== 304 && location) {
          response.resume();
          return resolve({ kind: 'redirect', location });
        }
        if (status === 304) {
          response.resume();
          return resolve({ kind: 'file', file: { changed: false } });
        }
        if (status !== 200) {
          response.resume();
          return reject(new CalendarUnreadable(refusedBecause(status)));
        }
        const declared = Number(response.headers['content-length']);
        if (declared > CALENDAR_LIMITS.fileBytes) {
          request.destroy();
          return reject(new CalendarUnreadable(TOO_LARGE));
        }
        const chunks: Buffer[] = [];
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (bytes > CALENDAR_LIMITS.fileBytes) {
            request.destroy();
            reject(new CalendarUnreadable(TOO_LARGE));
          } else chunks.push(chunk);
        });
        response.on('error', fail);
        response.on('end', () => {
          // RFC 5545 3.1.4: iCalendar is UTF-8.
          const text = new TextDecoder('utf-8').decode(Buffer.concat(chunks));
          resolve({
            kind: 'file',
            file: {
              changed: true,
              text,
              etag: headerOf(response.headers.etag),
              lastModified: headerOf(response.headers['last-modified']),
            },
          });
        });
      },
    );
    request.on('error', fail);
    request.end();
  });
}

const TOO_LARGE = `The calendar is larger than ${CALENDAR_LIMITS.fileBytes / 1024 / 1024} MB.`;

const headerOf = (value: string | undefined) => (value && value.length <= 200 ? value : null);

function refusedBecause(status: number): string {
  if (status === 401 || status === 403)
    return 'The calendar’s server refused to share it: the address may have been reset, or needs signing in.';
  if (status === 404 || status === 410) return 'The calendar’s server no longer knows that address.';
  return `The calendar’s server answered with an error (HTTP ${status}).`;
}

function unreadableOf(error: unknown, timeoutMs: number): Error {
  if (error instanceof CalendarUnreadable) return error;
  const { name, code } = error as { name?: string; code?: string };
  if (name === 'AbortError' || name === 'TimeoutError')
    return new CalendarUnreadable(`The calendar’s server did not answer within ${timeoutMs / SECOND} seconds.`);
  if (code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === 'EHOSTUNREACH')
    return new CalendarUnreadable('The calendar’s server could not be reached.');
  if (code?.startsWith('ERR_TLS') || code?.includes('CERT'))
    return new CalendarUnreadable('The calendar’s server did not prove who it is (its certificate).');
  return new CalendarUnreadable('The calendar could not be read.');
}
