import { hash, verify } from '@node-rs/argon2';

// argon2id (the package's default algorithm) with OWASP's first-choice parameters: 19 MiB, 2 passes, 1 lane.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password);
}

let dummyHash: Promise<string> | undefined;

/** Spends the time of a real check, so that an unknown e-mail answers no faster than a wrong password. */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password-0A!');
  await verify(await dummyHash, password);
  return false;
}
