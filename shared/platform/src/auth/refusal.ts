/**
 * The database refused the caller (RLS, an inactive member, a token it no longer takes): the
 * member may have been suspended or deleted while this tab was open, so the session is rechecked.
 * Retrying a refusal cannot help, so it is also never retried.
 */
export function isRefusal(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === '42501' || code === 'PGRST301' || code === 'PGRST303' || message === 'member_inactive';
}
