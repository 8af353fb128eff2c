// zod/mini: its object parser never probes eval (the CSP forbids it).
import * as z from 'zod/mini';

/** The answer of my_consent_status() and record_consent() (docs/data-model.md). */
export const consentStatusSchema = z.object({
  status: z.enum(['current', 'outdated', 'none']),
  terms_version: z.nullable(z.number()),
  privacy_version: z.nullable(z.number()),
  deletion_cancelled_at: z.nullable(z.string()),
});
export type ConsentStatus = z.infer<typeof consentStatusSchema>;
