/** Zoom and rotation of the image viewer (pure, tested). */
export interface ViewerState {
  index: number;
  zoom: number;
  /** Degrees clockwise: 0, 90, 180 or 270. */
  rotation: number;
}

export const ZOOM_MIN = 0.25;
export const ZOOM_MAX = 4;
const ZOOM_STEP = 1.25;

const round = (n: number) => Math.round(n * 1000) / 1000;

export type ViewerAction = 'next' | 'previous' | 'zoomIn' | 'zoomOut' | 'reset' | 'rotate' | 'rotateBack';

/** The viewer after an action; moving to another document starts it unzoomed and upright. */
export function viewerStep(state: ViewerState, action: ViewerAction, count: number): ViewerState {
  switch (action) {
    case 'next':
      return count === 0 ? state : { index: (state.index + 1) % count, zoom: 1, rotation: 0 };
    case 'previous':
      return count === 0 ? state : { index: (state.index - 1 + count) % count, zoom: 1, rotation: 0 };
    case 'zoomIn':
      return { ...state, zoom: Math.min(ZOOM_MAX, round(state.zoom * ZOOM_STEP)) };
    case 'zoomOut':
      return { ...state, zoom: Math.max(ZOOM_MIN, round(state.zoom / ZOOM_STEP)) };
    case 'reset':
      return { ...state, zoom: 1, rotation: 0 };
    case 'rotate':
      return { ...state, rotation: (state.rotation + 90) % 360 };
    case 'rotateBack':
      return { ...state, rotation: (state.rotation + 270) % 360 };
  }
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
