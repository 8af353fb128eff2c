import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@shared/testing';
import { startFakeBackend, type SentRequest } from '@shared/testing/fake-backend';
import type { MarkdownImageTarget } from './media/index.ts';
import { MarkdownEditor } from './markdown-editor.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'ภาพหน้าจอ.png', { type: 'image/png' });

function ControlledEditor({ images, initial }: { images?: MarkdownImageTarget; initial: string }) {
  const [value, setValue] = useState(initial);
  return <MarkdownEditor id="body" aria-label="เนื้อหา" value={value} onChange={(e) => setValue(e.target.value)} images={images} />;
}

function setup(images: MarkdownImageTarget | undefined, answer: (request: SentRequest) => { status: number; body: unknown }) {
  const backend = startFakeBackend(answer);
  renderWithProviders(<ControlledEditor images={images} initial="ย่อหน้าแรก" />);
  const textarea = screen.getByLabelText<HTMLTextAreaElement>('เนื้อหา');
  textarea.setSelectionRange(textarea.value.length, textarea.value.length);
  return { backend, textarea };
}

const stored = (request: SentRequest) => ({ status: 200, body: { Id: 'x', Key: request.path.replace('/storage/v1/object/', '') } });

describe('MarkdownEditor: images pasted or dropped', () => {
  it("uploads a pasted image to the course's lesson images and inserts its Markdown at the caret", async () => {
    const { backend, textarea } = setup({ kind: 'course', courseId: 7 }, stored);
    fireEvent.paste(textarea, { clipboardData: { files: [png()] } });
    await waitFor(() =>
      expect(textarea.value).toMatch(
        /^ย่อหน้าแรก\n\n!\[รูปภาพ\]\(http:\/\/127\.0\.0\.1:9\/storage\/v1\/object\/public\/lesson-images\/7\/file-[a-z0-9]+\.png\)\n$/,
      ),
    );
    expect(backend.sent.map((r) => `${r.method} ${r.path.replace(/file-[a-z0-9]+/, 'file')}`)).toEqual([
      'POST /storage/v1/object/lesson-images/7/file.png',
    ]);
  });

  it("puts an article's dropped image in article-images, in this month's folder", async () => {
    const { backend, textarea } = setup({ kind: 'article' }, stored);
    fireEvent.drop(textarea, { dataTransfer: { files: [png()] } });
    const month = new Date().toISOString().slice(0, 7);
    await waitFor(() => expect(textarea.value).toContain(`/storage/v1/object/public/article-images/${month}/`));
    expect(backend.sent[0]?.path).toMatch(new RegExp(`^/storage/v1/object/article-images/${month}/file-[a-z0-9]+\\.png$`));
  });

  it('says in Thai when Storage refuses, and leaves the text as it was', async () => {
    const { textarea } = setup({ kind: 'course', courseId: 2 }, () => ({
      status: 400,
      body: { statusCode: '403', error: 'Unauthorized', message: 'new row violates row-level security policy' },
    }));
    fireEvent.paste(textarea, { clipboardData: { files: [png()] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('คุณไม่มีสิทธิ์อัปโหลดไฟล์ในคอร์สนี้');
    expect(textarea.value).toBe('ย่อหน้าแรก');
  });

  it('leaves a paste without images, or an editor without a target, to the browser', () => {
    const { backend, textarea } = setup(undefined, stored);
    const event = new Event('paste', { bubbles: true, cancelable: true });
    Object.assign(event, { clipboardData: { files: [png()] } });
    textarea.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(backend.sent).toHaveLength(0);
  });
});
