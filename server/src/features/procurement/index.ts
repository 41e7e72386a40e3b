// The procurement feature's public face: what other features may use of it (the lint keeps the wall,
// .dependency-cruiser.cjs). Anything else in this folder is its own business.
export { sanitizeSpecification, specificationToText } from './items/procurement-item.specification';
export { DATA_NOT_FOUND, requireOwnProcurement } from './procurement-access';
export type { ProcurementRow } from './procurement-access';
export { refreshSearchVector } from './list/procurement-search';
