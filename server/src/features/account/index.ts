// The account feature's public face: what other features may use of it (the lint keeps the wall,
// .dependency-cruiser.cjs). Anything else in this folder is its own business.
export { readableCompanies } from './account-audience';
