import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@shared/testing';
import { startFakeBackend, type SentRequest } from '@shared/testing/fake-backend';
import { CaptionUpload } from './caption-upload.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const vtt = (text: string, name = 'th.vtt') => new File([text], name, { type: 'text/vtt' });

function setup(answer: (request: SentRequest) => { status: number; body: unknown }) {
  const backend = startFakeBackend(answer);
  const onUploaded = vi.fn();
  const user = userEvent.setup({ applyAccept: false });
  renderWithProviders(<CaptionUpload lessonId={123} lang="th" onUploaded={onUploaded} />);
  return { user, onUploaded, sent: backend.sent, input: screen.getByLabelText(/เลือกไฟล์คำบรรยาย/) };
}

describe('CaptionUpload', () => {
  it('refuses an SRT file in Thai before sending a byte', async () => {
    const { user, onUploaded, sent, input } = setup(() => ({ status: 200, body: {} }));
    await user.upload(input, vtt('1\n00:00:01,000 --> 00:00:02,000\nสวัสดี', 'th.srt'));
    expect(await screen.findByRole('alert')).toHaveTextContent('ไฟล์คำบรรยายไม่ใช่ WebVTT ที่ถูกต้อง: บรรทัดแรกต้องเป็น WEBVTT');
    expect(sent.filter((request) => request.path.startsWith('/storage/'))).toHaveLength(0);
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('uploads a WebVTT file to lesson-captions/<lesson>/<lang>.vtt, replacing the old one', async () => {
    const { user, onUploaded, sent, input } = setup(() => ({ status: 200, body: { Id: 'x', Key: 'lesson-captions/123/th.vtt' } }));
    await user.upload(input, vtt('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nสวัสดี\n'));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith('123/th.vtt'));
    expect(screen.getByRole('status')).toHaveTextContent('อัปโหลดเรียบร้อย');
    expect(sent.map((request) => `${request.method} ${request.path}`)).toContain('POST /storage/v1/object/lesson-captions/123/th.vtt');
  });

  it('says in Thai when Storage refuses (an instructor without the second factor)', async () => {
    const { user, input } = setup(() => ({
      status: 400,
      body: { statusCode: '403', error: 'Unauthorized', message: 'new row violates row-level security policy' },
    }));
    await user.upload(input, vtt('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nhi\n'));
    expect(await screen.findByRole('alert')).toHaveTextContent('คุณไม่มีสิทธิ์อัปโหลดไฟล์ในคอร์สนี้');
  });
});
