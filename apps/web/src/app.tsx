import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, Suspense, useEffect } from 'react';
import { ToastContainer } from 'react-toastify';
import { BootSpinner } from './components/page-pending';
import type { Session } from './lib/session';
import { SessionProvider } from './lib/session-context';
import { keepToastsClearOfBottomBars, TOAST_OPTIONS } from './lib/toast';
import type { createAppRouter } from './router';

interface AppProps {
  router: ReturnType<typeof createAppRouter>;
  queryClient: QueryClient;
  session: Session;
}

export function App({ router, queryClient, session }: AppProps) {
  // Toasts rise above the navigation and a page's action bar (lib/toast.ts, styles.css).
  useEffect(() => keepToastsClearOfBottomBars(), []);
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <SessionProvider session={session}>
          <Suspense fallback={<BootSpinner />}>
            <RouterProvider router={router} />
          </Suspense>
          <ToastContainer {...TOAST_OPTIONS} />
        </SessionProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
