// Business constants shared by the server and the web app.
export const PASSWORD_MIN_LENGTH = 8;
/** Longer passwords are refused, never truncated: argon2 cost grows with input. */
export const PASSWORD_MAX_LENGTH = 128;
export const CANDIDATE_SIGNUP_MIN_LENGTH = 6;
export const OTP_LENGTH = 6;
/** How long a reset code is valid, and how long the web app keeps the reset flow open. */
export const PASSWORD_RESET_TTL_MS = 300_000;
export const OTP_MAX_ATTEMPTS = 5;
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 200;
export const ADDRESS_MAX_LENGTH = 300;
export const SPLASH_MS = 1000;
/**
 * A posting date or deadline is in a four-digit year: what a date picker offers, and safely inside what both
 * JavaScript and PostgreSQL can store (PostgreSQL has no year 0 and refuses years JavaScript writes with a sign).
 */
export const POSTING_YEARS = { min: 1900, max: 9999 } as const;
