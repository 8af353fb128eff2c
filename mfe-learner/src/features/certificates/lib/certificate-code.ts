import { z } from '@shared/zod';

/** The database's own format (certificates.code check): RC-<year>-<6 to 16 of 0-9A-Z>. */
export const certificateCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^RC-[0-9]{4}-[0-9A-Z]{6,16}$/);

/** A normalised code, or null for anything that cannot be a certificate (no server call is worth it). */
export function parseCertificateCode(value: string | undefined): string | null {
  const result = certificateCodeSchema.safeParse(value ?? '');
  return result.success ? result.data : null;
}
