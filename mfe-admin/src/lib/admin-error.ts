import { thaiErrorMessage, toAppError } from '@shared/messages/errors';
import { orderErrorKey, orderErrorMessage } from '@shared/db/orders';
import { refusalKey } from '@shared/db/answer';
import { toast } from '@shared/platform/toast';
import { adminTh } from '../config/messages.ts';

/**
 * The stable key of a business rule the database refused (errcode P0001, message = key),
 * or null for any other failure. Forms use it to put the message beside the right field.
 */
export function serverErrorKey(error: unknown): string | null {
  return refusalKey(error);
}

/**
 * A Thai sentence for a failed admin action: the admin's own rule keys (quizzes, settings), the selling contract's
 * keys (orders and slips, worded as every remote words them), a duplicate key, else the site's message.
 */
export function adminErrorMessage(error: unknown): string {
  const { code, message } = toAppError(error);
  const key = refusalKey(error, adminTh.serverErrors);
  if (key !== null) return adminTh.serverErrors[key];
  if (orderErrorKey(error) !== null) return orderErrorMessage(error);
  if (code === '23505' || /already been registered|duplicate key/i.test(message)) return adminTh.members.emailTaken;
  return thaiErrorMessage(error);
}

export function toastAdminError(error: unknown): void {
  toast.error(adminErrorMessage(error));
}
