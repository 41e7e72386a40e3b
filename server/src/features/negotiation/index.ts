// The negotiation feature's public face: what other features may use of it (the lint keeps the wall,
// .dependency-cruiser.cjs). Anything else in this folder is its own business.
export { presentItems, quantityOf } from './batch/negotiation-batch.presenter';
export { countBatchesOf, deleteDraftBatchesOf, requireOwnNegotiation } from './batch/negotiation-batch.service';
