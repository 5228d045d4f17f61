import { t } from '@careops/core/i18n';
import { useState } from 'react';
import { Icon } from '../../ui/icon';

/** Per browser tab, like the session it belongs to. */
export const CONSULT_KEY = 'careops.consultOnline';

function readOnline(): boolean {
  try {
    return sessionStorage.getItem(CONSULT_KEY) !== '0';
  } catch {
    return true;
  }
}

/**
 * The consult toggle, shown only to users with the consult flag (spec §2, §6): whether this
 * staff member is taking consultations now. The server has no availability endpoint yet, so
 * the choice is kept in this browser tab (see docs/web-console.md).
 */
export function ConsultToggle() {
  const [online, setOnline] = useState(readOnline);
  const label = online ? t('web.consult.online') : t('web.consult.offline');
  return (
    <button
      type="button"
      aria-pressed={online}
      data-testid="consult-toggle"
      title={t('web.consult.label')}
      className={`flex h-9 items-center gap-1 rounded border px-2 text-xs ${online ? 'border-success/40 bg-success-soft text-success' : 'border-gray-300 text-gray-700'}`}
      onClick={() => {
        const next = !online;
        setOnline(next);
        try {
          sessionStorage.setItem(CONSULT_KEY, next ? '1' : '0');
        } catch {
          // Remembered for this page only.
        }
      }}
    >
      <Icon name="headset" className="size-4" />
      <span>{label}</span>
    </button>
  );
}
