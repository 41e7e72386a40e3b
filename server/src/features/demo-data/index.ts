// The demo-data feature's public face: what other features may use of it (the lint keeps the wall,
// .dependency-cruiser.cjs). Anything else in this folder is its own business.
export { demoBuyer } from './demo-data.service';
export { seedDemoAuctionCopy } from './demo-procurement';
