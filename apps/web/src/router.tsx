import { createRouter } from '@tanstack/react-router';
import { NotFoundView } from './components/not-found-view';
import { PagePending } from './components/page-pending';
import { RouteErrorView } from './components/route-error-view';
import type { RouterContext } from './lib/router-context';
import { parseSearch, stringifySearch } from './lib/search';
import { routeTree } from './routeTree.gen';

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    // Preload on hover or intent; each route change starts at the top.
    defaultPreload: 'intent',
    // Query data is cached by TanStack Query; the router always asks it again.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    parseSearch,
    stringifySearch,
    // An unknown address shows the not-found view without running any area's guards.
    notFoundMode: 'root',
    defaultNotFoundComponent: NotFoundView,
    defaultErrorComponent: RouteErrorView,
    defaultPendingComponent: () => <PagePending />,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
