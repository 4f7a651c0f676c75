import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AppStatus } from '@/components/app-status';
import type { RouterContext } from '@/lib/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
});

function RootLayout() {
  const { t } = useTranslation('common');
  return (
    <>
      <a href="#main" className="sr-only z-50 rounded-lg bg-surface px-4 py-3 font-semibold text-primary-700 shadow-overlay focus:not-sr-only focus:fixed focus:top-3 focus:left-3">
        {t('skipToContent')}
      </a>
      <AppStatus />
      <Outlet />
    </>
  );
}
