import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@shared/testing';
import { fakeRest, FAKE_SUPABASE_URL, type SeenRequest } from '@shared/testing/fake-rest';
import { learnerProfile } from '../../../testing/learner-profile.ts';
import { AVATAR_MAX_BYTES } from '../lib/avatar-file.ts';
import type { SquareCrop } from '../lib/square-crop.ts';
import { AvatarPicker } from './avatar-picker.tsx';

// jsdom has no image decoder and no canvas: the browser-only drawing is replaced, the rest is real.
const rendered = vi.hoisted(() => ({ crops: [] as SquareCrop[], decodable: true }));
vi.mock('../lib/render-avatar.ts', () => ({
  AVATAR_SIZE: 256,
  decodeImage: () => (rendered.decodable ? Promise.resolve({ width: 400, height: 300 }) : Promise.reject(new Error('broken'))),
  drawSquare: () => undefined,
  renderAvatar: (_image: unknown, crop: SquareCrop) => {
    rendered.crops.push(crop);
    return Promise.resolve(new Blob(['webp bytes'], { type: 'image/webp' }));
  },
}));

const profile = learnerProfile();
const png = (bytes = 10) => new File([new Uint8Array(bytes)], 'me.png', { type: 'image/png' });
let restore: (() => void) | null = null;
afterEach(() => {
  restore?.();
  restore = null;
  rendered.crops.length = 0;
  rendered.decodable = true;
});

const setup = (handler: (r: SeenRequest) => { status?: number; body: unknown } = () => ({ body: {} })) => {
  const fake = fakeRest(handler);
  restore = fake.restore;
  // applyAccept off: a learner can pick any file in the dialog ("all files"), which is what is tested.
  const user = userEvent.setup({ applyAccept: false });
  renderWithProviders(<AvatarPicker profile={profile} />);
  return { user, seen: fake.seen, input: screen.getByLabelText('เลือกรูปภาพ') };
};

describe('AvatarPicker', () => {
  it('refuses a file that is not an image, in Thai, on the field', async () => {
    const { user, input } = setup();
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ไฟล์นี้ไม่ใช่รูปภาพ');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('img', { name: 'ตัวอย่างรูปโปรไฟล์' })).not.toBeInTheDocument();
  });

  it('refuses an image over 2 MB, and a file the browser cannot open', async () => {
    const { user, input } = setup();
    await user.upload(input, png(AVATAR_MAX_BYTES + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('ไฟล์ใหญ่เกิน 2 MB');
    rendered.decodable = false;
    await user.upload(input, png());
    expect(await screen.findByRole('alert')).toHaveTextContent('เปิดรูปภาพนี้ไม่ได้');
  });

  // Native range inputs: the browser moves them with the arrow keys (the e2e presses them); jsdom
  // does not, so here the sliders are set as the browser would after those keys.
  it('frames the picture with the sliders, uploads it into the member’s folder and saves its URL', async () => {
    const { user, input, seen } = setup((r) => (r.method === 'PATCH' ? { body: { avatar_url: 'x' } } : { body: { Key: 'avatars/x' } }));
    await user.upload(input, png());
    expect(await screen.findByRole('img', { name: 'ตัวอย่างรูปโปรไฟล์' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('ขยาย'), { target: { value: '1.1' } });
    fireEvent.change(screen.getByLabelText('เลื่อนซ้าย–ขวา'), { target: { value: '0' } });
    await user.click(screen.getByRole('button', { name: 'บันทึกรูปโปรไฟล์' }));

    await waitFor(() => expect(seen.some((r) => r.method === 'PATCH')).toBe(true));
    expect(rendered.crops).toEqual([{ zoom: 1.1, x: 0, y: 50 }]);
    const uploadRequest = seen.find((r) => r.path.startsWith('/storage/v1/object/avatars/'));
    expect(uploadRequest?.path).toBe(`/storage/v1/object/avatars/${profile.id}/avatar`);
    const patch = seen.find((r) => r.method === 'PATCH');
    expect(patch?.path).toContain(`/users?id=eq.${profile.id}`);
    expect((patch?.body as { avatar_url: string }).avatar_url).toMatch(
      new RegExp(`^${FAKE_SUPABASE_URL}/storage/v1/object/public/avatars/${profile.id}/avatar\\?v=\\d+$`),
    );
    await waitFor(() => expect(screen.queryByRole('img', { name: 'ตัวอย่างรูปโปรไฟล์' })).not.toBeInTheDocument());
  });

  it('says so in Thai when Storage refuses the upload, keeping the framing on screen', async () => {
    const { user, input } = setup((r) =>
      r.path.startsWith('/storage/')
        ? { status: 400, body: { statusCode: '413', error: 'Payload too large', message: 'too big' } }
        : { body: {} },
    );
    await user.upload(input, png());
    await user.click(await screen.findByRole('button', { name: 'บันทึกรูปโปรไฟล์' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ไฟล์ใหญ่เกิน 2 MB');
    expect(screen.getByRole('img', { name: 'ตัวอย่างรูปโปรไฟล์' })).toBeInTheDocument();
  });
});
