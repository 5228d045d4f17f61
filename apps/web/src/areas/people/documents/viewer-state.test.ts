import { describe, expect, it } from 'vitest';
import { viewerStep, ZOOM_MAX, ZOOM_MIN } from './viewer-state';

const start = { index: 0, zoom: 1, rotation: 0 };

describe('image viewer state', () => {
  it('walks the documents round, each starting unzoomed and upright', () => {
    const turned = viewerStep(viewerStep(start, 'zoomIn', 6), 'rotate', 6);
    expect(turned).toEqual({ index: 0, zoom: 1.25, rotation: 90 });
    expect(viewerStep(turned, 'next', 6)).toEqual({ index: 1, zoom: 1, rotation: 0 });
    expect(viewerStep(start, 'previous', 6).index).toBe(5);
    expect(viewerStep({ ...start, index: 5 }, 'next', 6).index).toBe(0);
  });

  it('zooms within bounds and rotates both ways by quarter turns', () => {
    let s = start;
    for (let i = 0; i < 20; i++) s = viewerStep(s, 'zoomIn', 1);
    expect(s.zoom).toBe(ZOOM_MAX);
    for (let i = 0; i < 40; i++) s = viewerStep(s, 'zoomOut', 1);
    expect(s.zoom).toBe(ZOOM_MIN);
    expect(viewerStep(start, 'rotateBack', 1).rotation).toBe(270);
    expect(viewerStep({ ...start, rotation: 270 }, 'rotate', 1).rotation).toBe(0);
    expect(viewerStep({ index: 2, zoom: 3, rotation: 180 }, 'reset', 4)).toEqual({ index: 2, zoom: 1, rotation: 0 });
  });
});
