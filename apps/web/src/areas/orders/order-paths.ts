/** The orders area's console paths (core's route table). */
export const ORDER_LIST_PATH = '/order/order-list';
export const orderDetailPath = (id: number): string => `/order/service-order-detail/${id}`;
export const orderPlacePath = (memberId: number): string => `/order/order-place/${memberId}`;
export const PRICE_CHANGES_PATH = '/order/order-alter-price';
export const WASTE_PATH = '/order/medical-waste';
