import type { OrderDetail } from '@careops/core/contract';
import { idTypeEnum, labelOf } from '@careops/core/enums';
import { t } from '@careops/core/i18n';
import { nurseTitleEnum } from '@careops/core/resources';
import { codeLabel } from '../order-format';
import { Facts, OrderSection } from './order-section';

/**
 * What the visit is: the service (required title, duration, medical waste) or the package, and
 * the patient beyond the fields above (gender, birth date, ID type, health notes) and the
 * member's real name.
 */
export function OrderCareSection({ order }: { order: OrderDetail }) {
  const service = order.service;
  const items = [
    { key: 'item', label: t('orders.res.field.item'), value: order.itemName },
    ...(service
      ? [
          { key: 'requiredTitle', label: t('orders.ui.service.requiredTitle'), value: labelOf(nurseTitleEnum, service.requiredTitle) },
          { key: 'duration', label: t('orders.ui.service.duration'), value: t('orders.ui.minutes', { count: service.durationMinutes }) },
          { key: 'producesWaste', label: t('orders.ui.service.producesWaste'), value: service.producesWaste ? t('resources.value.yes') : t('resources.value.no') },
        ]
      : [{ key: 'package', label: t('orders.ui.service.package'), value: order.package?.name ?? '' }]),
    { key: 'memberRealName', label: t('orders.ui.member.realName'), value: order.member.realName },
    { key: 'gender', label: t('orders.ui.patient.gender'), value: codeLabel('orders.ui.gender', order.patient.gender) },
    { key: 'birthDate', label: t('orders.ui.patient.birthDate'), value: order.patient.birthDate },
    { key: 'idType', label: t('orders.ui.patient.idType'), value: labelOf(idTypeEnum, order.patient.idType) },
    { key: 'healthNotes', label: t('orders.ui.patient.healthNotes'), value: order.patient.healthNotes },
  ];
  return (
    <OrderSection id="care" title={t('orders.ui.care')}>
      <Facts items={items} />
    </OrderSection>
  );
}
