import { z } from '@shared/zod';
import { th } from '@shared/messages';
import { LEVELS } from '../auth/profile.ts';

/**
 * Form schemas shared by the UI and (where it needs them) the backend.
 * A member's password is counted in UTF-8 bytes both ways, as GoTrue counts
 * (decision 0041): at least 8 (a Thai letter is 3, so three Thai letters pass),
 * and at most 72 because bcrypt only reads 72, so a longer one gets a clear
 * message instead of a server error. Strength is the server's call (weak_password).
 */
export const PASSWORD_MIN_BYTES = 8;
export const PASSWORD_MAX_BYTES = 72;

/** Characters as code points (what GoTrue's own character counts use), not UTF-16 units. */
export function characterCount(value: string): number {
  return Array.from(value).length;
}

export function utf8ByteLength(value: string): number {
  return new TextEncoder().encode(value).length;
}

const password = z
  .string()
  .min(1, th.validation.required)
  .refine((v) => utf8ByteLength(v) >= PASSWORD_MIN_BYTES, th.validation.passwordMinBytes)
  .refine((v) => utf8ByteLength(v) <= PASSWORD_MAX_BYTES, th.validation.passwordTooLong);

const email = z.string().trim().min(1, th.validation.required).pipe(z.email(th.validation.email));

export const loginSchema = z.object({
  email,
  password: z.string().min(1, th.validation.required),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z
  .object({
    fullName: z.string().trim().min(1, th.validation.required),
    email,
    level: z.enum(LEVELS, { error: th.validation.levelRequired }),
    password,
    confirmPassword: z.string().min(1, th.validation.required),
    // PDPA: the member ticks "I accept the terms and the privacy policy" (decision 0027).
    acceptLegal: z.boolean().refine((accepted) => accepted, th.legal.consentRequired),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: th.validation.passwordMismatch,
  });
export type RegisterInput = z.infer<typeof registerSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, th.validation.required),
    newPassword: z
      .string()
      .refine((v) => utf8ByteLength(v) >= PASSWORD_MIN_BYTES, th.validation.newPasswordMin)
      .refine((v) => utf8ByteLength(v) <= PASSWORD_MAX_BYTES, th.validation.passwordTooLong),
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: th.validation.newPasswordMismatch,
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const newPasswordSchema = z.object({ password, confirmPassword: z.string() }).refine((v) => v.password === v.confirmPassword, {
  path: ['confirmPassword'],
  message: th.validation.passwordMismatch,
});
export type NewPasswordInput = z.infer<typeof newPasswordSchema>;

/**
 * A web address a profile may link to: http(s) only, no white space. The database checks the same
 * pattern (public.is_web_url), so a javascript: or data: URL never reaches a reader's page.
 */
export const WEB_URL_PATTERN = /^https?:\/\/[^\s/$.?#]\S+$/i;

const optionalUrl = z
  .string()
  .trim()
  .max(2048, th.validation.url)
  .refine((v) => v === '' || WEB_URL_PATTERN.test(v), th.validation.url);

export const profileSchema = z.object({
  first_name: z.string().trim().max(100),
  last_name: z.string().trim().max(100),
  phone: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\+?[0-9][0-9\s-]{7,14}$/.test(v), th.validation.phone),
  address: z.string().trim().max(500),
  bio: z.string().trim().max(1000),
  website: optionalUrl,
  linkedin: optionalUrl,
  github: optionalUrl,
});
export type ProfileInput = z.infer<typeof profileSchema>;
