import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@shared/testing';
import { UnsubscribePage } from './unsubscribe-page.tsx';

interface FakeBackend {
  subscribed: boolean;
  valid: boolean;
  kind: string;
  rpc: Mock<(fn: string, args: unknown) => void>;
}
const backend: FakeBackend = vi.hoisted(() => ({ subscribed: true, valid: true, kind: 'qa_reply', rpc: vi.fn() }));
vi.mock('@shared/platform/supabase', () => ({
  getSupabase: () => ({
    rpc: (fn: string, args: { p_subscribed?: boolean }) => {
      backend.rpc(fn, args);
      if (!backend.valid) return Promise.resolve({ data: null, error: { code: 'P0001', message: 'token_invalid' } });
      if (fn === 'set_email_subscription_by_token') backend.subscribed = args.p_subscribed ?? backend.subscribed;
      return Promise.resolve({ data: { kind: backend.kind, subscribed: backend.subscribed }, error: null });
    },
  }),
}));

const TOKEN = '00000000-0000-4000-8000-000000000b01.qa_reply.0123456789abcdef0123456789abcdef';

beforeEach(() => {
  vi.clearAllMocks();
  backend.subscribed = true;
  backend.valid = true;
  backend.kind = 'qa_reply';
});

describe('UnsubscribePage', () => {
  it('changes nothing on opening; the button unsubscribes and can be undone', async () => {
    const user = userEvent.setup();
    renderWithProviders(<UnsubscribePage />, { route: `/unsubscribe?token=${TOKEN}` });
    expect(await screen.findByText('ไม่ต้องการรับ "คำตอบในกระดานถาม-ตอบ" อีกต่อไปใช่ไหม')).toBeInTheDocument();
    expect(backend.rpc).not.toHaveBeenCalledWith('set_email_subscription_by_token', expect.anything());
    expect(screen.getByText(/ใบเสร็จรับเงินยังส่งถึงคุณทุกครั้ง/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'ยกเลิกการรับอีเมลประเภทนี้' }));
    expect(await screen.findByText(/ยกเลิกการรับ "คำตอบในกระดานถาม-ตอบ" แล้ว/)).toBeInTheDocument();
    expect(backend.rpc).toHaveBeenCalledWith('set_email_subscription_by_token', { p_token: TOKEN, p_subscribed: false });

    await user.click(screen.getByRole('button', { name: 'รับอีเมลประเภทนี้อีกครั้ง' }));
    expect(await screen.findByText('คุณจะได้รับ "คำตอบในกระดานถาม-ตอบ" อีกครั้ง')).toBeInTheDocument();
  });

  it("works for an instructor's kind too (a new question in their course)", async () => {
    backend.kind = 'instructor_question';
    const token = '00000000-0000-4000-8000-000000000c01.instructor_question.0123456789abcdef0123456789abcdef';
    const user = userEvent.setup();
    renderWithProviders(<UnsubscribePage />, { route: `/unsubscribe?token=${token}` });
    expect(await screen.findByText('ไม่ต้องการรับ "คำถามใหม่ในคอร์สที่คุณสอน" อีกต่อไปใช่ไหม')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ยกเลิกการรับอีเมลประเภทนี้' }));
    expect(await screen.findByText(/ยกเลิกการรับ "คำถามใหม่ในคอร์สที่คุณสอน" แล้ว/)).toBeInTheDocument();
    expect(backend.rpc).toHaveBeenCalledWith('set_email_subscription_by_token', { p_token: token, p_subscribed: false });
  });

  it('says a forged or missing link is not valid, in Thai, without a button', async () => {
    backend.valid = false;
    renderWithProviders(<UnsubscribePage />, { route: '/unsubscribe?token=forged' });
    expect(await screen.findByText('ลิงก์ยกเลิกการรับอีเมลไม่ถูกต้องหรือไม่สมบูรณ์')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ยกเลิกการรับอีเมลประเภทนี้' })).not.toBeInTheDocument();
  });

  it('needs no request for a link without a token', async () => {
    renderWithProviders(<UnsubscribePage />, { route: '/unsubscribe' });
    expect(await screen.findByText('ลิงก์ยกเลิกการรับอีเมลไม่ถูกต้องหรือไม่สมบูรณ์')).toBeInTheDocument();
    await waitFor(() => expect(backend.rpc).not.toHaveBeenCalled());
  });
});
