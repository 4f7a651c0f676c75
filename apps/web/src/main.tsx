import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { api } from './lib/api';
import { reloadOnceForModuleError } from './lib/chunk-reload';
import { warmUpDates } from './lib/dates';
import { readRuntimeConfig } from './lib/config';
import { seedFirstPaintEvent } from './features/events/api/first-paint-event';
import { areaNamespaces, currentLanguage, i18n, initI18n } from './lib/i18n';
import { errorText } from './lib/error-text';
import { startOutbox } from './lib/outbox';
import { createQueryClient } from './lib/query-client';
import { safeRedirectTarget } from './lib/redirects';
import { registerServiceWorker } from './lib/service-worker';
import { createSession } from './lib/session';
import { USER_TOKEN_KEY } from './lib/storage';
import { notifyError } from './lib/toast';
import { translateKey } from './lib/translate';
import { yieldToMain } from './lib/yield-to-main';
import { createAppRouter } from './router';
import './styles.css';

// The app starts in short tasks (decision 014): evaluating the imports is one, setting up another,
// starting the page's loads a third, so a tap on an event page the server has drawn is answered.
await yieldToMain();
const queryClient = createQueryClient({
  // A 5xx (or no answer) shows an error toast with the message, or 'An error occurred' (docs/product.md, "Errors people see").
  onServerError: (error) => notifyError(error.message || translateKey('errors:internal')),
});
const session = createSession(queryClient);
// An event page's HTML carries its event (decision 014): no second request for it.
seedFirstPaintEvent(queryClient);
const router = createAppRouter({ session, queryClient });

api.configure({
  baseUrl: () => readRuntimeConfig().apiBaseUrl,
  language: currentLanguage,
  credentials: () => {
    const user = session.auth.get();
    return {
      accessToken: user.authenticated ? user.accessToken : undefined,
      companyId: user.membership?.companyId,
    };
  },
  translate: (key) => translateKey(`errors:${key}`),
  // A 401 on a signed-in request logs out and goes to /login with the current path.
  onUnauthorized: () => {
    if (!session.auth.get().authenticated) return;
    const here = router.latestLocation.href;
    session.signOut();
    void router.navigate({ to: '/login', search: { redirect: safeRedirectTarget(here) }, replace: true });
  },
  // Removed from the team (or left it in another tab): out of the console at once, with a word why.
  onCompanyLost: () => {
    const slug = session.leaveCompany();
    if (slug) void router.navigate({ to: '/setup', search: { removedFrom: slug }, replace: true });
  },
});

// Changes made offline, kept until the server has them (decision 026); what the last visit left is sent now.
startOutbox({ queryClient, userId: () => (session.auth.get().authenticated ? session.auth.get().user?.id : undefined), onLost: (error) => notifyError(errorText(error)) });

// Logged out in another tab (local storage cleared there): sign out here too and re-check the route.
window.addEventListener('storage', (event) => {
  if (event.key !== null && event.key !== USER_TOKEN_KEY) return;
  if (event.key === USER_TOKEN_KEY && event.newValue) return;
  if (!session.auth.get().authenticated) return;
  session.signOut();
  void router.invalidate();
});

// The texts of the area a navigation goes to load beside its code, not after it renders.
router.subscribe('onBeforeLoad', ({ toLocation }) => {
  if (i18n.isInitialized) i18n.loadNamespaces(areaNamespaces(toLocation.pathname)).catch(() => undefined);
});

// A lazily loaded route chunk that vanished after a deploy: reload once (lib/chunk-reload.ts). Offline, a chunk
// fails for want of a network, not a deploy: a reload would only show the browser's offline page.
window.addEventListener('vite:preloadError', (event) => {
  if (!navigator.onLine) return;
  if (reloadOnceForModuleError((event as Event & { payload?: unknown }).payload)) event.preventDefault();
});

// The page's code and data load while its texts do: the first render waits for both, not one after
// the other (decision 014). A failed load still renders: the router shows its error there.
const root = createRoot(document.getElementById('root')!);
await yieldToMain();
const ready = Promise.allSettled([initI18n(), router.load()]);
// On an event page the server has drawn the screen already: the app's start is kept in short tasks
// so a tap is answered meanwhile (decision 014). The date formatter's locale data (tens of ms) loads
// in a task of its own while the network works, and the first render may yield between components
// (a transition; the server's drawing stays until it commits).
setTimeout(warmUpDates, 0);
void ready.then(() => startTransition(() => root.render(<App router={router} queryClient={queryClient} session={session} />)));
// Offline and installable (decision 023): after load, when idle, so it never slows the first paint.
registerServiceWorker();
