import { thaiErrorMessage } from '@shared/messages/errors';
import { studioTh } from '../config/studio-messages.ts';
import { serverErrorKey } from './admin-error.ts';

/** A Thai sentence for a refused studio action: the database's rule key when it has one. */
export function studioErrorMessage(error: unknown): string {
  const key = serverErrorKey(error);
  const message = error instanceof Object && 'message' in error ? String(error.message) : '';
  const known = key ?? (message === 'studio_needs_aal2' ? message : null);
  return known !== null && known in studioTh.serverErrors
    ? (studioTh.serverErrors[known] ?? thaiErrorMessage(error))
    : thaiErrorMessage(error);
}
