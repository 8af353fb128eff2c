import { useRef, useState } from 'react';
import type { Profile } from '@shared/platform/auth/react';
import { Avatar } from '@shared/ui/avatar';
import { Card, CardContent, CardHeader, CardTitle } from '@shared/ui/card';
import { FormField, fieldA11y } from '@shared/ui/form-field';
import { Input } from '@shared/ui/input';
import { toast } from '@shared/platform/toast';
import { learnerTh } from '../../../config/messages.ts';
import { useUploadAvatar } from '../api/upload-avatar.ts';
import { AVATAR_ACCEPT, checkAvatarFile } from '../lib/avatar-file.ts';
import { decodeImage, renderAvatar, type DecodedImage } from '../lib/render-avatar.ts';
import type { SquareCrop } from '../lib/square-crop.ts';
import { AvatarCropper } from './avatar-cropper.tsx';

/** Storage's own refusals (413 too large, 415 not an allowed type) in the picker's words. */
function uploadErrorMessage(error: unknown): string {
  const status = typeof error === 'object' && error !== null && 'statusCode' in error ? String(error.statusCode) : '';
  if (status === '413') return learnerTh.avatar.tooLarge;
  if (status === '415') return learnerTh.avatar.notImage;
  return learnerTh.avatar.uploadFailed;
}

/**
 * ตั้งค่า → รูปโปรไฟล์: choose a picture (refused in Thai when it is not an image or over 2 MB),
 * frame it as a square in the browser, upload it into the member's own folder of the avatars
 * bucket and point the profile at it. The database accepts only that folder's URL (or https).
 */
export function AvatarPicker({ profile }: { profile: Profile }) {
  const t = learnerTh.avatar;
  const [error, setError] = useState<string | undefined>(undefined);
  const [image, setImage] = useState<DecodedImage | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();

  const choose = async (file: File | undefined) => {
    setImage(null);
    if (!file) return;
    const check = checkAvatarFile(file);
    if (!check.ok) {
      setError(check.message);
      return;
    }
    try {
      setImage(await decodeImage(file));
      setError(undefined);
    } catch {
      setError(t.unreadable);
    }
  };

  const close = () => {
    setImage(null);
    if (input.current) input.current.value = '';
  };

  const save = async (crop: SquareCrop) => {
    if (!image) return;
    try {
      const picture = await renderAvatar(image, crop);
      await upload.mutateAsync({ userId: profile.id, image: picture });
      toast.success(t.saved);
      close();
    } catch (failure) {
      setError(uploadErrorMessage(failure));
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex items-center gap-4">
          <Avatar name={profile.name} src={profile.avatar_url} className="size-20 text-2xl [&_span]:text-2xl" />
          <div className="min-w-0 flex-1">
            <FormField id="avatar-file" label={t.choose} error={error} hint={t.intro}>
              <Input
                ref={input}
                {...fieldA11y('avatar-file', error)}
                type="file"
                accept={AVATAR_ACCEPT}
                disabled={upload.isPending}
                className="h-auto cursor-pointer py-1.5"
                onChange={(event) => void choose(event.target.files?.[0])}
              />
            </FormField>
          </div>
        </div>
        {image ? <AvatarCropper image={image} pending={upload.isPending} onSave={(crop) => void save(crop)} onCancel={close} /> : null}
      </CardContent>
    </Card>
  );
}
