import bcrypt from 'bcryptjs';
import { gotrueError } from '../http/api-error.ts';

const MIN_BYTES = 6;
// bcrypt ignores everything past 72 bytes, so GoTrue refuses longer passwords.
const MAX_BYTES = 72;

/** GoTrue counts bytes, not characters: a Thai character is 3 bytes. */
export function checkPassword(password: unknown): string {
  if (typeof password !== 'string' || password === '') {
    throw gotrueError(422, 'weak_password', 'Password should be at least 6 characters.', {
      weak_password: { reasons: ['length'] },
    });
  }
  const bytes = Buffer.byteLength(password, 'utf8');
  if (bytes < MIN_BYTES) {
    throw gotrueError(422, 'weak_password', 'Password should be at least 6 characters.', {
      weak_password: { reasons: ['length'] },
    });
  }
  if (bytes > MAX_BYTES) {
    throw gotrueError(422, 'weak_password', 'Password cannot be longer than 72 bytes.', {
      weak_password: { reasons: ['length'] },
    });
  }
  return password;
}

/** `$2a$`, because pgcrypto's crypt() (seed.sql, admin_create_member) rejects bcryptjs's `$2b$`. */
export async function hashPassword(password: string): Promise<string> {
  const hash = await bcrypt.hash(password, 10);
  return hash.replace(/^\$2b\$/, '$2a$');
}

export async function passwordMatches(password: string, hash: string | null): Promise<boolean> {
  if (!hash) return false;
  return bcrypt.compare(password, hash);
}

let dummyHash: Promise<string> | null = null;

/** Compared against when the e-mail is unknown, so both failures take as long (no enumeration by timing). */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= bcrypt.hash('not-a-real-password', 10);
  await bcrypt.compare(password, await dummyHash);
}
