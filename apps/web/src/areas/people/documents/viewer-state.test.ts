import { describe, expect, it } from 'vitest';
import { turnedBox, viewerStep, zoomStep, ZOOM_MAX, ZOOM_MIN } from './viewer-state';

const start = { index: 0, rotation: 0 };

describe('image viewer state', () => {
  it('walks the documents round, each starting upright', () => {
    const turned = viewerStep(start, 'rotate', 6);
    expect(turned).toEqual({ index: 0, rotation: 90 });
    expect(viewerStep(turned, 'next', 6)).toEqual({ index: 1, rotation: 0 });
    expect(viewerStep(start, 'previous', 6).index).toBe(5);
    expect(viewerStep({ ...start, index: 5 }, 'next', 6).index).toBe(0);
  });

  it('rotates both ways by quarter turns; reset stands the picture upright', () => {
    expect(viewerStep(start, 'rotateBack', 1).rotation).toBe(270);
    expect(viewerStep({ ...start, rotation: 270 }, 'rotate', 1).rotation).toBe(0);
    expect(viewerStep({ index: 2, rotation: 180 }, 'reset', 4)).toEqual({ index: 2, rotation: 0 });
    expect(viewerStep(start, 'zoomIn', 4)).toBe(start);
  });

  it('zooms by a quarter within bounds', () => {
    expect(zoomStep(zoomStep(1, 'zoomIn'), 'zoomIn')).toBe(1.563);
    let scale = 1;
    for (let i = 0; i < 20; i++) scale = zoomStep(scale, 'zoomIn');
    expect(scale).toBe(ZOOM_MAX);
    for (let i = 0; i < 40; i++) scale = zoomStep(scale, 'zoomOut');
    expect(scale).toBe(ZOOM_MIN);
  });

  it('swaps the sides of a picture turned a quarter', () => {
    expect(turnedBox(300, 200, 90)).toEqual({ width: 200, height: 300 });
    expect(turnedBox(300, 200, 180)).toEqual({ width: 300, height: 200 });
  });
});
