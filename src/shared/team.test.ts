import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from './auth.js';
import { AcceptInvitationFormSchema } from './team.js';

const STRONG = 'Str0ng!pass';
const firstMessage = (values: unknown) => AcceptInvitationFormSchema.safeParse(values).error?.issues[0]?.message;

describe("the invitation's form", () => {
  it("asks for every field, matching passwords and a strong password, in the recruiter signup's words", () => {
    expect(firstMessage({ name: ' ', password: STRONG, confirmPassword: STRONG })).toBe(AUTH_MESSAGES.registerFields);
    expect(firstMessage({ name: 'Hana', password: STRONG, confirmPassword: `${STRONG}x` })).toBe(
      AUTH_MESSAGES.registerMismatch,
    );
    expect(firstMessage({ name: 'Hana', password: 'weakpass', confirmPassword: 'weakpass' })).toBe(
      AUTH_MESSAGES.strongPassword,
    );
  });

  it('hands on the name, trimmed, and the password', () => {
    expect(AcceptInvitationFormSchema.parse({ name: ' Hana ', password: STRONG, confirmPassword: STRONG })).toEqual({
      name: 'Hana',
      password: STRONG,
      confirmPassword: STRONG,
    });
  });
});
