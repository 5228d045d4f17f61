import type { AnyCommandDef } from '../commands/types';
import type { ResourceDescriptor } from '../resources/types';

/** What one business area adds to the registry: its resource descriptors and its own commands. */
export interface AreaContribution {
  id: string;
  /** Each becomes list/view/add/edit/action commands. */
  resources: readonly ResourceDescriptor[];
  /** Commands not generated from a descriptor. */
  commands: readonly AnyCommandDef[];
}
