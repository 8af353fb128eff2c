import { z } from '@shared/zod';
import { th } from '@shared/messages';
import { LEVELS } from '@shared/platform/auth/profile';
import { PASSWORD_MAX_BYTES, PASSWORD_MIN_BYTES, WEB_URL_PATTERN, utf8ByteLength } from '@shared/platform/validation';

/**
 * Form schemas shared by the UI and (where it needs them) the backend; the rules they count by are
 * `@shared/platform/validation`'s. Here, not in `@shared/platform`, because they are zod: `@shared/platform` starts
 * with every page's app, and a form loads these with its first validation (decision 0077).
 */

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
