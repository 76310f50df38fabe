import { z } from 'zod';
import { VALIDATION } from './messages.js';
import {
  ADDRESS_MAX_LENGTH,
  CANDIDATE_SIGNUP_MIN_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  OTP_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './limits.js';

/** The strong-password rule of the specification: length, digit, lower, upper, one of !@#$%^&*. */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    /\d/.test(password) &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /[!@#$%^&*]/.test(password)
  );
}

// E-mail is stored lower-case: people type it in any case.
export const EmailSchema = z
  .string({ error: VALIDATION.emailRequired })
  .trim()
  .min(1, VALIDATION.emailRequired)
  .max(EMAIL_MAX_LENGTH, 'Email is too long')
  .pipe(z.email('Enter a valid email address'))
  .transform((email) => email.toLowerCase());

export const StrongPasswordSchema = z
  .string({ error: VALIDATION.strongPassword })
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
  .refine(isStrongPassword, VALIDATION.strongPassword);

const requiredText = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

export const LoginSchema = z.object({
  email: z.string({ error: VALIDATION.loginFields }).trim().min(1, VALIDATION.loginFields).max(EMAIL_MAX_LENGTH),
  password: z.string({ error: VALIDATION.loginFields }).min(1, VALIDATION.loginFields).max(PASSWORD_MAX_LENGTH),
});
export type LoginPayload = z.infer<typeof LoginSchema>;

export const RecruiterRegisterSchema = z.object({
  email: EmailSchema,
  password: StrongPasswordSchema,
  name: requiredText(NAME_MAX_LENGTH, VALIDATION.registerFields),
  address: requiredText(ADDRESS_MAX_LENGTH, VALIDATION.registerFields),
});
export type RecruiterRegisterPayload = z.infer<typeof RecruiterRegisterSchema>;

export const CandidateRegisterSchema = z.object({
  email: EmailSchema,
  password: StrongPasswordSchema,
  name: requiredText(NAME_MAX_LENGTH, VALIDATION.registerFields),
});
export type CandidateRegisterPayload = z.infer<typeof CandidateRegisterSchema>;

export const ForgotPasswordSchema = z.object({ email: EmailSchema });
export type ForgotPasswordPayload = z.infer<typeof ForgotPasswordSchema>;

export const OTP_PATTERN = new RegExp(`^\\d{1,${OTP_LENGTH}}$`);

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
      error: 'Enter the 6-digit code from the e-mail',
    },
  ),
  password: StrongPasswordSchema,
});
export type ResetPasswordPayload = z.infer<typeof ResetPasswordSchema>;

export function normalizeOtp(otp: number | string): string {
  return String(otp).padStart(OTP_LENGTH, '0');
}

// Form schemas: what the screens ask for, in the order the specification checks it.

export const RecruiterSignupFormSchema = z
  .object({
    name: z.string().trim().min(1, VALIDATION.registerFields),
    address: z.string().trim().min(1, VALIDATION.registerFields),
    email: z.string().trim().min(1, VALIDATION.registerFields),
    password: z.string().min(1, VALIDATION.registerFields),
    confirmPassword: z.string().min(1, VALIDATION.registerFields),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: VALIDATION.registerMismatch,
    path: ['confirmPassword'],
  })
  .refine((form) => isStrongPassword(form.password), { message: VALIDATION.strongPassword, path: ['password'] });
export type RecruiterSignupForm = z.infer<typeof RecruiterSignupFormSchema>;

export const CandidateSignupFormSchema = z
  .object({
    name: z.string().trim().min(1, VALIDATION.registerFields),
    email: z.string().trim().min(1, VALIDATION.registerFields),
    password: z.string().min(1, VALIDATION.registerFields),
    confirmPassword: z.string().min(1, VALIDATION.registerFields),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: VALIDATION.signupMismatch,
    path: ['confirmPassword'],
  })
  .refine((form) => form.password.length >= CANDIDATE_SIGNUP_MIN_LENGTH, {
    message: VALIDATION.signupTooShort,
    path: ['password'],
  })
  .refine((form) => isStrongPassword(form.password), { message: VALIDATION.strongPassword, path: ['password'] });
export type CandidateSignupForm = z.infer<typeof CandidateSignupFormSchema>;

export const ResetFormSchema = z
  .object({
    otp: z.string().trim().regex(OTP_PATTERN, 'Enter the 6-digit code from the e-mail'),
    password: z.string(),
    confirmPassword: z.string(),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: VALIDATION.resetMismatch,
    path: ['confirmPassword'],
  })
  .refine((form) => form.password.length >= PASSWORD_MIN_LENGTH, {
    message: VALIDATION.resetTooShort,
    path: ['password'],
  })
  .refine((form) => isStrongPassword(form.password), { message: VALIDATION.strongPassword, path: ['password'] });
export type ResetForm = z.infer<typeof ResetFormSchema>;

export const LoginResponseSchema = z.object({
  status: z.literal(200),
  refresh_token: z.string(),
  is_company: z.boolean(),
  name: z.string(),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export interface ApiError {
  status: number;
  error: string;
  fields?: Record<string, string>;
}
