import { describe, expect, it } from 'vitest';
import { CENTRED, sourceSquare } from './square-crop.ts';

describe('sourceSquare', () => {
  it('takes the largest centred square at zoom 1', () => {
    expect(sourceSquare(400, 200, CENTRED)).toEqual({ sx: 100, sy: 0, size: 200 });
    expect(sourceSquare(200, 400, CENTRED)).toEqual({ sx: 0, sy: 100, size: 200 });
  });

  it('zooms into a smaller square and moves it to the chosen edge', () => {
    expect(sourceSquare(400, 400, { zoom: 2, x: 0, y: 100 })).toEqual({ sx: 0, sy: 200, size: 200 });
  });

  it('never leaves the image, whatever it is asked', () => {
    expect(sourceSquare(300, 300, { zoom: 10, x: 150, y: -20 })).toEqual({ sx: 200, sy: 0, size: 100 });
    expect(sourceSquare(300, 300, { zoom: 0, x: 50, y: 50 })).toEqual({ sx: 0, sy: 0, size: 300 });
  });
});
