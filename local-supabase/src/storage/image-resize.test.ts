import { describe, expect, it } from 'vitest';
import { planResize, resize } from './image-resize.ts';

describe('planResize (imgproxy geometry as hosted configures it)', () => {
  it.each([
    ['cover crops the centre of the covering size', { width: 100, height: 100 }, [200, 100, 100, 100]],
    ['contain fits inside', { width: 100, height: 100, resize: 'contain' as const }, [100, 50, 100, 50]],
    ['fill stretches', { width: 100, height: 100, resize: 'fill' as const }, [100, 100, 100, 100]],
    ['one side keeps the aspect ratio', { height: 50 }, [100, 50, 100, 50]],
    ['never enlarges (cover)', { width: 800, height: 800 }, [400, 200, 400, 200]],
    ['never enlarges (fill)', { width: 800, height: 100, resize: 'fill' as const }, [400, 100, 400, 100]],
    ['no size: the source as it is', {}, [400, 200, 400, 200]],
  ])('%s', (_what, target, expected) => {
    const plan = planResize(400, 200, target);
    expect([plan.scaledWidth, plan.scaledHeight, plan.outWidth, plan.outHeight]).toEqual(expected);
  });
});

describe('resize', () => {
  it('averages the source pixels each output pixel covers', () => {
    // 2×1: black and white → 1×1 mid grey.
    const source = { width: 2, height: 1, data: new Uint8Array([0, 0, 0, 255, 255, 255, 255, 255]) };
    const out = resize(source, { scaledWidth: 1, scaledHeight: 1, outWidth: 1, outHeight: 1 });
    expect(Array.from(out.data)).toEqual([128, 128, 128, 255]);
  });
});
