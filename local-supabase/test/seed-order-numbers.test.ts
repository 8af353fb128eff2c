import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceClient } from './clients.ts';
import { startTestServer, type TestServer } from './harness.ts';

/**
 * Issue 31: one list mixed the seed's RC-2026MMDD-… with new orders' RC-2569MMDD-…. Every seeded
 * order is numbered as public.new_order_number() numbers a new one: its Bangkok date, Buddhist era.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

const bangkokBuddhistDate = (iso: string) => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Bangkok',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${Number(get('year')) + 543}${get('month')}${get('day')}`;
};

describe('the seed’s order numbers', () => {
  it('carry the Bangkok date of the order in the Buddhist era, like a new order’s', async () => {
    const { data, error } = await serviceClient(server)
      .from('orders')
      .select('order_number,created_at')
      .order('id')
      .overrideTypes<{ order_number: string; created_at: string }[], { merge: false }>();
    expect(error).toBeNull();
    expect(data?.length).toBeGreaterThan(1);
    for (const order of data ?? []) {
      expect(order.order_number).toMatch(/^RC-\d{8}-\d{6}$/);
      expect(order.order_number.slice(3, 11), order.order_number).toBe(bangkokBuddhistDate(order.created_at));
    }
  });
});
