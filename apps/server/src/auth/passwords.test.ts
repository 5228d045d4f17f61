import { describe, expect, it } from 'vitest';
import { generatePassword, hashPassword, verifyDecoy, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with argon2id at m=19456, t=2 and verifies', async () => {
    const hash = await hashPassword('Admin-pass-1234');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'Admin-pass-1234')).toBe(true);
    expect(await verifyPassword(hash, 'Admin-pass-1235')).toBe(false);
  });

  it('answers false for an unreadable hash and for the decoy', async () => {
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
    expect(await verifyDecoy('anything')).toBe(false);
  });

  it('generates 14-character passwords with a letter and a digit, within the 16-character limit', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 50; i++) {
      const p = generatePassword();
      expect(p).toMatch(/^[A-Za-z2-9]{14}$/);
      expect(p).toMatch(/\d/);
      seen.add(p);
    }
    expect(seen.size).toBe(50);
  });
});
