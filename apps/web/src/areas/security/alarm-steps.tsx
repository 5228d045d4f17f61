import type { AlarmDetail } from '@careops/core/contract';
import { formatRelativeTime } from '@careops/core/format';
import { t } from '@careops/core/i18n';
import { formatValue } from '@careops/core/resources';

const at = (ms: number) => formatValue({ key: 'at', title: 'security.res.raisedAt', format: 'date' }, ms);

/** An alarm's page section: where the nurse was last seen and how long ago, and every step, timed and attributed (the record page follows the live channel). */
export function AlarmSteps({ record }: { record: AlarmDetail }) {
  return (
    <div className="space-y-4">
      <p className="text-sm text-gray-800" data-testid="alarm-location">
        {t('security.res.location')}: {record.latitude.toFixed(5)}, {record.longitude.toFixed(5)} · {formatRelativeTime(record.locationAt)}
      </p>
      <section aria-labelledby="alarm-steps-heading" className="space-y-2">
        <h2 id="alarm-steps-heading" className="text-base font-semibold text-gray-900">
          {t('security.ui.steps')}
        </h2>
        <ol className="divide-y divide-gray-100 rounded border border-gray-200 bg-white text-sm" data-testid="alarm-steps">
          {record.steps.map((step) => (
            <li key={step.id} className="flex flex-wrap gap-x-4 px-3 py-2" data-testid="alarm-step">
              <span className="w-40 text-gray-600">{at(step.at)}</span>
              <span className="font-medium text-gray-900">{t(`security.step.${step.step}` as 'security.step.raised')}</span>
              <span className="text-gray-700">{step.actor?.name ?? t(step.actorKind === 'nurse' ? 'security.actor.nurse' : 'security.actor.system')}</span>
              {step.level > 0 && <span className="text-gray-700">{t(`security.level.${step.level}` as 'security.level.1')}</span>}
              {step.detail && <span className="text-gray-700">{step.detail}</span>}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
