import { hash, verify } from '@node-rs/argon2';

// OWASP argon2id minimum: m=19 MiB, t=2, p=1. The library's default algorithm is argon2id.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// A hash to verify against when the e-mail is unknown, so a wrong e-mail costs as much
// time as a wrong password and the answers cannot be told apart.
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-for-timing');
  return dummyHash;
}
