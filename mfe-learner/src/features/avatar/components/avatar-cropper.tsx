import { useEffect, useRef, useState } from 'react';
import { Button } from '@shared/ui/button';
import { Label } from '@shared/ui/label';
import { learnerTh } from '../../../config/messages.ts';
import { AVATAR_SIZE, drawSquare, type DecodedImage } from '../lib/render-avatar.ts';
import { CENTRED, MAX_ZOOM, type SquareCrop } from '../lib/square-crop.ts';

type AvatarCropperProps = {
  image: DecodedImage;
  pending: boolean;
  onSave: (crop: SquareCrop) => void;
  onCancel: () => void;
};

type SliderProps = { id: string; label: string; value: number; min: number; max: number; step: number; onChange: (value: number) => void };

/** A native range input: arrow keys, Page Up/Down, Home and End move it, and screen readers announce it. */
function Slider({ id, label, value, min, max, step, onChange }: SliderProps) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{label}</Label>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        className="w-full accent-primary"
        onChange={(event) => onChange(Number(event.target.value))}
      />
    </div>
  );
}

/** Frames the chosen picture as a square: zoom and position by slider or keyboard, with a live round preview. */
export function AvatarCropper({ image, pending, onSave, onCancel }: AvatarCropperProps) {
  const t = learnerTh.avatar;
  const [crop, setCrop] = useState<SquareCrop>(CENTRED);
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (canvas.current) drawSquare(canvas.current, image, crop);
  }, [image, crop]);
  const set = (patch: Partial<SquareCrop>) => setCrop((current) => ({ ...current, ...patch }));

  return (
    <div className="grid gap-4 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-start">
      <canvas
        ref={canvas}
        width={AVATAR_SIZE}
        height={AVATAR_SIZE}
        role="img"
        aria-label={t.preview}
        className="size-40 justify-self-center rounded-full border bg-muted"
      />
      <fieldset className="grid gap-3" disabled={pending}>
        <legend className="sr-only">{t.title}</legend>
        <p className="text-sm text-muted-foreground">{t.adjustHint}</p>
        <Slider id="avatar-zoom" label={t.zoom} value={crop.zoom} min={1} max={MAX_ZOOM} step={0.05} onChange={(zoom) => set({ zoom })} />
        <Slider id="avatar-x" label={t.horizontal} value={crop.x} min={0} max={100} step={1} onChange={(x) => set({ x })} />
        <Slider id="avatar-y" label={t.vertical} value={crop.y} min={0} max={100} step={1} onChange={(y) => set({ y })} />
        <div className="flex flex-wrap gap-2">
          <Button type="button" onClick={() => onSave(crop)}>
            {pending ? t.saving : t.save}
          </Button>
          <Button type="button" variant="outline" onClick={onCancel}>
            {t.cancel}
          </Button>
        </div>
      </fieldset>
    </div>
  );
}
