import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@shared/testing';
import { startFakeBackend, type FakeAnswer } from '@shared/testing/fake-backend';
import type { AuditEntry } from '../api/types.ts';
import { AuditTab } from './audit-tab.tsx';

const ADMIN = '00000000-0000-4000-8000-000000000a01';
const entry = (patch: Partial<AuditEntry>): AuditEntry => ({
  id: 2,
  actor_id: ADMIN,
  actor_kind: 'admin',
  actor_name: 'ผู้ดูแลระบบ เรียนโค้ด',
  actor_email: 'admin@riancode.dev',
  action: 'update',
  table_name: 'users',
  row_id: '00000000-0000-4000-8000-000000000b01',
  before: { id: 'b01', name: 'สมหญิง ใจดี', role: 'user', status: 'active' },
  after: { id: 'b01', name: 'สมหญิง ใจดี', role: 'user', status: 'inactive' },
  at: '2026-11-24T03:05:00Z',
  ...patch,
});
const page = (rows: AuditEntry[], total = rows.length) => ({
  status: 200,
  body: { total, rows, actors: [{ id: ADMIN, name: 'ผู้ดูแลระบบ เรียนโค้ด', email: 'admin@riancode.dev' }] },
});

const LIST = '/rest/v1/rpc/admin_list_audit_log';
let backend: ReturnType<typeof startFakeBackend> | null = null;
const serve = (list: () => FakeAnswer) => {
  backend = startFakeBackend((r) => (r.path === LIST ? list() : { status: 404, body: {} }));
  return backend;
};
afterEach(() => backend?.stop());

describe('AuditTab', () => {
  it('lists entries with who, what and when, asking the server with the URL’s filters and page', async () => {
    serve(() =>
      page(
        [entry({}), entry({ id: 1, action: 'insert', table_name: 'coupons', row_id: '5', before: null, after: { code: 'AUDIT5' } })],
        45,
      ),
    );
    renderWithProviders(<AuditTab />, { route: `/admin?tab=audit&table=users&admin=${ADMIN}&from=2026-11-01&to=2026-11-24&page=2` });
    const rows = await screen.findAllByTestId('audit-row');
    expect(rows).toHaveLength(2);
    const first = within(rows[0] ?? document.body);
    expect(first.getByText('ผู้ดูแลระบบ เรียนโค้ด')).toBeInTheDocument();
    expect(first.getByText('แก้ไข')).toBeInTheDocument();
    expect(first.getByText('สมาชิก')).toBeInTheDocument();
    expect(within(rows[1] ?? document.body).getByText('คูปอง')).toBeInTheDocument();
    expect(backend?.to(LIST)[0]?.body).toEqual({
      p_table: 'users',
      p_actor: ADMIN,
      p_from: '2026-11-01',
      p_to: '2026-11-24',
      p_limit: 20,
      p_offset: 20,
    });
    expect(screen.getByLabelText('ข้อมูล')).toHaveValue('users');
    expect(screen.getByLabelText('ผู้ดูแล')).toHaveValue(ADMIN);
    expect(screen.getByText('แสดง 21–40 จาก 45 รายการ')).toBeInTheDocument();
  });

  it('names the system, never an admin, for the system’s own work (an order expiring), and marks an instructor', async () => {
    serve(() =>
      page([
        entry({
          id: 3,
          actor_id: null,
          actor_kind: 'system',
          actor_name: null,
          actor_email: null,
          table_name: 'orders',
          row_id: '7',
          before: { status: 'pending' },
          after: { status: 'expired' },
        }),
        entry({
          id: 4,
          actor_id: 'c01',
          actor_kind: 'instructor',
          actor_name: 'อ.สมศักดิ์',
          actor_email: 'instructor@riancode.dev',
          table_name: 'review_replies',
          row_id: '1',
        }),
      ]),
    );
    const user = userEvent.setup();
    renderWithProviders(<AuditTab />, { route: '/admin?tab=audit' });
    const rows = await screen.findAllByTestId('audit-row');
    const system = within(rows[0] ?? document.body);
    expect(system.getByText('ระบบ')).toBeInTheDocument();
    expect(system.queryByText('ผู้ดูแลที่ถูกลบแล้ว')).not.toBeInTheDocument();
    expect(within(rows[1] ?? document.body).getByText('ผู้สอน · instructor@riancode.dev')).toBeInTheDocument();
    await user.click(within(rows[0] ?? document.body).getByRole('button'));
    expect(within(await screen.findByRole('dialog')).getByText(/^โดย ระบบ เมื่อ/)).toBeInTheDocument();
  });

  it('opens an entry as before → after, showing only the changed fields of an update', async () => {
    serve(() => page([entry({})]));
    const user = userEvent.setup();
    renderWithProviders(<AuditTab />, { route: '/admin?tab=audit' });
    await user.click(await screen.findByRole('button', { name: /ดูการเปลี่ยนแปลงของสมาชิก/ }));
    const dialog = await screen.findByRole('dialog');
    const fields = within(dialog).getAllByTestId('audit-field');
    expect(fields).toHaveLength(1);
    const status = within(fields[0] ?? document.body);
    expect(status.getByText('status')).toBeInTheDocument();
    expect(status.getByText('active')).toBeInTheDocument();
    expect(status.getByText('inactive')).toBeInTheDocument();
    expect(within(dialog).getByText(/โดย ผู้ดูแลระบบ เรียนโค้ด/)).toBeInTheDocument();
  });

  it('changing a filter asks the server again from page 1, and says so when nothing matches', async () => {
    serve(() => page([]));
    const user = userEvent.setup();
    renderWithProviders(<AuditTab />, { route: '/admin?tab=audit&page=3' });
    expect(await screen.findByText('ยังไม่มีบันทึกการเปลี่ยนแปลงที่ตรงกับตัวกรอง')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('ข้อมูล'), 'orders');
    await waitFor(() => expect(backend?.to(LIST).at(-1)?.body).toMatchObject({ p_table: 'orders', p_offset: 0 }));
  });

  it('shows a Thai error with a retry that asks again', async () => {
    serve(() => ({ status: 503, body: { code: 'PGRST000', message: 'Service Unavailable' } }));
    const user = userEvent.setup();
    renderWithProviders(<AuditTab />, { route: '/admin?tab=audit' });
    const retry = await screen.findByRole('button', { name: /ลองใหม่/ });
    expect(screen.getByRole('alert')).toHaveTextContent('เกิดข้อผิดพลาด');
    const asked = backend?.to(LIST).length ?? 0;
    await user.click(retry);
    await waitFor(() => expect(backend?.to(LIST).length).toBeGreaterThan(asked));
  });
});
