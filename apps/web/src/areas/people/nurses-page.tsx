import { t } from '@careops/core/i18n';
import { nursesResource } from '@careops/core/resources';
import { navigate } from 'wouter/use-browser-location';
import { ListPage } from '../../kit/list/list-page';
import { usePage } from '../../platform/shell/page-context';

/** Days of the "expiring soon" shortcut beside the filter (any number can be typed in the filter itself). */
export const EXPIRING_SOON_DAYS = 30;

/**
 * /service-nurse: nurses by name, phone, studio, title and status, and those whose practice
 * certificate expires within N days (the `expiringWithinDays` filter; a lapsed certificate
 * blocks new assignments); suspend/reactivate and move studio, also in bulk.
 */
export function NursesPage() {
  const { active, path } = usePage();
  const expiring = (
    <a
      href={`${path}?expiringWithinDays=${EXPIRING_SOON_DAYS}&sort=certificateExpiresAt`}
      className="btn-secondary"
      data-testid="nurses-expiring"
      onClick={(e) => {
        e.preventDefault();
        navigate(`${path}?expiringWithinDays=${EXPIRING_SOON_DAYS}&sort=certificateExpiresAt`);
      }}
    >
      {t('people.ui.nurses.expiringSoon', { days: EXPIRING_SOON_DAYS })}
    </a>
  );
  return (
    <div className="p-6">
      <ListPage resource={nursesResource} active={active} toolbar={expiring} />
    </div>
  );
}
