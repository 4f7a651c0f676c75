import { Link } from '@tanstack/react-router';
import { ManageLink } from '@/components/manage-link';
import { ArrowRight, Handshake, Link as LinkIcon, QrCode, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { useDocumentTitle } from '@/lib/use-document-title';

const FEATURES = [
  { key: 'join', Icon: LinkIcon, tone: 'bg-primary-50 text-primary-700' },
  { key: 'groups', Icon: UsersRound, tone: 'bg-accent-50 text-accent-700' },
  { key: 'connect', Icon: QrCode, tone: 'bg-warning-50 text-warning-700' },
] as const;

/** Home: the welcome page with a get-started button. */
export function WelcomeScreen() {
  const { t } = useTranslation('home');
  useDocumentTitle(t('documentTitle'));
  return (
    <div className="relative isolate flex min-h-dvh flex-col overflow-hidden">
      <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[36rem] bg-[radial-gradient(70rem_30rem_at_50%_-8rem,var(--color-primary-100),transparent_70%)]" />
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between px-4 pt-5 sm:px-6 sm:pt-8">
        <Logo />
        <Link to="/login" className={buttonClasses({ variant: 'ghost' })}>
          {t('logIn')}
        </Link>
      </header>

      <main id="main" className="mx-auto flex w-full max-w-5xl flex-1 flex-col items-center px-4 pt-10 pb-12 sm:px-6 sm:pt-20">
        <div className="flex max-w-2xl flex-col items-center text-center">
          <p className="mb-5 inline-flex items-center gap-2 rounded-full border border-primary-200 bg-surface px-3.5 py-1.5 text-sm font-semibold text-primary-700 shadow-xs">
            <Handshake aria-hidden="true" className="size-4" />
            {t('eyebrow')}
          </p>
          <h1 className="text-2xl font-extrabold tracking-tight text-balance text-fg">{t('title')}</h1>
          <p className="mt-5 max-w-xl text-base text-pretty text-fg-muted sm:text-lg">{t('description')}</p>
          <div className="mt-8 flex w-full flex-col items-center gap-4 sm:w-auto">
            <Link to="/sign-up" className={buttonClasses({ size: 'lg', fullWidth: true, className: 'sm:w-auto sm:min-w-56' })}>
              {t('getStarted')}
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
            <p className="text-sm text-fg-muted">
              {t('haveAccount')}{' '}
              <Link to="/login" className="rounded-sm py-3 font-semibold text-primary-700 underline-offset-4 hover:underline">
                {t('logIn')}
              </Link>
            </p>
            <p className="text-sm text-fg-muted">
              {t('organiser')}{' '}
              <ManageLink target={{ to: '/setup' }} className="rounded-sm py-3 font-semibold text-primary-700 underline-offset-4 hover:underline">
                {t('organise')}
              </ManageLink>
            </p>
          </div>
        </div>

        <ul className="mt-14 grid w-full max-w-4xl grid-cols-1 gap-4 sm:mt-20 sm:grid-cols-3">
          {FEATURES.map(({ key, Icon, tone }) => (
            <li key={key} className="rounded-2xl border border-border bg-surface p-5 shadow-card">
              <div className={`mb-4 flex size-11 items-center justify-center rounded-xl ${tone}`}>
                <Icon aria-hidden="true" className="size-5.5" />
              </div>
              <h2 className="text-base font-bold text-fg">{t(`features.${key}.title`)}</h2>
              <p className="mt-1 text-sm text-fg-muted">{t(`features.${key}.description`)}</p>
            </li>
          ))}
        </ul>
      </main>

      <footer className="px-4 pb-8 text-center text-sm text-fg-muted">{t('footer')}</footer>
    </div>
  );
}
