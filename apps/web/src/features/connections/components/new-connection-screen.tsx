import type { z } from 'zod';
import type { ConnectionResultSchema } from '@mingle/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { MessageCircleHeart, PartyPopper, UserRound, UserX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageCard } from '@/components/message-view';
import { PersonHeading } from '@/components/person-heading';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api';
import { translateKey } from '@/lib/translate';
import { useAuth } from '@/lib/auth';
import { useSession } from '@/lib/session-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCreateConnection } from '../api/create-connection';
import { userProfileQueryOptions } from '../api/get-user-profile';
import { createConnectionErrorText } from '../lib/connection-errors';
import { firstName as firstNameOf, fullName } from '@/lib/people';
import { ConnectAction } from './connect-action';
import { IcebreakersCard } from '@/features/icebreakers';
import { ChipSection } from './shared-items';

type ConnectionResult = z.infer<typeof ConnectionResultSchema>;

interface NewConnectionScreenProps {
  slug: string;
  /** The code owner's user id, or null when the link does not carry a valid one. */
  initiatorId: string | null;
  /** The one-time code the QR carried: with it we connect at once; without, it is a request. */
  code?: string;
}

/**
 * /events/{slug}/connections/new/{initiatorId}: I scanned someone's code (we connect and see what we
 * share), or followed their plain link (I may ask to connect; they accept or decline).
 */
export function NewConnectionScreen({ slug, initiatorId, code }: NewConnectionScreenProps) {
  const { t } = useTranslation('connections');
  useDocumentTitle(t('new.documentTitle'));
  const create = useCreateConnection(slug);
  const me = useAuth(useSession().auth).user?.id;
  const started = useRef<string | null>(null);
  const { mutate } = create;

  // One request per scanned code (the server answers an existing connection with created:false).
  useEffect(() => {
    if (!initiatorId || !code || started.current === code) return;
    started.current = code;
    mutate({ initiatorId, code });
  }, [initiatorId, code, mutate]);

  if (!initiatorId) return <Failure slug={slug} message={translateKey('errors:missingInformation')} />;
  if (initiatorId === me) return <Failure slug={slug} message={translateKey('errors:selfConnection')} />;
  if (!code) return <AskToConnect slug={slug} userId={initiatorId} />;
  if (create.isError) {
    // Refusals (self, unknown person, a used or expired code) will not change on a retry; anything else might.
    const final = isApiError(create.error) && create.error.code >= 400 && create.error.code < 500;
    const codeRefused = isApiError(create.error) && /^ConnectionCode/.test(create.error.name);
    return (
      <Failure
        slug={slug}
        message={createConnectionErrorText(create.error)}
        onRetry={final ? undefined : () => create.mutate({ initiatorId, code })}
        retrying={create.isPending}
        askInstead={codeRefused ? initiatorId : undefined}
      />
    );
  }
  if (!create.data) return <Waiting label={t('new.connecting')} />;
  return 'requested' in create.data ? <AskToConnect slug={slug} userId={initiatorId} /> : <Result slug={slug} result={create.data} />;
}

function Waiting({ label }: { label: string }) {
  return (
    <Card className="flex min-h-64 flex-col items-center justify-center gap-3 p-6">
      <Spinner className="size-8 text-primary-600" />
      <p role="status" className="text-base font-semibold text-fg">
        {label}
      </p>
    </Card>
  );
}

/** Someone's plain link (or a code that failed): who they are, and a request to send them. */
function AskToConnect({ slug, userId }: { slug: string; userId: string }) {
  const { t } = useTranslation('connections');
  const query = useQuery(userProfileQueryOptions(slug, userId));
  if (query.isError) return <Failure slug={slug} message={createConnectionErrorText(query.error)} />;
  if (!query.data) return <Waiting label={t('profile.loading')} />;
  const p = query.data;
  return (
    <section className="flex flex-col items-center gap-4 rounded-2xl border border-border bg-surface p-6 text-center shadow-card">
      <PersonHeading name={fullName(p)} username={p.username} hometown={p.hometown?.displayName} photoUrl={p.photoUrl} />
      <ConnectAction slug={slug} userId={userId} firstName={p.firstName} />
      <Link to="/events/$slug/connections/$userId/profile" params={{ slug, userId }} className={buttonClasses({ variant: 'ghost' })}>
        <UserRound aria-hidden="true" className="size-5" />
        {t('new.seeProfile')}
      </Link>
    </section>
  );
}

function Failure({ slug, message, onRetry, retrying, askInstead }: { slug: string; message: string; onRetry?: () => void; retrying?: boolean; askInstead?: string }) {
  const { t } = useTranslation('connections');
  const navigate = useNavigate();
  const actions = (
    <>
      {askInstead ? (
        <Button onClick={() => void navigate({ to: '/events/$slug/connections/new/$initiatorId', params: { slug, initiatorId: askInstead }, search: {} })}>{t('requests.ask')}</Button>
      ) : null}
      {onRetry ? (
        <Button variant="secondary" loading={retrying} onClick={onRetry}>
          {t('new.retry')}
        </Button>
      ) : null}
      <Link to="/events/$slug/connections" params={{ slug }} className={buttonClasses()}>
        {t('new.toConnections')}
      </Link>
    </>
  );
  return <MessageCard className="p-2 sm:p-4" icon={UserX} title={t('new.errorTitle')} description={<span role="alert">{message}</span>} action={actions} />;
}

function Result({ slug, result }: { slug: string; result: ConnectionResult }) {
  const { t } = useTranslation('connections');
  const { connection, created, sharedInterests, sharedAdventures, sharedDestinations } = result;
  const other = connection.other;
  const name = fullName(other);
  const firstName = firstNameOf(other);
  const nothingShared = sharedInterests.length + sharedAdventures.length + sharedDestinations.length === 0;
  return (
    <div className="flex flex-col gap-5">
      <section className="flex flex-col items-center gap-3 rounded-2xl border border-border bg-surface p-6 text-center shadow-card">
        <span className="flex items-center gap-2 rounded-full bg-accent-50 px-3 py-1 text-sm font-semibold text-accent-800">
          {created ? <PartyPopper aria-hidden="true" className="size-4" /> : <MessageCircleHeart aria-hidden="true" className="size-4" />}
          {created ? t('new.createdTitle') : t('new.existingTitle')}
        </span>
        <PersonHeading name={name} username={other.username} hometown={other.hometown} photoUrl={other.photoUrl} />
        <p className="max-w-sm text-base text-fg">{created ? t('new.createdText', { name: firstName }) : t('new.existingText', { name: firstName })}</p>
        <div className="mt-1 flex w-full flex-col gap-2 sm:flex-row sm:justify-center">
          <Link to="/events/$slug/connections/$connectionId" params={{ slug, connectionId: connection.connectionId }} className={buttonClasses({ size: 'lg', className: 'sm:min-w-44' })}>
            <MessageCircleHeart aria-hidden="true" className="size-5" />
            {created ? t('new.sayHello') : t('new.openChat')}
          </Link>
          <Link to="/events/$slug/connections/$userId/profile" params={{ slug, userId: other.userId }} className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
            <UserRound aria-hidden="true" className="size-5" />
            {t('new.seeProfile')}
          </Link>
        </div>
      </section>

      <section aria-labelledby="shared-heading" className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-5 shadow-card">
        <h2 id="shared-heading" className="text-lg font-bold text-fg">
          {t('new.shared')}
        </h2>
        {nothingShared ? (
          <p className="text-base text-fg-muted">{t('new.nothingShared')}</p>
        ) : (
          <>
            {sharedInterests.length > 0 ? (
              <ChipSection title={t('new.sharedInterests')} empty="" headingLevel="h3" items={sharedInterests.map((item) => ({ id: item.id, label: item.name, leading: item.emoji, mutual: true }))} />
            ) : null}
            {sharedAdventures.length > 0 ? (
              <ChipSection
                title={t('new.sharedAdventures')}
                empty=""
                headingLevel="h3"
                items={sharedAdventures.map((place) => ({ id: place.id, label: place.displayName, leading: '🧭', mutual: true }))}
              />
            ) : null}
            {sharedDestinations.length > 0 ? (
              <ChipSection
                title={t('new.sharedDestinations')}
                empty=""
                headingLevel="h3"
                items={sharedDestinations.map((place) => ({ id: place.id, label: place.displayName, leading: '✈️', mutual: true }))}
              />
            ) : null}
          </>
        )}
      </section>
      <IcebreakersCard slug={slug} userId={other.userId} />
    </div>
  );
}
