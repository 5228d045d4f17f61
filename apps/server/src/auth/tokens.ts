import { hash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new session token: 256 random bits, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

const tokenShape = /^[A-Za-z0-9_-]{43}$/;

/** Whether a header value could be one of our tokens (saves a query on garbage). */
export function isWellFormedToken(value: string): boolean {
  return tokenShape.test(value);
}

/** The SHA-256 (hex) under which a token, code or answer is stored (one-shot: every request hashes its token). */
export function sha256(text: string): string {
  return hash('sha256', text, 'hex');
}

/** Constant-time comparison of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}
