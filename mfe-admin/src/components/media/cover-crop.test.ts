import { describe, expect, it } from 'vitest';
import { centreCrop16x9, coverSize } from './cover-crop.ts';
import { safeFileName } from './media-paths.ts';

describe('cover crop', () => {
  it('takes the largest centred 16:9 rectangle of a portrait, a square and a wide picture', () => {
    expect(centreCrop16x9(3000, 4000)).toEqual({ x: 0, y: 1156, width: 3000, height: 1688 });
    expect(centreCrop16x9(1000, 1000)).toEqual({ x: 0, y: 219, width: 1000, height: 563 });
    expect(centreCrop16x9(4000, 1000)).toEqual({ x: 1111, y: 0, width: 1778, height: 1000 });
  });

  it('resizes to at most 1280 px wide and never enlarges', () => {
    expect(coverSize({ width: 3000, height: 1688 })).toEqual({ width: 1280, height: 720 });
    expect(coverSize({ width: 640, height: 360 })).toEqual({ width: 640, height: 360 });
  });
});

describe('safeFileName', () => {
  it('keeps a safe stem and extension, and makes names unique', () => {
    expect(safeFileName('บทที่ 1 intro.MP4')).toMatch(/^1-intro-[a-z0-9]+\.mp4$/);
    expect(safeFileName('ภาพ.png')).toMatch(/^file-[a-z0-9]+\.png$/);
  });
});
