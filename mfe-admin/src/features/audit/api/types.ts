import { z } from '@shared/zod';

/**
 * The tables the filter offers by name. The database audits every table of public
 * (supabase/migrations/20261126400100_audit_every_table.sql); any other shows its own name.
 */
export const AUDIT_TABLES = [
  'users',
  'courses',
  'course_modules',
  'lessons',
  'lesson_contents',
  'articles',
  'orders',
  'coupons',
  'site_settings',
  'enrollments',
  'quizzes',
  'quiz_questions',
  'site_seo',
  'instructors',
  'legal_documents',
  'payment_slips',
] as const;
export type AuditTable = (typeof AUDIT_TABLES)[number];
export const AUDIT_ACTIONS = ['insert', 'update', 'delete'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const jsonRow = z.record(z.string(), z.unknown()).nullable();

export const AUDIT_ACTOR_KINDS = ['admin', 'instructor', 'system'] as const;

/** One row of rpc admin_list_audit_log: the entry and who made the change (an admin, an instructor or the system). */
export const auditEntrySchema = z.object({
  id: z.number(),
  actor_id: z.string().nullable(),
  // Entries written before the kind existed were all admins'.
  actor_kind: z.enum(AUDIT_ACTOR_KINDS).default('admin'),
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
  total: z.number().int().nonnegative(),
  rows: z.array(auditEntrySchema),
  actors: z.array(auditActorSchema),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
