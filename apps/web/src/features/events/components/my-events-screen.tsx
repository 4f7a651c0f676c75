import { CalendarHeart } from 'lucide-react';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Logo } from '../../../components/ui/logo';
import { useAuth } from '../../../lib/auth';
import { useSession } from '../../../lib/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';

interface MyEventsScreenProps {
  /** Account action in the header (the log-out button). */
  accountAction: ReactNode;
}

/** /events/me: the attendee's events (the list arrives with the events work) and who is signed in. */
export function MyEventsScreen({ accountAction }: MyEventsScreenProps) {
  const { t } = useTranslation('events');
  useDocumentTitle(t('myEvents.documentTitle'));
  const { auth } = useSession();
  const { user } = useAuth(auth);
  const name = user?.username ?? user?.email ?? '';

  return (
    <div className="min-h-dvh">
      <header className="sticky top-0 z-10 border-b border-border bg-surface/90 backdrop-blur">
        <div className="mx-auto flex max-w-[560px] items-center justify-between gap-3 px-4 py-2">
          <Logo />
          {accountAction}
        </div>
      </header>
      <main id="main" className="mx-auto flex max-w-[560px] flex-col gap-8 px-4 py-8">
        <section aria-labelledby="account-heading" className="flex flex-col gap-1">
          <h1 id="account-heading" className="text-xl font-bold tracking-tight text-fg">
            {name ? t('myEvents.greeting', { name }) : t('myEvents.title')}
          </h1>
          {user ? (
            <p className="text-base break-words text-fg-muted" data-testid="signed-in-as">
              <Trans
                t={t}
                i18nKey="myEvents.signedInAs"
                values={{ name }}
                components={{ strong: <strong className="font-semibold text-fg" /> }}
              />
              {user.email && user.email !== name ? <> {t('myEvents.signedInEmail', { email: user.email })}</> : null}
            </p>
          ) : null}
        </section>
        <section aria-labelledby="events-heading">
          <h2 id="events-heading" className="mb-3 text-lg font-bold text-fg">
            {t('myEvents.title')}
          </h2>
          <Card className="p-2 sm:p-4">
            <EmptyState
              as="h3"
              icon={CalendarHeart}
              title={t('myEvents.emptyTitle')}
              description={t('myEvents.emptyDescription')}
            />
          </Card>
        </section>
      </main>
    </div>
  );
}
