import { t, type MessageKey } from '@careops/core/i18n';
import * as Dialog from '@radix-ui/react-dialog';
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { TransformComponent, TransformWrapper, type ReactZoomPanPinchRef } from 'react-zoom-pan-pinch';
import { useReturnFocus } from '../../../ui/use-return-focus';
import type { ReviewDocument } from './documents';
import { turnedBox, VIEWER_KEYS, viewerStep, zoomStep, ZOOM_MAX, ZOOM_MIN, type ViewerAction, type ViewerState } from './viewer-state';

export interface ImageViewerProps {
  documents: readonly ReviewDocument[];
  /** The document shown first. */
  start: number;
  onClose(): void;
}

const TOOLS: ReadonlyArray<{ action: ViewerAction; label: MessageKey; caps: string; glyph: string }> = [
  { action: 'previous', label: 'people.ui.viewer.previous', caps: '←', glyph: '‹' },
  { action: 'next', label: 'people.ui.viewer.next', caps: '→', glyph: '›' },
  { action: 'zoomOut', label: 'people.ui.viewer.zoomOut', caps: '-', glyph: '−' },
  { action: 'zoomIn', label: 'people.ui.viewer.zoomIn', caps: '+', glyph: '+' },
  { action: 'rotate', label: 'people.ui.viewer.rotate', caps: 'r', glyph: '↻' },
  { action: 'reset', label: 'people.ui.viewer.reset', caps: '0', glyph: '⌂' },
];

/**
 * The document viewer of a review: one image at a time in a modal dialog, on a pan/zoom
 * surface (react-zoom-pan-pinch): drag to pan, wheel or pinch to zoom, + / − by keyboard and
 * 0 to reset, rotate (r, shift+R back), next and previous (→ ← or j k), Escape closes and focus
 * returns to what opened it. Every key also has a button. The surface holds the picture in its
 * turned box, so every corner of a zoomed picture can be panned into view.
 */
export function ImageViewer({ documents, start, onClose }: ImageViewerProps) {
  const [state, setState] = useState<ViewerState>({ index: Math.min(Math.max(0, start), Math.max(0, documents.length - 1)), rotation: 0 });
  const [scale, setScale] = useState(1);
  const surface = useRef<ReactZoomPanPinchRef>(null);
  const returnFocus = useReturnFocus(true);
  const current = documents[state.index];
  const act = (action: ViewerAction) => {
    const zoom = surface.current;
    if (zoom && (action === 'zoomIn' || action === 'zoomOut')) {
      const now = zoom.state.scale;
      // The surface keeps its scale to hundredths (two presses of + from 1 give 1.56).
      const target = zoomStep(now, action);
      if (action === 'zoomIn') void zoom.zoomIn(target - now, 0);
      else void zoom.zoomOut(now - target, 0);
      return;
    }
    if (zoom && action === 'reset') void zoom.centerView(1, 0);
    setState((s) => {
      const next = viewerStep(s, action, documents.length);
      if (next.index !== s.index) setScale(1);
      return next;
    });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const action = VIEWER_KEYS[event.key];
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    act(action);
  };
  const show = (index: number) => {
    setState({ index, rotation: 0 });
    setScale(1);
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[70] bg-black/70" />
        <Dialog.Content
          className="fixed inset-4 z-[71] flex flex-col rounded bg-white shadow-xl focus:outline-none"
          data-testid="image-viewer"
          onKeyDown={onKeyDown}
          onCloseAutoFocus={returnFocus}
        >
          <div className="flex flex-wrap items-center gap-2 border-b border-gray-200 px-4 py-2">
            <Dialog.Title className="mr-auto text-base font-semibold text-gray-900" data-testid="viewer-title">
              {current ? t('people.ui.viewer.title', { label: current.label, index: state.index + 1, count: documents.length }) : t('people.ui.viewer.none')}
            </Dialog.Title>
            <Dialog.Description className="sr-only">{t('people.ui.viewer.keys')}</Dialog.Description>
            {TOOLS.map((tool) => (
              <button
                key={tool.action}
                type="button"
                className="btn-secondary min-w-9 px-2 py-1"
                onClick={() => act(tool.action)}
                aria-label={`${t(tool.label)} (${tool.caps})`}
                title={`${t(tool.label)} (${tool.caps})`}
                data-testid={`viewer-${tool.action}`}
                disabled={(tool.action === 'next' || tool.action === 'previous') && documents.length < 2}
              >
                {tool.glyph}
              </button>
            ))}
            <span className="w-14 text-right text-sm text-gray-700" aria-live="polite" data-testid="viewer-zoom">
              {Math.round(scale * 100)}%
            </span>
            <Dialog.Close className="btn-primary px-3 py-1" data-testid="viewer-close">
              {t('web.common.close')}
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 bg-gray-100" data-testid="viewer-surface">
            {current && (
              <TransformWrapper
                key={current.key}
                ref={surface}
                minScale={ZOOM_MIN}
                maxScale={ZOOM_MAX}
                centerOnInit
                centerZoomedOut
                doubleClick={{ mode: 'toggle' }}
                onTransform={(_, next) => setScale(Math.round(next.scale * 1000) / 1000)}
              >
                <TransformComponent wrapperStyle={{ width: '100%', height: '100%' }}>
                  <TurnedImage document={current} index={state.index} rotation={state.rotation} scale={scale} />
                </TransformComponent>
              </TransformWrapper>
            )}
          </div>
          <ol className="flex gap-2 overflow-x-auto border-t border-gray-200 px-4 py-2" aria-label={t('people.ui.viewer.all')}>
            {documents.map((d, i) => (
              <li key={d.key}>
                <button
                  type="button"
                  aria-current={i === state.index || undefined}
                  className={`rounded border px-2 py-1 text-xs ${i === state.index ? 'border-primary-strong bg-primary-soft text-gray-900' : 'border-gray-200 text-gray-700'}`}
                  onClick={() => show(i)}
                >
                  {i + 1}. {d.label}
                </button>
              </li>
            ))}
          </ol>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * The picture in a box the size it takes once turned, so the surface's bounds are the turned
 * picture's: the image is measured as laid out (CSS transforms do not change that) and turned
 * about the box's centre.
 */
function TurnedImage({ document, index, rotation, scale }: { document: ReviewDocument; index: number; rotation: number; scale: number }) {
  const image = useRef<HTMLImageElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const img = image.current;
    if (!img) return;
    const measure = () => setSize({ width: img.offsetWidth, height: img.offsetHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(img);
    return () => observer.disconnect();
  }, [rotation]);
  const box = turnedBox(size.width, size.height, rotation);
  const sideways = rotation % 180 !== 0;
  return (
    <div className="relative" style={box} data-testid="viewer-picture">
      <img
        ref={image}
        src={document.url}
        alt={document.label}
        draggable={false}
        data-testid="viewer-image"
        data-index={index}
        data-zoom={scale}
        data-rotation={rotation}
        className="absolute left-1/2 top-1/2 max-w-none select-none"
        style={{
          transform: `translate(-50%, -50%) rotate(${rotation}deg)`,
          maxHeight: sideways ? '80vw' : '80vh',
          maxWidth: sideways ? '80vh' : '90vw',
        }}
      />
    </div>
  );
}
