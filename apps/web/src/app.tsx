import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, StrictMode, Suspense, useEffect } from 'react';
import { BootSpinner } from './components/page-pending';
import type { Session } from './lib/session';
import { SessionProvider } from './lib/session-context';
import { keepToastsClearOfBottomBars, loadToasts, TOAST_OPTIONS, useToastsWanted, wantToasts } from './lib/toast';
import type { createAppRouter } from './router';

/**
 * The toasts' code, loaded once wanted. Offline (a first tap at a venue without signal) the load
 * fails: that must not take the app down with it, so it waits for the browser to be back online
 * and tries again; meanwhile the toasts' boundary shows nothing.
 */
async function loadToastContainer() {
  for (;;) {
    try {
      return { default: (await loadToasts()).ToastContainer };
    } catch {
      await new Promise((back) => window.addEventListener('online', back, { once: true }));
    }
  }
}
const ToastContainer = lazy(loadToastContainer);

/** The toasts' container, from the first toast or the first tap or key press on (lib/toast.ts). */
function Toasts() {
  const wanted = useToastsWanted();
  useEffect(() => {
    if (wanted) return;
    const start = () => void wantToasts();
    const options = { capture: true, once: true, passive: true };
    window.addEventListener('pointerdown', start, options);
    window.addEventListener('keydown', start, options);
    return () => {
      window.removeEventListener('pointerdown', start, options);
      window.removeEventListener('keydown', start, options);
    };
  }, [wanted]);
  return wanted ? (
    <Suspense fallback={null}>
      <ToastContainer {...TOAST_OPTIONS} />
    </Suspense>
  ) : null;
}

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
          <Toasts />
        </SessionProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
