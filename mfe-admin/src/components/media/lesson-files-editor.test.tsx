import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@shared/testing';
import { startFakeBackend, type SentRequest } from '@shared/testing/fake-backend';
import { LessonFilesEditor } from './lesson-files-editor.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const listed = { id: 5, object_name: '421/old-abc.pdf', file_name: 'แบบฝึกหัด.pdf', content_type: 'application/pdf', size_bytes: 2048 };
const pdf = () => new File(['%PDF-1.7\n'], 'สรุปบท.pdf', { type: 'application/pdf' });

function setup(answer: (request: SentRequest) => { status: number; body: unknown }) {
  const backend = startFakeBackend(answer);
  const user = userEvent.setup({ applyAccept: false });
  renderWithProviders(<LessonFilesEditor lessonId={421} />);
  return { backend, user };
}

describe('LessonFilesEditor', () => {
  it('lists the files, uploads a new one into the lesson’s folder and lists it under its Thai name', async () => {
    let rows = [listed];
    const { backend, user } = setup((request) => {
      if (request.method === 'POST' && request.path === '/rest/v1/lesson_files') {
        rows = [...rows, { ...listed, id: 6, object_name: '421/new.pdf', file_name: 'สรุปบท.pdf' }];
        return { status: 201, body: null };
      }
      if (request.path === '/rest/v1/lesson_files') return { status: 200, body: rows };
      return { status: 200, body: { Id: 'x', Key: request.path.replace('/storage/v1/object/', '') } };
    });
    expect(await screen.findByText(/แบบฝึกหัด\.pdf/)).toHaveTextContent('(2 KB)');
    await user.upload(screen.getByLabelText(/เลือกไฟล์ให้ดาวน์โหลด/), pdf());
    expect(await screen.findByText(/สรุปบท\.pdf/)).toBeVisible();
    const uploaded = backend.sent.find((r) => r.path.startsWith('/storage/v1/object/lesson-files/'));
    expect(uploaded?.path).toMatch(/^\/storage\/v1\/object\/lesson-files\/421\/file-[a-z0-9]+\.pdf$/);
    const insert = backend.sent.find((r) => r.method === 'POST' && r.path === '/rest/v1/lesson_files');
    expect(insert?.body).toEqual({
      lesson_id: 421,
      object_name: uploaded?.path.replace('/storage/v1/object/lesson-files/', ''),
      file_name: 'สรุปบท.pdf',
    });
  });

  it('removes a file: its row, then its bytes', async () => {
    const { backend, user } = setup((request) => {
      if (request.method === 'DELETE' && request.path === '/storage/v1/object/lesson-files')
        return { status: 200, body: [{ name: listed.object_name }] };
      if (request.method === 'DELETE') return { status: 204, body: null };
      return { status: 200, body: backend.sent.some((r) => r.method === 'DELETE') ? [] : [listed] };
    });
    await user.click(await screen.findByRole('button', { name: 'ลบไฟล์ แบบฝึกหัด.pdf' }));
    expect(await screen.findByText('บทเรียนนี้ยังไม่มีไฟล์ให้ดาวน์โหลด')).toBeVisible();
    const deletes = backend.sent.filter((r) => r.method === 'DELETE');
    expect(deletes.map((r) => r.path)).toEqual(['/rest/v1/lesson_files', '/storage/v1/object/lesson-files']);
    expect(deletes[0]?.search.get('id')).toBe('eq.5');
    expect(deletes[1]?.body).toEqual({ prefixes: ['421/old-abc.pdf'] });
  });

  it('says in Thai when the database refuses to list the upload', async () => {
    const { user } = setup((request) => {
      if (request.method === 'POST' && request.path === '/rest/v1/lesson_files')
        return { status: 403, body: { code: '42501', message: 'new row violates row-level security policy', details: null, hint: null } };
      if (request.path === '/rest/v1/lesson_files') return { status: 200, body: [] };
      return { status: 200, body: { Id: 'x', Key: 'lesson-files/421/x.pdf' } };
    });
    await user.upload(await screen.findByLabelText(/เลือกไฟล์ให้ดาวน์โหลด/), pdf());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('อัปโหลดแล้วแต่เพิ่มไฟล์ในบทเรียนไม่สำเร็จ'));
  });
});
