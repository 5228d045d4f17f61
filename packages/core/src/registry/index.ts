export type { AreaContribution } from './area-contribution';
export { areaEntries, type AreaEntry } from './areas';
export { composeRegistry, type RegisterResources } from './compose-registry';
export { createDefaultRegistry, allAreas } from './default-registry';
export { loadRegistryFor } from './load-registry';
