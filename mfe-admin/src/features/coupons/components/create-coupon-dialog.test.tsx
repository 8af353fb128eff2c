import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@shared/testing';
import { startFakeBackend } from '@shared/testing/fake-backend';
import { CreateCouponDialog } from './create-coupon-dialog.tsx';

const COUPONS = '/rest/v1/coupons';
let backend: ReturnType<typeof startFakeBackend> | null = null;
afterEach(() => backend?.stop());

const saved = {
  id: 1,
  code: 'NEWYEAR-25',
  kind: 'percent',
  value: 25,
  course_id: 3,
  starts_at: null,
  ends_at: null,
  max_uses: 100,
  max_uses_per_user: 1,
  active: true,
  created_at: '2026-11-23T00:00:00Z',
};

function start(onInsert: () => { status: number; body: unknown } = () => ({ status: 201, body: saved })) {
  backend = startFakeBackend((r) => {
    if (r.path === '/rest/v1/courses') return { status: 200, body: [{ id: 3, title: 'React เบื้องต้น' }] };
    if (r.path === COUPONS && r.method === 'POST') return onInsert();
    return { status: 404, body: {} };
  });
  return backend;
}

describe('CreateCouponDialog', () => {
  it('shows each rule at its field in Thai: code pattern, percent 1–100, end after start, limits', async () => {
    const server = start();
    const user = userEvent.setup();
    renderWithProviders(<CreateCouponDialog open onOpenChange={() => undefined} />);
    await user.type(screen.getByLabelText('รหัสคูปอง'), 'ลด 10');
    const value = screen.getByLabelText(/^มูลค่า/);
    await user.clear(value);
    await user.type(value, '150');
    await user.type(screen.getByLabelText('เริ่มใช้ได้'), '2026-12-31T10:00');
    await user.type(screen.getByLabelText('สิ้นสุด'), '2026-12-01T10:00');
    await user.type(screen.getByLabelText('จำนวนครั้งสูงสุดทั้งหมด'), '0');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));

    expect(await screen.findByText('รหัสต้องเป็น A–Z, 0–9, _ หรือ - ยาว 3–32 ตัวอักษร')).toBeInTheDocument();
    expect(screen.getByLabelText('รหัสคูปอง')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('เปอร์เซ็นต์ต้องอยู่ระหว่าง 1 ถึง 100')).toBeInTheDocument();
    expect(screen.getByText('วันสิ้นสุดต้องอยู่หลังวันเริ่มใช้')).toBeInTheDocument();
    expect(screen.getByText('ต้องเป็นจำนวนเต็มตั้งแต่ 1 ขึ้นไป หรือเว้นว่าง')).toBeInTheDocument();
    expect(server.to(COUPONS)).toHaveLength(0);
    expect(screen.getByLabelText('รหัสคูปอง')).toHaveValue('ลด 10');
  });

  it('wants a fixed amount above 0 baht', async () => {
    start();
    const user = userEvent.setup();
    renderWithProviders(<CreateCouponDialog open onOpenChange={() => undefined} />);
    await user.type(screen.getByLabelText('รหัสคูปอง'), 'FLAT');
    await user.selectOptions(screen.getByLabelText('ประเภท'), 'fixed');
    const value = screen.getByLabelText(/^มูลค่า/);
    await user.clear(value);
    await user.type(value, '0');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByText('จำนวนเงินต้องมากกว่า 0 บาท')).toBeInTheDocument();
  });

  it('stores the code upper-case with its course scope and limits, and closes', async () => {
    const server = start();
    const user = userEvent.setup();
    let open = true;
    renderWithProviders(
      <CreateCouponDialog
        open
        onOpenChange={(next) => {
          open = next;
        }}
      />,
    );
    await user.type(screen.getByLabelText('รหัสคูปอง'), 'newyear-25');
    const value = screen.getByLabelText(/^มูลค่า/);
    await user.clear(value);
    await user.type(value, '25');
    await screen.findByRole('option', { name: 'React เบื้องต้น' });
    await user.selectOptions(screen.getByLabelText('ใช้กับ'), '3');
    await user.type(screen.getByLabelText('จำนวนครั้งสูงสุดทั้งหมด'), '100');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(open).toBe(false));
    expect(server.to(COUPONS)[0]?.body).toEqual({
      code: 'NEWYEAR-25',
      kind: 'percent',
      value: 25,
      course_id: 3,
      starts_at: null,
      ends_at: null,
      max_uses: 100,
      max_uses_per_user: 1,
    });
  });

  it('says at the code field when the code is taken', async () => {
    start(() => ({ status: 409, body: { code: '23505', message: 'duplicate key value violates unique constraint "coupons_code_key"' } }));
    const user = userEvent.setup();
    renderWithProviders(<CreateCouponDialog open onOpenChange={() => undefined} />);
    await user.type(screen.getByLabelText('รหัสคูปอง'), 'SAVE10');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByText('มีรหัสคูปองนี้แล้ว')).toBeInTheDocument();
    expect(screen.getByLabelText('รหัสคูปอง')).toHaveAttribute('aria-invalid', 'true');
  });
});
