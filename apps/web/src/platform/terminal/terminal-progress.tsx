import { t } from '@careops/core/i18n';

/** The bar of a running bulk command in the terminal panel: items finished of all. */
export function TerminalProgress({ done, total }: { done: number; total: number }) {
  const share = total > 0 ? Math.min(1, done / total) : 1;
  const label = t('keyboard.terminal.progress', { done, total, percent: Math.floor(share * 100) });
  return (
    <div className="flex items-center gap-3 border-t border-gray-800 px-4 py-1.5 text-xs text-gray-300" data-testid="terminal-progress">
      <div
        role="progressbar"
        aria-label={t('keyboard.terminal.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={label}
        className="h-1.5 flex-1 overflow-hidden rounded bg-gray-800"
      >
        <div className="h-full bg-cyan-500" style={{ width: `${share * 100}%` }} />
      </div>
      <span className="tabular-nums">{label}</span>
    </div>
  );
}
