import type { Tables } from '@shared/db';
import type { TestClient } from '../../fixtures/backend.ts';
import { createLearner, signedInClient, type TestLearner } from '../../fixtures/backend.ts';

/** A 1×1 PNG: the smallest real image a slip can be (the bucket takes jpeg, png and webp up to 5 MB). */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export interface LearnerOrder {
  learner: TestLearner;
  client: TestClient;
  order: Pick<Tables<'orders'>, 'id' | 'order_number' | 'course_id'>;
}

/** A new learner opens an order for a paid course through the learner's own rpc, as the checkout does. */
export async function placeOrder(courseId: number, prefix = 'orders'): Promise<LearnerOrder> {
  const learner = await createLearner(prefix);
  const client = await signedInClient(learner.email, learner.password);
  const answer = await client.rpc('create_order', { p_course_id: courseId });
  if (answer.error) throw new Error(`create_order failed: ${answer.error.message}`);
  return { learner, client, order: answer.data };
}

/** The learner uploads a transfer slip into their own folder of the private bucket and submits it. */
export async function submitSlip({ learner, client, order }: LearnerOrder): Promise<void> {
  const path = `${learner.id}/${order.id}/slip.png`;
  const upload = await client.storage.from('payment-slips').upload(path, ONE_PIXEL_PNG, { contentType: 'image/png' });
  if (upload.error) throw new Error(`slip upload failed: ${upload.error.message}`);
  const { error } = await client.rpc('submit_payment_slip', { p_order_id: order.id, p_object_path: path });
  if (error) throw new Error(`submit_payment_slip failed: ${error.message}`);
}

/** Whether the learner holds an enrolment in the course, read with the learner's own token (RLS: own rows). */
export async function isEnrolled({ client, learner, order }: LearnerOrder): Promise<boolean> {
  const { data, error } = await client.from('enrollments').select('id').eq('user_id', learner.id).eq('course_id', order.course_id);
  if (error) throw new Error(`enrollments read failed: ${error.message}`);
  return data.length > 0;
}

/** The receipt numbers of the order, as its owner sees them. */
export async function receiptNumbers({ client, order }: LearnerOrder): Promise<string[]> {
  const { data, error } = await client.from('receipts').select('receipt_number').eq('order_id', order.id);
  if (error) throw new Error(`receipts read failed: ${error.message}`);
  return data.map((r) => r.receipt_number);
}
