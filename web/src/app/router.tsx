import { useRoutes } from 'react-router';
import { QueryLayout } from './lazy-pages';
import { RootLayout } from './root-layout';
import { publicDataRoutes, publicRoutes } from './routes/public-routes';
import { signedInRoutes } from './routes/signed-in-routes';

// Declarative routing (BrowserRouter + useRoutes): the data router would add ~17 KB (gzip) to
// the first download of every page and no page needs loaders or actions.
const routes = [
  {
    element: <RootLayout />,
    children: [{ element: <QueryLayout />, children: [...signedInRoutes, ...publicDataRoutes] }, ...publicRoutes],
  },
];

/** The route map of docs/rules/shell-and-landing.md#routes (exact paths). */
export function AppRoutes() {
  return useRoutes(routes);
}
