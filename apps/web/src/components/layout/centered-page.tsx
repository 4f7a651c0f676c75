import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../ui/logo';

/**
 * The frame of the auth screens and the generic views: brand at the top, one centred column
 * (max ~440 px) and a soft warm backdrop. Mobile first: full width with gentle margins on phones.
 */
export function CenteredPage({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className="relative isolate flex min-h-dvh flex-col overflow-hidden">
      <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[28rem] bg-[radial-gradient(60rem_24rem_at_50%_-6rem,var(--color-primary-100),transparent_70%)]" />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-24 bottom-0 -z-10 size-80 rounded-full bg-[radial-gradient(closest-side,var(--color-accent-100),transparent)] opacity-70"
      />
      <header className="mx-auto flex w-full max-w-[440px] justify-center px-4 pt-8 pb-6 sm:pt-14 sm:pb-8">
        <Link to="/" aria-label={t('homeLink')} className="rounded-xl">
          <Logo />
        </Link>
      </header>
      <main id="main" className="mx-auto flex w-full max-w-[440px] flex-1 flex-col px-4 pb-10">
        {children}
      </main>
      {footer ? <footer className="px-4 pb-8 text-center text-sm text-fg-muted">{footer}</footer> : null}
    </div>
  );
}
