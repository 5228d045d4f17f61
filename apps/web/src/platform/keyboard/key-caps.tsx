import { t } from '@careops/core/i18n';
import { bindingLabels } from './keymap';

interface KeyCapsProps {
  /** A binding such as 'mod+k' or 'g o'. */
  keys: string;
  isMac: boolean;
  className?: string;
}

function safeLabels(keys: string, isMac: boolean): string[][] {
  try {
    return bindingLabels(keys, isMac);
  } catch {
    return [[keys]];
  }
}

/** A binding drawn as <kbd> key caps: 'Ctrl K', or 'G then O' for a chord. */
export function KeyCaps({ keys, isMac, className }: KeyCapsProps) {
  const strokes = safeLabels(keys, isMac);
  return (
    <span className={`inline-flex items-center gap-1 whitespace-nowrap ${className ?? ''}`} data-keys={keys}>
      {strokes.map((stroke, i) => (
        <span key={i} className="inline-flex items-center gap-0.5">
          {i > 0 && <span className="px-0.5 text-[11px] text-gray-600">{t('keyboard.sheet.then')}</span>}
          {stroke.map((label, j) => (
            <kbd key={j} className="min-w-[1.4rem] rounded border border-gray-300 border-b-2 bg-white px-1.5 py-px text-center font-mono text-[11px] leading-5 text-gray-700">
              {label}
            </kbd>
          ))}
        </span>
      ))}
    </span>
  );
}
