import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@shared/testing';
import { resetTestBackend, startSignedIn, startSignedOut, stubBackend } from '@shared/testing/stub-backend';
import { LessonDownloads } from './lesson-downloads.tsx';

afterEach(() => {
  resetTestBackend();
});

const FILES = [
  { id: 1, object_name: '421/cheatsheet-m1.pdf', file_name: 'สรุปคำสั่ง pandas.pdf', content_type: 'application/pdf', size_bytes: 1536 },
  { id: 2, object_name: '421/data-m2.zip', file_name: 'ชุดข้อมูล.zip', content_type: 'application/zip', size_bytes: 2_500_000 },
];

describe('LessonDownloads', () => {
  it("lists the lesson's files with their sizes and downloads one through a signed URL carrying its Thai name", async () => {
    await startSignedIn();
    const assign = vi.fn();
    vi.stubGlobal('location', { href: window.location.href, origin: window.location.origin, assign });
    const seen = stubBackend({
      lesson_files: () => ({ json: FILES }),
      'storage/object/sign/lesson-files/*': () => ({ json: { signedURL: '/object/sign/lesson-files/421/cheatsheet-m1.pdf?token=t' } }),
    });
    renderWithProviders(<LessonDownloads lessonId={421} />);
    expect(await screen.findByRole('heading', { name: 'เอกสารประกอบบทเรียน' })).toBeVisible();
    expect(screen.getByText(/สรุปคำสั่ง pandas\.pdf/)).toHaveTextContent('(1.5 KB)');
    expect(screen.getByText(/ชุดข้อมูล\.zip/)).toHaveTextContent('(2.4 MB)');
    const listed = seen.find((r) => r.path === 'lesson_files');
    expect(listed?.url.searchParams.get('lesson_id')).toBe('eq.421');

    await userEvent.click(screen.getByRole('button', { name: 'ดาวน์โหลด สรุปคำสั่ง pandas.pdf' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const signed = new URL(String(assign.mock.calls[0]?.[0]));
    expect(signed.pathname).toBe('/storage/v1/object/sign/lesson-files/421/cheatsheet-m1.pdf');
    expect(signed.searchParams.get('download')).toBe('สรุปคำสั่ง pandas.pdf');
    expect(seen.find((r) => r.path.startsWith('storage/object/sign/'))?.body).toEqual({ expiresIn: 60 });
    expect(signed.searchParams.get('token')).toBe('t');
  });

  it('shows nothing when the database lists no file (a member who is not enrolled)', async () => {
    await startSignedIn();
    const seen = stubBackend({ lesson_files: () => ({ json: [] }) });
    const { container } = renderWithProviders(<LessonDownloads lessonId={421} />);
    await waitFor(() => expect(seen.some((r) => r.path === 'lesson_files')).toBe(true));
    expect(container).toBeEmptyDOMElement();
  });

  it('says in Thai when Storage will not sign the file', async () => {
    await startSignedIn();
    stubBackend({
      lesson_files: () => ({ json: FILES.slice(0, 1) }),
      'storage/object/sign/lesson-files/*': () => ({
        status: 400,
        json: { statusCode: '404', error: 'not_found', message: 'Object not found' },
      }),
    });
    renderWithProviders(<LessonDownloads lessonId={421} />);
    await userEvent.click(await screen.findByRole('button', { name: 'ดาวน์โหลด สรุปคำสั่ง pandas.pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ดาวน์โหลดไม่สำเร็จ');
  });

  it('asks nothing for a visitor', () => {
    startSignedOut();
    const seen = stubBackend({});
    const { container } = renderWithProviders(<LessonDownloads lessonId={421} />);
    expect(container).toBeEmptyDOMElement();
    expect(seen.filter((r) => r.path === 'lesson_files')).toHaveLength(0);
  });
});
