import { z } from 'shared/zod';

/** The tables the database audits (supabase/migrations/20261124010100_audit_log.sql). */
export const AUDIT_TABLES = [
  'users', 'courses', 'course_modules', 'lessons', 'lesson_contents', 'articles', 'orders', 'coupons', 'site_settings',
] as const;
export type AuditTable = (typeof AUDIT_TABLES)[number];
export const AUDIT_ACTIONS = ['insert', 'update', 'delete'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const jsonRow = z.record(z.string(), z.unknown()).nullable();

/** One row of rpc admin_list_audit_log: the entry and the admin who made the change. */
export const auditEntrySchema = z.object({
  id: z.coerce.number(),
  actor_id: z.string().nullable(),
  actor_name: z.string().nullable(),
  actor_email: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  table_name: z.string(),
  row_id: z.string(),
  before: jsonRow,
  after: jsonRow,
  at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditActorSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type AuditActor = z.infer<typeof auditActorSchema>;

export const auditPageSchema = z.object({
  total: z.coerce.number().int().nonnegative(),
  rows: z.array(auditEntrySchema),
  actors: z.array(auditActorSchema),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
