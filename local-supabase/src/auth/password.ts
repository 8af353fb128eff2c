import bcrypt from 'bcryptjs';
import type { Config } from '../config.ts';
import { gotrueError } from '../http/api-error.ts';
import { passwordStrength } from './password-strength.ts';

// bcrypt ignores everything past 72 bytes, so GoTrue refuses longer passwords.
const MAX_BYTES = 72;

export interface PasswordPolicy {
  /** GoTrue's GOTRUE_PASSWORD_MIN_LENGTH (in bytes, as GoTrue counts). */
  minLength: number;
  /** GoTrue's GOTRUE_PASSWORD_REQUIRED_CHARACTERS: groups separated by `:`, one character of each needed. */
  requiredCharacters: string[];
  /** Beyond hosted's HaveIBeenPwned check (decision 0041): refuse what zxcvbn-ts scores below this. */
  minStrength: number;
}

/** Hosted's admin API checks the length only (6, GoTrue's floor), never strength: the operator chose it. */
export const ADMIN_PASSWORD_POLICY: PasswordPolicy = { minLength: 6, requiredCharacters: [], minStrength: 0 };

export function passwordPolicyOf(config: Config): PasswordPolicy {
  return {
    minLength: config.GOTRUE_PASSWORD_MIN_LENGTH,
    requiredCharacters: config.GOTRUE_PASSWORD_REQUIRED_CHARACTERS,
    minStrength: config.LOCAL_SUPABASE_PASSWORD_MIN_SCORE,
  };
}

const weak = (message: string, reason: 'length' | 'characters' | 'pwned') =>
  gotrueError(422, 'weak_password', message, { weak_password: { reasons: [reason] } });

/**
 * The password rule of sign-up, password change and recovery (not the admin API, as hosted):
 * long enough (bytes, as GoTrue), at most 72 bytes, the required character groups, and not guessable.
 */
export function checkPassword(password: unknown, policy: PasswordPolicy): string {
  // GoTrue counts bytes (Go's len), whatever its message says: a Thai character is 3.
  const tooShort = `Password should be at least ${policy.minLength} characters.`;
  if (typeof password !== 'string' || Buffer.byteLength(password, 'utf8') < policy.minLength) throw weak(tooShort, 'length');
  if (Buffer.byteLength(password, 'utf8') > MAX_BYTES) throw weak('Password cannot be longer than 72 bytes.', 'length');
  const missing = policy.requiredCharacters.filter((group) => !Array.from(group).some((ch) => password.includes(ch)));
  if (missing.length > 0) {
    throw weak(`Password should contain at least one character of each: ${policy.requiredCharacters.join(', ')}.`, 'characters');
  }
  if (passwordStrength(password) < policy.minStrength) {
    throw weak('Password is known to be weak and easy to guess, please choose a different one.', 'pwned');
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
