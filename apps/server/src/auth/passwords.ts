import { randomInt } from 'node:crypto';

/** argon2id, m = 19 MiB, t = 2, p = 1 (OWASP's first recommendation); argon2id is the library default. */
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

// Loaded on first use: a start on a seeded database never hashes, so it never pays for it.
let library: Promise<typeof import('@node-rs/argon2')> | undefined;
const argon2 = () => (library ??= import('@node-rs/argon2'));

/** A hash of an unknown password, verified against when the username does not exist so that
 * a wrong username takes as long as a wrong password. */
const decoyHash = '$argon2id$v=19$m=19456,t=2,p=1$sjrw0Xi3PLs+4maru5DHKw$kJ2VQGok5hCHupwxGUdpoKRWu9ULTjRzKG07bLYT91Y';

export async function hashPassword(password: string): Promise<string> {
  return (await argon2()).hash(password, options);
}

/** True when `password` matches `hash`; false for a mismatch or an unreadable hash. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await (await argon2()).verify(hash, password);
  } catch {
    return false;
  }
}

/** Spends the time of one verification and answers false. */
export async function verifyDecoy(password: string): Promise<false> {
  await verifyPassword(decoyHash, password);
  return false;
}

const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/** A 14-character password without look-alike characters, with a letter and a digit. */
export function generatePassword(): string {
  for (;;) {
    const value = Array.from({ length: 14 }, () => alphabet[randomInt(alphabet.length)]).join('');
    if (/\d/.test(value) && /[A-Za-z]/.test(value)) return value;
  }
}
