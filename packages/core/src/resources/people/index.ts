import type { AreaContribution } from '../../registry/area-contribution';
import { assistiveCardsResource } from './assistive-cards';
import { customersResource } from './customers';
import { nursesExpiringCommand } from './expiring-command';
import { membersResource } from './members';
import { nurseApplicationsResource } from './nurse-applications';
import { nursesResource } from './nurses';
import { patientsResource } from './patients';
import { peopleResources } from './descriptors';

export { assistiveCardsResource, customersResource, membersResource, nurseApplicationsResource, nursesResource, patientsResource, nursesExpiringCommand };
export {
  applicationStatusEnum,
  customerSourceEnum,
  customerStatusEnum,
  followUpChannelEnum,
  genderEnum,
  memberStatusEnum,
  nurseStatusEnum,
  nurseTitleEnum,
} from './enumerations';
export { REVIEW_BATCH_SIZE } from './review-actions';
export { daysLeft } from './expiring-command';

export { peopleResources };

/** The people area's contribution to the registry: its descriptors and `nurses expiring`. */
export const peopleArea: AreaContribution = { id: 'people', resources: peopleResources, commands: [nursesExpiringCommand] };
