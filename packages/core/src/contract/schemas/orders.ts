/** The orders area's contract schemas (one export line in core's index). */
export * from './orders-values';
export * from './orders-list';
export * from './orders-detail';
export * from './orders-actions';
export * from './orders-place';
export * from './orders-money';
