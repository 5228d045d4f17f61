import { t } from '@careops/core/i18n';
import { formatValue, voiceAnnouncementsResource } from '@careops/core/resources';
import { ResourcePage } from '../../kit/resource-page';

const statusText = (status: string) => t(`security.voice.recipient.${status}` as 'security.voice.recipient.pending');

/** /security-center/voice-announcements: announcements spoken to the nurses of chosen studios, now or later; each recipient's status. */
export function VoicePage() {
  return (
    <div className="p-6">
      <ResourcePage
        resource={voiceAnnouncementsResource}
        historyEntity="voice_announcement"
        detail={({ record }) => (
          <section aria-labelledby="voice-recipients-heading" className="space-y-2">
            <h2 id="voice-recipients-heading" className="text-base font-semibold text-gray-900">
              {t('security.voice.recipientList')} <span className="text-sm font-normal text-gray-600">({record.recipientList.length})</span>
            </h2>
            <ul className="divide-y divide-gray-100 rounded border border-gray-200 bg-white text-sm" data-testid="voice-recipients">
              {record.recipientList.map((r) => (
                <li key={r.nurse.id} className="flex gap-4 px-3 py-2">
                  <span className="w-48 font-medium text-gray-900">{r.nurse.name}</span>
                  <span className="w-48 text-gray-700">{r.studio.name}</span>
                  <span className="text-gray-800">{statusText(r.status)}</span>
                  {r.deliveredAt !== null && <span className="text-gray-600">{formatValue({ key: 'deliveredAt', title: 'security.voice.sentAt', format: 'date' }, r.deliveredAt)}</span>}
                </li>
              ))}
            </ul>
          </section>
        )}
      />
    </div>
  );
}
