/** Which document the image viewer shows and how it is turned (pure, tested). */
export interface ViewerState {
  index: number;
  /** Degrees clockwise: 0, 90, 180 or 270. */
  rotation: number;
}

export const ZOOM_MIN = 0.25;
export const ZOOM_MAX = 4;
const ZOOM_STEP = 1.25;

const round = (n: number) => Math.round(n * 1000) / 1000;

export type ViewerAction = 'next' | 'previous' | 'zoomIn' | 'zoomOut' | 'reset' | 'rotate' | 'rotateBack';

/**
 * The viewer after an action; moving to another document starts it upright (and, since the
 * pan/zoom surface is made afresh for it, unzoomed). Zooming is the surface's, see `zoomStep`.
 */
export function viewerStep(state: ViewerState, action: ViewerAction, count: number): ViewerState {
  switch (action) {
    case 'next':
      return count === 0 ? state : { index: (state.index + 1) % count, rotation: 0 };
    case 'previous':
      return count === 0 ? state : { index: (state.index - 1 + count) % count, rotation: 0 };
    case 'reset':
      return { ...state, rotation: 0 };
    case 'rotate':
      return { ...state, rotation: (state.rotation + 90) % 360 };
    case 'rotateBack':
      return { ...state, rotation: (state.rotation + 270) % 360 };
    case 'zoomIn':
    case 'zoomOut':
      return state;
  }
}

/** The scale a zoom key goes to from `scale`: a quarter more or less, within bounds. */
export function zoomStep(scale: number, action: 'zoomIn' | 'zoomOut'): number {
  return action === 'zoomIn' ? Math.min(ZOOM_MAX, round(scale * ZOOM_STEP)) : Math.max(ZOOM_MIN, round(scale / ZOOM_STEP));
}

/** The box a picture of `width` × `height` takes once turned by `rotation` degrees. */
export function turnedBox(width: number, height: number, rotation: number): { width: number; height: number } {
  return rotation % 180 === 0 ? { width, height } : { width: height, height: width };
}

/** The viewer's keys (inside its dialog only, so `r` rotates there and rejects nowhere). */
export const VIEWER_KEYS: Readonly<Record<string, ViewerAction>> = {
  ArrowRight: 'next',
  ArrowDown: 'next',
  n: 'next',
  j: 'next',
  ArrowLeft: 'previous',
  ArrowUp: 'previous',
  p: 'previous',
  k: 'previous',
  '+': 'zoomIn',
  '=': 'zoomIn',
  '-': 'zoomOut',
  '0': 'reset',
  r: 'rotate',
  R: 'rotateBack',
};
