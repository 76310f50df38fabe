import { z } from 'zod';
import { answerOf } from './api.js';
import { singleLineText } from './text.js';

// Accounts, sessions and password resets: the roles, the limits, every text the auth screens show, and the payloads.

export const ROLES = ['recruiter', 'candidate'] as const;
export type Role = (typeof ROLES)[number];
/** A company's member's role in it (see `team.ts`). */
export const MEMBER_ROLES = ['admin', 'recruiter', 'hiring_manager', 'interviewer'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

const PASSWORD_MIN_LENGTH = 8;
/** Longer passwords are refused, never truncated: argon2 cost grows with input. */
const PASSWORD_MAX_LENGTH = 128;
const CANDIDATE_SIGNUP_MIN_LENGTH = 6;
export const OTP_LENGTH = 6;
/** How long a reset code is valid, and how long the web app keeps the reset flow open. */
export const PASSWORD_RESET_TTL_MS = 300_000;
export const OTP_MAX_ATTEMPTS = 5;
const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 200;
const ADDRESS_MAX_LENGTH = 300;

// Every text a person reads as a validation message or toast, worded exactly as the specification says.
export const AUTH_MESSAGES = {
  strongPassword:
    'Password must contain at least 8 characters, one uppercase, one lowercase, one number, and one special character!',
  passwordsDoNotMatchStrong: 'Passwords do not match!',
  loginFields: 'Please fill all fields',
  registerFields: 'Please fill all the fields',
  registerMismatch: 'Passwords do not match',
  signupMismatch: 'Password does not match',
  signupTooShort: 'Password must be at least 6 characters',
  emailRequired: 'Email is required',
  resetMismatch: 'Passwords do not match',
  resetTooShort: 'Password must be at least 8 characters long',
  commonPassword: 'This password is too common; choose one that is harder to guess.',
} as const;

export const AUTH_TOASTS = {
  signupFailed: 'Signup failed!',
  signinFailed: 'Signin failed!',
  forgotFailed: 'Failed to send password reset link!',
  resetFailed: 'Password reset failed!',
  signupSuccess: 'Signup successful!',
  signinSuccess: 'Signin successful!',
  logoutSuccess: 'Logout successful',
  otpSent: 'OTP has been sent to your email!',
  resetSuccess: 'Password reset successful!',
} as const;

/**
 * The strong-password rule of the specification, read generously: letters and digits of any script count, and any
 * other character (a space, a dash, an emoji) is the special one, so that a passphrase passes.
 */
function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    /\p{Nd}/u.test(password) &&
    /\p{Ll}/u.test(password) &&
    /\p{Lu}/u.test(password) &&
    /[^\p{L}\p{Nd}]/u.test(password)
  );
}

// E-mail is stored lower-case: people type it in any case.
const EmailSchema = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, AUTH_MESSAGES.emailRequired)
  .max(EMAIL_MAX_LENGTH, 'Email is too long')
  .pipe(z.email('Enter a valid email address'))
  .transform((email) => email.toLowerCase());

export const StrongPasswordSchema = z
  .string({ error: AUTH_MESSAGES.strongPassword })
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
  .refine(isStrongPassword, AUTH_MESSAGES.strongPassword);

export const requiredText = (max: number, message: string) =>
  singleLineText({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

/** What a name field says when it is left empty. */
export const MEMBER_NAME_MESSAGE = 'Enter your name';

export const LoginSchema = z.object({
  email: z.string({ error: AUTH_MESSAGES.loginFields }).trim().min(1, AUTH_MESSAGES.loginFields).max(EMAIL_MAX_LENGTH),
  password: z.string({ error: AUTH_MESSAGES.loginFields }).min(1, AUTH_MESSAGES.loginFields).max(PASSWORD_MAX_LENGTH),
});
export type LoginPayload = z.infer<typeof LoginSchema>;

export const RecruiterRegisterSchema = z.object({
  email: EmailSchema,
  password: StrongPasswordSchema,
  name: requiredText(NAME_MAX_LENGTH, AUTH_MESSAGES.registerFields),
  address: requiredText(ADDRESS_MAX_LENGTH, AUTH_MESSAGES.registerFields),
  /** The founder's own name; `name` is the company's. The specification's client sends none. */
  member_name: requiredText(NAME_MAX_LENGTH, MEMBER_NAME_MESSAGE).optional(),
});
export type RecruiterRegisterPayload = z.infer<typeof RecruiterRegisterSchema>;

export const CandidateRegisterSchema = z.object({
  email: EmailSchema,
  password: StrongPasswordSchema,
  name: requiredText(NAME_MAX_LENGTH, AUTH_MESSAGES.registerFields),
});
export type CandidateRegisterPayload = z.infer<typeof CandidateRegisterSchema>;

export const ForgotPasswordSchema = z.object({ email: EmailSchema });
export type ForgotPasswordPayload = z.infer<typeof ForgotPasswordSchema>;

const OTP_PATTERN = new RegExp(`^\\d{1,${OTP_LENGTH}}$`);
const OTP_MESSAGE = 'Enter the 6-digit code from the e-mail';

export const ResetPasswordSchema = z.object({
  email: EmailSchema,
  // The web app sends the code as a number, so leading zeros are lost: the server pads it back.
  otp: z.union(
    [
      z
        .number()
        .int()
        .min(0)
        .max(10 ** OTP_LENGTH - 1),
      z.string().trim().regex(OTP_PATTERN),
    ],
    {
      error: OTP_MESSAGE,
    },
  ),
  password: StrongPasswordSchema,
});

export function normalizeOtp(otp: number | string): string {
  return String(otp).padStart(OTP_LENGTH, '0');
}

/** How long a sign-in code e-mailed to a candidate, and its link, stay valid. */
export const EMAIL_CODE_TTL_MS = 10 * 60_000;
/** How long the code screen waits before it offers to send another code. */
export const EMAIL_CODE_RESEND_AFTER_MS = 30_000;

/** How long the link in an application's confirmation e-mail signs its address's owner in. */
export const ADDRESS_LINK_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export const EMAIL_CODE_MESSAGES = {
  // The same words for every address: they must not tell whether it has an account.
  sent: 'Check your e-mail: a 6-digit code and a sign-in link are on their way.',
  invalidCode: 'The code is invalid or has expired. Request a new one.',
  invalidLink: 'This sign-in link is invalid, used or expired. Request a new code.',
  nextPath: 'Must be a path of this app',
  passwordSet: 'Password set.',
  hasPassword: 'Your account already has a password. To change it, use Forgot password.',
  codesFromAddress: 'Too many sign-in codes were asked for from your network.',
} as const;

/**
 * Where the person goes back to once signed in: a path of this app and nothing else, so that a link in a mail can
 * never send anyone to another site ("//evil.test" and "/\\evil.test" are other sites to a browser).
 */
const AppPathSchema = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])[\x21-\x5b\x5d-\x7e]*$/, EMAIL_CODE_MESSAGES.nextPath);

export const EmailCodeRequestSchema = z.object({
  email: EmailSchema,
  /** The name a new account takes; ignored for an account that exists. */
  name: singleLineText().trim().max(NAME_MAX_LENGTH, `Must be at most ${NAME_MAX_LENGTH} characters`).optional(),
  next: AppPathSchema.optional(),
  /** The job the candidate came to apply for, whose company the code's e-mail names. */
  posting_id: z.uuid().optional(),
});
export type EmailCodeRequestPayload = z.infer<typeof EmailCodeRequestSchema>;

const EMAIL_CODE_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/** The 6-digit code of an e-mail as the candidate types it. */
export const EmailCodeSchema = z.string({ error: OTP_MESSAGE }).trim().regex(EMAIL_CODE_PATTERN, OTP_MESSAGE);

export const EmailCodeVerifySchema = z.object({
  email: EmailSchema,
  code: EmailCodeSchema,
});
export type EmailCodeVerifyPayload = z.infer<typeof EmailCodeVerifySchema>;

/**
 * The sign-in link's token: the code's id and the code itself, or the signed address of an application's confirmation
 * e-mail (`a.` then the address and its expiry, then their signature).
 */
export const EmailLinkSchema = z.object({
  token: z
    .string({ error: EMAIL_CODE_MESSAGES.invalidLink })
    .regex(
      /^([\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}\.\d{6}|a\.[\w-]{1,500}\.[\w-]{43})$/,
      EMAIL_CODE_MESSAGES.invalidLink,
    ),
});
export type EmailLinkPayload = z.infer<typeof EmailLinkSchema>;

export const SetPasswordSchema = z.object({ password: StrongPasswordSchema });
export type SetPasswordPayload = z.infer<typeof SetPasswordSchema>;

// Form schemas: what the screens ask for, in the order the specification checks it. Each first says, in the
// specification's words, what is missing or mismatched, then hands the values to its payload's own schema, so that a
// form never lets through what the server refuses.

export const passwordsAgree = (form: { password: string; confirmPassword: string }) =>
  form.password === form.confirmPassword;

/** Every field of a signup payload, plus the re-typed password, as a box the person must fill. */
export function signupFields<Shape extends z.ZodRawShape>(payload: z.ZodObject<Shape>) {
  const filled = z.string().trim().min(1, AUTH_MESSAGES.registerFields);
  const fields = Object.fromEntries(Object.keys(payload.shape).map((name) => [name, filled]));
  return z.object({ ...(fields as { [Name in keyof Shape]: typeof filled }), confirmPassword: filled });
}

export const RecruiterSignupFormSchema = signupFields(RecruiterRegisterSchema)
  .refine(passwordsAgree, { message: AUTH_MESSAGES.registerMismatch, path: ['confirmPassword'] })
  // The screen asks the founder's own name as well, which only the specification's client may leave out.
  .pipe(RecruiterRegisterSchema.required({ member_name: true }).extend({ confirmPassword: z.string() }));

export const CandidateSignupFormSchema = signupFields(CandidateRegisterSchema)
  .refine(passwordsAgree, { message: AUTH_MESSAGES.signupMismatch, path: ['confirmPassword'] })
  .refine((form) => form.password.length >= CANDIDATE_SIGNUP_MIN_LENGTH, {
    message: AUTH_MESSAGES.signupTooShort,
    path: ['password'],
  })
  .pipe(CandidateRegisterSchema.extend({ confirmPassword: z.string() }));

export const ResetFormSchema = z
  .object({
    // The form holds the code as typed text, checked here; the e-mail comes from the flow the forgot screen started.
    otp: z.string().trim().regex(OTP_PATTERN, OTP_MESSAGE),
    password: z.string(),
    confirmPassword: z.string(),
  })
  .refine(passwordsAgree, { message: AUTH_MESSAGES.resetMismatch, path: ['confirmPassword'] })
  .refine((form) => form.password.length >= PASSWORD_MIN_LENGTH, {
    message: AUTH_MESSAGES.resetTooShort,
    path: ['password'],
  })
  .pipe(ResetPasswordSchema.pick({ password: true }).extend({ otp: z.string(), confirmPassword: z.string() }));

/** A candidate's first password, typed twice. */
export const SetPasswordFormSchema = z
  .object({ password: z.string(), confirmPassword: z.string() })
  .refine(passwordsAgree, { message: AUTH_MESSAGES.passwordsDoNotMatchStrong, path: ['confirmPassword'] })
  .pipe(SetPasswordSchema.extend({ confirmPassword: z.string() }));

/** The answer of a signup. */
export const AccountCreatedAnswerSchema = answerOf({ message: z.string() }, 201);

/**
 * For a company's member, `name` is the company's, as the specification's client shows it; `member` says who the
 * member is and what their role is.
 */
export const LoginResponseSchema = answerOf({
  refresh_token: z.string(),
  is_company: z.boolean(),
  name: z.string(),
  member: z
    .object({
      id: z.string(),
      name: z.string(),
      role: z.enum(MEMBER_ROLES),
      /** True while the member has not given their own name (decision 037): the app asks for it. */
      name_missing: z.boolean().optional(),
    })
    .optional(),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** What the sign-in link answers: a candidate's sign-in, and the path they started from. */
export const EmailLinkAnswerSchema = LoginResponseSchema.extend({ next: z.string().nullable() });
export type EmailLinkAnswer = z.infer<typeof EmailLinkAnswerSchema>;

/** Whether a signed-in candidate's account has a password (one made by an e-mail code has none at first). */
export const PasswordStateAnswerSchema = answerOf({ has_password: z.boolean() });

/** A company's member as a sign-in names them, and as the web app keeps them beside the session. */
export const MemberSummarySchema = LoginResponseSchema.shape.member.unwrap();
export type MemberSummary = z.infer<typeof MemberSummarySchema>;
