import { z } from 'zod';
import { answerOf } from './api.js';
import { EmailCodeSchema } from './auth.js';

/** Who erased a candidate's data: the retention sweep, an Admin, or the candidate deleting their account. */
export const ERASED_BY = ['retention', 'admin', 'candidate'] as const;
export type ErasedBy = (typeof ERASED_BY)[number];

export const ErasureCountsSchema = z.object({
  applications: z.number().int(),
  notes: z.number().int(),
  interviews: z.number().int(),
  scorecards: z.number().int(),
  mails: z.number().int(),
  /** What the candidate wrote back or in the portal, with the files that came with it (counted among `files`). */
  messages: z.number().int(),
  drafts: z.number().int(),
  files: z.number().int(),
  /** 1 when the candidate had no application left anywhere and their account went too. */
  accounts: z.number().int(),
});
export type ErasureCounts = z.infer<typeof ErasureCountsSchema>;

export const ErasureAnswerSchema = answerOf({ data: z.object({ counts: ErasureCountsSchema }) });

/** An application a company keeps under a legal hold after its candidate deleted their account, until it is lifted. */
export const HeldApplicationSchema = z.object({
  application_id: z.string(),
  company_name: z.string(),
  job_title: z.string(),
});
export type HeldApplication = z.infer<typeof HeldApplicationSchema>;

/** The erasure's counts, and the applications kept under a legal hold, erased once it is lifted (none: all gone). */
export const DeleteAccountAnswerSchema = answerOf({
  data: z.object({ counts: ErasureCountsSchema, held: z.array(HeldApplicationSchema) }),
});
export type DeleteAccountAnswer = z.infer<typeof DeleteAccountAnswerSchema>;

/** The account is deleted once its owner proves it is them: with their password, or with a code e-mailed to them. */
export const DeleteAccountInputSchema = z.union([
  z.strictObject({ password: z.string().min(1).max(200) }),
  z.strictObject({ code: EmailCodeSchema }),
]);
export type DeleteAccountInput = z.infer<typeof DeleteAccountInputSchema>;

export const ERASURE_MESSAGES = {
  candidateNotFound: 'No such candidate.',
  wrongPassword: 'That password is not right: your account has not been deleted.',
  wrongCode: 'That code is invalid or has expired: your account has not been deleted. Request a new one.',
  codeSent: 'Check your e-mail: a 6-digit code to delete your account is on its way.',
  underLegalHold: (jobTitle: string, reason: string) =>
    `The candidate's application for ${jobTitle} is under a legal hold (${reason}): lift the hold before erasing ` +
    'their data. Nothing was erased.',
} as const;

/** What a count of erased things is called, in the order a toast names them. */
const ERASED_NOUNS: Record<keyof ErasureCounts, [one: string, many: string]> = {
  applications: ['application', 'applications'],
  files: ['file', 'files'],
  notes: ['note', 'notes'],
  interviews: ['interview', 'interviews'],
  scorecards: ['scorecard', 'scorecards'],
  mails: ['e-mail', 'e-mails'],
  messages: ['message', 'messages'],
  drafts: ['draft', 'drafts'],
  accounts: ['account', 'accounts'],
};

/** "2 applications, 1 file and 3 notes": the counts above zero, in words. */
function erasedInWords(counts: ErasureCounts): string {
  const parts = (Object.keys(ERASED_NOUNS) as (keyof ErasureCounts)[])
    .filter((key) => counts[key] > 0)
    .map((key) => `${counts[key]} ${ERASED_NOUNS[key][counts[key] === 1 ? 0 : 1]}`);
  if (parts.length < 2) return parts[0] ?? 'nothing';
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

export const ERASURE_TEXT = {
  eraseAction: "Erase candidate's data",
  eraseHolds:
    'Removes their applications with your company, their files, notes, timeline, interviews, scorecards, ' +
    'e-mails and messages. This cannot be undone.',
  eraseConfirmLabel: "Type the candidate's name or e-mail to confirm",
  eraseConfirmMismatch: "That is not the candidate's name or e-mail.",
  deleteAccountTitle: 'Delete my account',
  deleteAccountHolds:
    'Your open applications are withdrawn and each company is told, then everything held about you is erased: your ' +
    'account, profile, applications and files. An application a company must keep under a legal hold stays until ' +
    'the hold ends. This cannot be undone.',
  deleteAccountPassword: 'Your password',
  deleteAccountSendCode: 'Send me a code',
  deleteAccountSendAnotherCode: 'Send another code',
  deleteAccountCode: 'The 6-digit code we e-mailed you',
  accountDeletedTitle: 'Your account is deleted',
  accountDeletedDescription:
    'Everything held about you is erased. The companies you applied to keep only a record that it was.',
  accountDeletedHeldDescription:
    'Everything else held about you is erased. A legal obligation makes these companies keep the applications ' +
    'below for now; each is erased as soon as it ends, and each company has written to you about it.',
  heldApplication: (held: HeldApplication) => `${held.job_title} at ${held.company_name}`,
} as const;

export const ERASURE_TOASTS = {
  erased: (counts: ErasureCounts) => `Erased the candidate's data: ${erasedInWords(counts)}.`,
  eraseFailed: "The candidate's data could not be erased. Try again in a moment.",
} as const;
