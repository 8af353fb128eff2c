import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@shared/testing';
import { NotificationPreferences } from './notification-preferences.tsx';

interface FakeBackend {
  rows: { kind: string; subscribed: boolean }[];
  upsertError: { code: string } | null;
  upsert: Mock<(row: unknown, options: unknown) => void>;
}
const backend: FakeBackend = vi.hoisted(() => ({ rows: [], upsertError: null, upsert: vi.fn() }));
vi.mock('@shared/platform/supabase', () => ({
  getSupabase: () => ({
    from: () => ({
      select: () => Promise.resolve({ data: backend.rows, error: null }),
      upsert: (row: unknown, options: unknown) => {
        backend.upsert(row, options);
        return Promise.resolve({ error: backend.upsertError });
      },
    }),
  }),
}));

const LEARNER = { isInstructor: false, isAdmin: false };

beforeEach(() => {
  vi.clearAllMocks();
  backend.rows = [{ kind: 'continue_learning', subscribed: false }];
  backend.upsertError = null;
});

describe('NotificationPreferences', () => {
  it('shows each kind from the database (no row = on) and the receipt as always sent', async () => {
    renderWithProviders(<NotificationPreferences userId="u1" roles={LEARNER} />);
    expect(await screen.findByLabelText('ชวนเรียนต่อรายสัปดาห์')).not.toBeChecked();
    expect(screen.getByLabelText('คำตอบในกระดานถาม-ตอบ')).toBeChecked();
    const receipt = screen.getByLabelText('ใบเสร็จรับเงิน');
    expect(receipt).toBeChecked();
    expect(receipt).toBeDisabled();
    expect(screen.getByText(/ยกเลิกการรับไม่ได้/)).toBeInTheDocument();
  });

  it("shows a learner none of the instructors' or admins' kinds", async () => {
    renderWithProviders(<NotificationPreferences userId="u1" roles={LEARNER} />);
    await screen.findByLabelText('ชวนเรียนต่อรายสัปดาห์');
    expect(screen.queryByLabelText('คำถามใหม่ในคอร์สที่คุณสอน')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('คอร์สที่ส่งมาให้ตรวจ')).not.toBeInTheDocument();
  });

  it('shows an instructor the kinds about their courses, and saves one', async () => {
    backend.rows = [{ kind: 'instructor_review', subscribed: false }];
    renderWithProviders(<NotificationPreferences userId="u1" roles={{ isInstructor: true, isAdmin: false }} />);
    expect(await screen.findByLabelText('รีวิวใหม่ของคอร์สที่คุณสอน')).not.toBeChecked();
    expect(screen.getByLabelText('คอร์สถูกส่งกลับมาให้แก้ไข')).toBeChecked();
    expect(screen.queryByLabelText('คอร์สที่ส่งมาให้ตรวจ')).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('คำถามใหม่ในคอร์สที่คุณสอน'));
    await waitFor(() =>
      expect(backend.upsert).toHaveBeenCalledWith({ kind: 'instructor_question', subscribed: false }, { onConflict: 'user_id,kind' }),
    );
  });

  it('shows an admin the courses submitted for review', async () => {
    renderWithProviders(<NotificationPreferences userId="u1" roles={{ isInstructor: false, isAdmin: true }} />);
    expect(await screen.findByLabelText('คอร์สที่ส่งมาให้ตรวจ')).toBeChecked();
    expect(screen.queryByLabelText('คำถามใหม่ในคอร์สที่คุณสอน')).not.toBeInTheDocument();
  });

  it("saves one switch as the member's own row", async () => {
    renderWithProviders(<NotificationPreferences userId="u1" roles={LEARNER} />);
    await userEvent.click(await screen.findByLabelText('คำตอบในกระดานถาม-ตอบ'));
    await waitFor(() =>
      expect(backend.upsert).toHaveBeenCalledWith({ kind: 'qa_reply', subscribed: false }, { onConflict: 'user_id,kind' }),
    );
  });

  it('puts the switch back when the database refuses', async () => {
    backend.upsertError = { code: '42501' };
    renderWithProviders(<NotificationPreferences userId="u1" roles={LEARNER} />);
    const box = await screen.findByLabelText('ยืนยันการลงทะเบียนเรียน');
    await userEvent.click(box);
    await waitFor(() => expect(backend.upsert).toHaveBeenCalled());
    await waitFor(() => expect(box).toBeChecked());
  });
});
