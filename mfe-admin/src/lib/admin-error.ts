import { thaiErrorMessage, toAppError } from 'shared/errors';
import { toast } from 'shared/toast';
import { adminTh } from '../config/messages.ts';

/** A Thai sentence for a failed admin action; a duplicate key gets its own message. */
export function adminErrorMessage(error: unknown): string {
  const { code, message } = toAppError(error);
  if (code === '23505' || /already been registered|duplicate key/i.test(message)) return adminTh.members.emailTaken;
  return thaiErrorMessage(error);
}

export function toastAdminError(error: unknown): void {
  toast.error(adminErrorMessage(error));
}
