import { t, type MessageKey } from '@careops/core';
import * as Dialog from '@radix-ui/react-dialog';
import { useState, type KeyboardEvent } from 'react';
import { useReturnFocus } from '../../../ui/use-return-focus';
import type { ReviewDocument } from './documents';
import { VIEWER_KEYS, viewerStep, type ViewerAction } from './viewer-state';

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
 * The document viewer of a review: one image at a time in a modal dialog, zoom (+ / −, 0 to
 * reset), rotate (r, shift+R back), next and previous (→ ← or j k), Escape closes and focus
 * returns to what opened it. Every key also has a button.
 */
export function ImageViewer({ documents, start, onClose }: ImageViewerProps) {
  const [state, setState] = useState({ index: Math.min(Math.max(0, start), Math.max(0, documents.length - 1)), zoom: 1, rotation: 0 });
  const returnFocus = useReturnFocus(true);
  const current = documents[state.index];
  const act = (action: ViewerAction) => setState((s) => viewerStep(s, action, documents.length));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const action = VIEWER_KEYS[event.key];
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    act(action);
  };
  const sideways = state.rotation % 180 !== 0;

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
              {Math.round(state.zoom * 100)}%
            </span>
            <Dialog.Close className="btn-primary px-3 py-1" data-testid="viewer-close">
              {t('web.common.close')}
            </Dialog.Close>
          </div>
          <div className="flex flex-1 items-center justify-center overflow-auto bg-gray-100 p-4">
            {current && (
              <img
                key={current.key}
                src={current.url}
                alt={current.label}
                data-testid="viewer-image"
                data-index={state.index}
                data-zoom={state.zoom}
                data-rotation={state.rotation}
                className="max-w-none origin-center transition-transform duration-100"
                style={{
                  transform: `scale(${state.zoom}) rotate(${state.rotation}deg)`,
                  maxHeight: sideways ? '80vw' : '80vh',
                  maxWidth: sideways ? '80vh' : '90vw',
                }}
              />
            )}
          </div>
          <ol className="flex gap-2 overflow-x-auto border-t border-gray-200 px-4 py-2" aria-label={t('people.ui.viewer.all')}>
            {documents.map((d, i) => (
              <li key={d.key}>
                <button
                  type="button"
                  aria-current={i === state.index || undefined}
                  className={`rounded border px-2 py-1 text-xs ${i === state.index ? 'border-primary-strong bg-primary-soft text-gray-900' : 'border-gray-200 text-gray-700'}`}
                  onClick={() => setState({ index: i, zoom: 1, rotation: 0 })}
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
