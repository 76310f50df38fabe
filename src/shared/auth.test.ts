import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CandidateSignupFormSchema, RecruiterSignupFormSchema } from './auth.js';

const STRONG = 'Str0ng!pass';

const firstMessage = (schema: z.ZodType, values: unknown) => schema.safeParse(values).error?.issues[0]?.message;

describe('signup forms', () => {
  it('refuse in the form an e-mail address the server would refuse, with the server message', () => {
    const recruiter = {
      name: 'Contoso',
      address: 'Toronto, Canada',
      member_name: 'Dana Scully',
      email: 'not-an-address',
      password: STRONG,
    };
    expect(firstMessage(RecruiterSignupFormSchema, { ...recruiter, confirmPassword: STRONG })).toBe(
      'Enter a valid email address',
    );
    const candidate = { name: 'Grace Hopper', email: 'not-an-address', password: STRONG, confirmPassword: STRONG };
    expect(firstMessage(CandidateSignupFormSchema, candidate)).toBe('Enter a valid email address');
  });
});

describe('passwords people choose', () => {
  it('let a passphrase through the signup form, whatever symbol or space it holds', () => {
    for (const password of ['Correct-Horse-Battery-9', 'Tea at 4 with Ada', 'Crème brûlée 4 two']) {
      const candidate = { name: 'Grace Hopper', email: 'grace@example.test', password, confirmPassword: password };
      expect(CandidateSignupFormSchema.safeParse(candidate).success, password).toBe(true);
    }
  });
});
