import { z } from '@shared/zod';
import { adminTh } from '../config/messages.ts';

/** A trimmed required text of at most `max` characters, with the admin's Thai messages. */
export const requiredText = (max: number) =>
  z.string().trim().min(1, adminTh.validation.titleRequired).max(max, adminTh.validation.tooLong(max));

export const optionalText = (max: number) => z.string().trim().max(max, adminTh.validation.tooLong(max));

/** An optional https URL or site-relative path ('' means none); mirrors the schema's 2048 limit. */
export const optionalUrl = z
  .string()
  .trim()
  .max(2048, adminTh.validation.tooLong(2048))
  .refine((v) => v === '' || v.startsWith('/') || /^https?:\/\/\S+$/.test(v), 'กรุณากรอก URL ให้ถูกต้อง');

/** Empty form text becomes SQL null, so "no image" is stored as no image. */
export const emptyToNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());
