import type { AnyCommandDef } from '../../commands/types';
import type { AreaContribution } from '../../registry/area-contribution';
import type { ResourceDescriptor } from '../types';
import { carouselPreviewCommand } from './carousel-preview-command';
import { carouselsResource } from './carousels';
import { feedbackResource } from './feedback';
import { promotionsResource } from './promotions';

export { carouselsResource, feedbackResource, promotionsResource };
export { carouselLinkKindEnum, carouselPositionEnum, feedbackAuthorKindEnum, feedbackCategoryEnum, feedbackStatusEnum, marketingEnabledEnum, promoterKindEnum } from './enumerations';

/** Carousels, promotions and feedback, in menu order. */
export const marketingContentResources: readonly ResourceDescriptor[] = [carouselsResource, promotionsResource, feedbackResource];

/** Commands beyond the descriptors' verbs: the carousel preview. */
export const marketingContentCommands: readonly AnyCommandDef[] = [carouselPreviewCommand];

/** Carousels, promotions and feedback's contribution to the registry. */
export const marketingContentArea: AreaContribution = { id: 'marketing-content', resources: marketingContentResources, commands: marketingContentCommands };
