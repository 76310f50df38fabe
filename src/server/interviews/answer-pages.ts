import { INTERVIEW_KIND_NAMES } from '../../shared/interviews.js';
import { CAREERS_CSS_PATH } from '../careers/index.js';
import { type Html, html } from '../html/html.js';
import type { LinkOutcome } from './answers.js';
import { lines, when } from './mails.js';

type Followed = Extract<LinkOutcome, { link: unknown }>;

const HEADINGS = {
  accept: 'Accept this interview?',
  decline: 'Decline this interview?',
  propose: 'Ask for another time?',
  pick: 'Book this time?',
} as const;

const BUTTONS = {
  accept: 'Accept',
  decline: 'Decline',
  propose: 'Ask for another time',
  pick: 'Book this time',
} as const;

const DONE = {
  accept: 'You accepted the interview. Thank you: the team knows.',
  decline: 'You declined the interview. The team knows.',
  propose: 'You asked for another time. The team will be in touch.',
  pick: 'Your interview is booked. An invitation for your calendar is on its way.',
} as const;

const ANSWERS = {
  pending: 'not answered yet',
  accepted: 'accepted',
  declined: 'declined',
  proposed: 'asked for another time',
} as const;

/** The pages a link leads to when it does nothing, with the status each answers. */
const DEAD_ENDS = {
  unknown: { status: 404, message: 'This link is not valid. Answer in your applications instead.' },
  expired: { status: 410, message: 'This link has expired: the interview is over.' },
  cancelled: { status: 410, message: 'This interview is cancelled.' },
  changed: {
    status: 409,
    message: 'This interview has changed since that e-mail. Answer from the newest invitation or in your applications.',
  },
} as const;

function page(title: string, body: Html, appUrl: string): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href="${CAREERS_CSS_PATH}" />
      </head>
      <body>
        <main id="main" class="wrap">
          <div class="card">
            <h1>${title}</h1>
            ${body}
            <p><a href="${appUrl}/applications">Your applications</a></p>
          </div>
        </main>
      </body>
    </html>`.markup;
}

/**
 * The interview as the candidate recognises it, at the slot a pick link names when it has none yet: when, what kind,
 * how long, where or its link, and the scheduler's note.
 */
function summary({ interview, link, reader }: Followed): Html {
  const slot = interview.slots.find((each) => each.id === link.slotId);
  const startsAt = interview.starts_at ?? slot?.starts_at;
  const endsAt = interview.ends_at ?? slot?.ends_at ?? interview.slots[0]?.ends_at;
  const from = interview.starts_at ?? interview.slots[0]?.starts_at;
  const minutes = endsAt && from && Math.round((Date.parse(endsAt) - Date.parse(from)) / 60_000);
  return html`<p>
      <strong>${interview.title}</strong><br />
      ${interview.company_name}: ${interview.job_title}
      ${startsAt && html`<br />${when({ startsAt: new Date(startsAt) }, reader)}`}
    </p>
    <p>
      <strong>Kind:</strong> ${INTERVIEW_KIND_NAMES[interview.kind]}
      ${minutes && html`<br /><strong>Duration:</strong> ${minutes} minutes`}
      ${interview.location && html`<br /><strong>Where:</strong> ${interview.location}`}
      ${
        interview.video_url &&
        html`<br /><strong>Video link:</strong> <a href="${interview.video_url}">${interview.video_url}</a>`
      }
    </p>
    ${interview.note && html`<p>${lines(interview.note)}</p>`}`;
}

/** What a link's page shows, and its HTTP status. `error` is the refusal of a message the candidate sent. */
export function answerPage(outcome: LinkOutcome, appUrl: string, error?: string): { status: number; body: string } {
  if (!('link' in outcome)) {
    const dead = DEAD_ENDS[outcome.kind];
    return { status: dead.status, body: page(dead.message, html``, appUrl) };
  }
  const { action } = outcome.link;
  if (outcome.kind === 'done') return { status: 200, body: page(DONE[action], summary(outcome), appUrl) };
  if (outcome.kind === 'answered') {
    const said =
      action === 'pick'
        ? 'This interview is already booked.'
        : `You have already answered this invitation: ${ANSWERS[outcome.interview.candidate_answer]}.`;
    return {
      status: 200,
      body: page(
        said,
        html`${summary(outcome)}
          <p>To change it, use your applications.</p>`,
        appUrl,
      ),
    };
  }
  // Only the form's POST changes anything: opening the link, as mail scanners do, shows this and no more.
  const form = html`<form method="post">
    ${
      action === 'propose' &&
      html`<p class="field">
        <label for="message">Which times suit you better?</label>
        <textarea
          id="message"
          name="message"
          rows="4"
          maxlength="2000"
          required
          ${error && html`aria-invalid="true" aria-describedby="message-error"`}
        ></textarea>
      </p>`
    }
    ${error && html`<p id="message-error" class="notice" role="alert">${error}</p>`}
    <button class="button" type="submit">${BUTTONS[action]}</button>
  </form>`;
  return { status: error ? 400 : 200, body: page(HEADINGS[action], html`${summary(outcome)}${form}`, appUrl) };
}
