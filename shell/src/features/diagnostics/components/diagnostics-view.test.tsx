import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DiagnosticsView, type DiagnosticsViewProps } from './diagnostics-view.tsx';
import { failedCheck, type CheckResult } from '../api/check-result.ts';

const allOk: CheckResult[] = [
  { id: 'database', ok: true, detail: 'เชื่อมต่อสำเร็จ (ตอบกลับใน 12 มิลลิวินาที)' },
  { id: 'environment', ok: true, detail: 'URL: http://127.0.0.1:54321 · Key: eyJhbGciOiJIUzI1NiIs...' },
  { id: 'auth', ok: true, detail: 'เชื่อมต่อได้ ยังไม่มีเซสชัน (ยังไม่ได้เข้าสู่ระบบ)' },
  { id: 'tableAccess', ok: true, detail: 'อ่านตาราง users ได้ (0 แถวที่สิทธิ์ของคุณมองเห็น)' },
];

function renderView(overrides: Partial<DiagnosticsViewProps> = {}) {
  const props: DiagnosticsViewProps = {
    status: 'connected',
    results: allOk,
    onRetest: vi.fn(),
    onCreateTables: vi.fn(),
    creating: false,
    createMessage: null,
    ...overrides,
  };
  render(<DiagnosticsView {...props} />);
  return props;
}

const row = (id: string) => {
  const element = document.querySelector(`[data-check="${id}"]`);
  if (!(element instanceof HTMLElement)) throw new Error(`no row ${id}`);
  return element;
};

describe('DiagnosticsView', () => {
  it('while testing shows every check as pending and disables Retest Connection', () => {
    renderView({ status: 'testing', results: undefined });
    expect(screen.getByTestId('connection-diagnostics')).toHaveAttribute('data-status', 'testing');
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('กำลังทดสอบ');
    expect(screen.getAllByText('กำลังตรวจสอบ...')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Retest Connection' })).toBeDisabled();
  });

  it('when connected lists the four checks with their details, including the truncated URL and key', () => {
    renderView();
    expect(screen.getByText('เชื่อมต่อแล้ว')).toBeInTheDocument();
    for (const id of ['database', 'environment', 'auth', 'tableAccess']) expect(row(id)).toHaveAttribute('data-state', 'ok');
    expect(within(row('environment')).getByText(/Key: eyJhbGciOiJIUzI1NiIs\.\.\./)).toBeInTheDocument();
    expect(within(row('auth')).getByText(/ยังไม่มีเซสชัน/)).toBeInTheDocument();
  });

  it('on a missing table shows the error state and the spec message on the failing checks only', () => {
    const missing = { code: '42P01', message: 'relation "public.users" does not exist' };
    const [, environment, auth] = allOk;
    if (!environment || !auth) throw new Error('fixture');
    renderView({ status: 'error', results: [failedCheck('database', missing), environment, auth, failedCheck('tableAccess', missing)] });
    expect(screen.getByTestId('connection-diagnostics')).toHaveAttribute('data-status', 'error');
    expect(screen.getByText('เกิดข้อผิดพลาด')).toBeInTheDocument();
    expect(row('database')).toHaveAttribute('data-state', 'error');
    expect(row('environment')).toHaveAttribute('data-state', 'ok');
    expect(screen.getAllByText('Table not found - need to create database schema')).toHaveLength(2);
  });

  it('calls back on Retest Connection and Create Tables', async () => {
    const user = userEvent.setup();
    const props = renderView();
    await user.click(screen.getByRole('button', { name: 'Retest Connection' }));
    await user.click(screen.getByRole('button', { name: 'Create Tables' }));
    expect(props.onRetest).toHaveBeenCalledTimes(1);
    expect(props.onCreateTables).toHaveBeenCalledTimes(1);
  });

  it('shows a busy Create Tables button and then the failure as an alert', () => {
    const { unmount } = render(
      <DiagnosticsView status="connected" results={allOk} onRetest={vi.fn()} onCreateTables={vi.fn()} creating createMessage={null} />,
    );
    expect(screen.getByRole('button', { name: 'กำลังสร้างตาราง...' })).toBeDisabled();
    unmount();
    renderView({ createMessage: { ok: false, text: 'Failed to create tables: permission denied' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to create tables: permission denied');
  });
});
