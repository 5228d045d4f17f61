import type { HandlerMap } from '../../http/handler-types';
import { addCarousel, editCarousel, getCarousel, getCarouselList } from './carousel-handlers';
import { getCarouselPreview } from './carousel-preview';

/** The carousels' handlers, by endpoint name. */
export const carouselHandlers: HandlerMap = { getCarouselList, getCarousel, getCarouselPreview, addCarousel, editCarousel };
