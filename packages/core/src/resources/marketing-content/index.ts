import type { AnyCommandDef } from '../../commands/types';
import type { AreaContribution } from '../../registry/area-contribution';
import { carouselPreviewCommand } from './carousel-preview-command';
import { carouselsResource } from './carousels';
import { feedbackResource } from './feedback';
import { promotionsResource } from './promotions';
import { marketingContentResources } from './descriptors';

export { carouselsResource, feedbackResource, promotionsResource };
export { carouselLinkKindEnum, carouselPositionEnum, feedbackAuthorKindEnum, feedbackCategoryEnum, feedbackStatusEnum, marketingEnabledEnum, promoterKindEnum } from './enumerations';

export { marketingContentResources };

/** Commands beyond the descriptors' verbs: the carousel preview. */
export const marketingContentCommands: readonly AnyCommandDef[] = [carouselPreviewCommand];

/** Carousels, promotions and feedback's contribution to the registry. */
export const marketingContentArea: AreaContribution = { id: 'marketing-content', resources: marketingContentResources, commands: marketingContentCommands };
