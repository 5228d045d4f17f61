import { t } from '@careops/core/i18n';

/** Shows the keys of a chord in progress ("G …") until it completes or times out. */
export function ChordIndicator({ strokes }: { strokes: string[] }) {
  if (strokes.length === 0) return null;
  return (
    <div
      role="status"
      aria-label={t('keyboard.chord.pending')}
      data-testid="chord-pending"
      className="pointer-events-none fixed bottom-4 right-4 z-[52] rounded-md bg-gray-900/90 px-3 py-1.5 font-mono text-sm text-white shadow-lg"
    >
      {strokes.map((s) => s.toUpperCase()).join(' ')} …
    </div>
  );
}
