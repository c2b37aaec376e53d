import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * Password hashing: argon2id (the library's default algorithm) with its default cost — 19 MiB,
 * 2 passes, 1 lane, the OWASP recommendation — computed off the event loop by the library.
 */
export interface Hasher {
  hash(password: string): Promise<string>;
  verify(stored: string, password: string): Promise<boolean>;
}

export const argon2id: Hasher = {
  hash: (password) => hash(password),
  verify: (stored, password) => verify(stored, password).catch(() => false),
};

/**
 * NFKC first (NIST SP 800-63B): the same password typed on another keyboard, with a precomposed
 * or a combining accent, is the same password.
 */
const normal = (password: string): string => password.normalize('NFKC');

export class Passwords {
  /** Verified against when the user is unknown: the answer takes about as long either way. */
  private readonly dummy: Promise<string>;

  constructor(private readonly hasher: Hasher = argon2id) {
    this.dummy = hasher.hash(randomBytes(18).toString('base64url'));
  }

  hash(password: string): Promise<string> {
    return this.hasher.hash(normal(password));
  }

  /** False for an unknown user (`stored` null) after the same work as for a known one. */
  async check(stored: string | null, password: string): Promise<boolean> {
    const ok = await this.hasher.verify(stored ?? (await this.dummy), normal(password));
    return stored !== null && ok;
  }
}
