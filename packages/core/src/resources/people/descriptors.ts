import type { ResourceDescriptor } from '../types';
import { assistiveCardsResource } from './assistive-cards';
import { customersResource } from './customers';
import { membersResource } from './members';
import { nurseApplicationsResource } from './nurse-applications';
import { nursesResource } from './nurses';
import { patientsResource } from './patients';

/** The people area's resources (list/view/actions from descriptors), in menu order. */
export const peopleResources: readonly ResourceDescriptor[] = [
  membersResource,
  nursesResource,
  nurseApplicationsResource,
  patientsResource,
  customersResource,
  assistiveCardsResource,
];
