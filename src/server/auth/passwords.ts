import { hash, verify } from '@node-rs/argon2';
import { availableParallelism } from 'node:os';
import { AUTH_MESSAGES } from '../../shared/auth.js';
import { Refusal } from '../refusal.js';
import { passwordScore } from './password-strength.js';

/**
 * argon2id (the package's default algorithm) with the least memory of the settings OWASP's Password Storage Cheat
 * Sheet rates equal in defence: 7 MiB, 5 passes, 1 lane, instead of 19 MiB and 2 passes. A server doing one per core
 * holds 14 MiB rather than 38 for them, and each check takes no longer (decision 106). Older hashes are made again at
 * their owner's next sign-in (`needsRehash`).
 */
const OPTIONS = { memoryCost: 7_168, timeCost: 5, parallelism: 1 } as const;
const CURRENT_PARAMETERS = `m=${OPTIONS.memoryCost},t=${OPTIONS.timeCost},p=${OPTIONS.parallelism}`;

/**
 * At most one argon2 computation per core at a time. More would finish no sooner, each holds its 19 MiB while it
 * runs, and libuv's four threads would all be taken by it, leaving none for the file reads and compressions of
 * everyone else's requests.
 */
const MAX_AT_ONCE = availableParallelism();
let running = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running < MAX_AT_ONCE) running++;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, if any.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

export function hashPassword(password: string): Promise<string> {
  return inTurn(() => hash(password, OPTIONS));
}

/**
 * The least zxcvbn score a chosen password must reach: 3, "safely unguessable" against an online attack and a slow
 * offline one. Comparing whole strings with a list of leaked passwords let "Password1!" through, as the list has
 * "password" and the character rule then asks for the rest.
 */
const MIN_PASSWORD_SCORE = 3;

/** A password a person chooses for their account: refused when zxcvbn judges it guessable, else hashed. */
export async function hashNewPassword(password: string): Promise<string> {
  if ((await passwordScore(password)) < MIN_PASSWORD_SCORE) {
    throw new Refusal('invalid', AUTH_MESSAGES.commonPassword, 'password');
  }
  return hashPassword(password);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return inTurn(() => verify(passwordHash, password));
}

/** Whether a stored hash was made with other settings than today's: `$argon2id$v=19$m=…,t=…,p=…$salt$hash`. */
export function needsRehash(passwordHash: string): boolean {
  return passwordHash.split('$')[3] !== CURRENT_PARAMETERS;
}

let dummyHash: Promise<string> | undefined;

/** Spends the time of a real check, so that an unknown e-mail answers no faster than a wrong password. */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password-0A!');
  await verifyPassword(await dummyHash, password);
  return false;
}
