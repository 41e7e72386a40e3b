// The master-data feature's public face: the lists its pages maintain, which the app's Master menu and
// routes are built from (the lint keeps the wall, .dependency-cruiser.cjs). The page itself is loaded
// by app/lazy-pages.
export { MASTER_LISTS, type MasterListPageSlug } from './master-lists';
