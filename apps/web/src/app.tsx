import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, Suspense } from 'react';
import { ToastContainer } from 'react-toastify';
import { BootSpinner } from './components/page-pending';
import { TooltipProvider } from './components/ui/tooltip';
import type { Session } from './lib/session';
import { SessionProvider } from './lib/session-context';
import { TOAST_OPTIONS } from './lib/toast';
import type { createAppRouter } from './router';

interface AppProps {
  router: ReturnType<typeof createAppRouter>;
  queryClient: QueryClient;
  session: Session;
}

export function App({ router, queryClient, session }: AppProps) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <SessionProvider session={session}>
          <TooltipProvider>
            <Suspense fallback={<BootSpinner />}>
              <RouterProvider router={router} />
            </Suspense>
            <ToastContainer {...TOAST_OPTIONS} />
          </TooltipProvider>
        </SessionProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
