import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ConnectionRequest } from '@mingle/contracts';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/error-text';
import { fullName } from '@/lib/people';
import { connectionRequestsQueryOptions, useDecideRequest } from '../api/connection-requests';

/** A refused decision shows from the mutation's error; the promise only keeps the button locked until the answer. */
const shownFromState = () => undefined;

/** Requests to connect, above my connections: the ones to me to answer, mine still waiting. Nothing when there are none. */
export function ConnectionRequestsSection({ slug }: { slug: string }) {
  const { t } = useTranslation('connections');
  const query = useQuery(connectionRequestsQueryOptions(slug));
  const decide = useDecideRequest(slug);
  if (!query.data) return null;
  const { incoming, outgoing } = query.data;
  if (incoming.length + outgoing.length === 0) return null;
  const busyWith = decide.isPending ? decide.variables?.requestId : undefined;

  return (
    <div className="flex flex-col gap-4">
      {decide.error ? <Alert>{errorText(decide.error)}</Alert> : null}
      {incoming.length > 0 ? (
        <section aria-labelledby="incoming-requests" className="flex flex-col gap-3 rounded-2xl border border-primary-200 bg-primary-50 p-4">
          <div className="flex flex-col gap-1">
            <h2 id="incoming-requests" className="text-lg font-bold text-fg">
              {t('requests.incomingTitle')} <span className="text-fg-muted">({incoming.length})</span>
            </h2>
            <p className="text-sm text-fg-muted">{t('requests.incomingText')}</p>
          </div>
          <ul className="flex flex-col gap-2">
            {incoming.map((r) => (
              <RequestRow key={r.requestId} slug={slug} request={r}>
                <Button
                  loading={busyWith === r.requestId && decide.variables?.decision === 'accept'}
                  disabled={!!busyWith}
                  onClick={() => decide.mutateAsync({ requestId: r.requestId, decision: 'accept' }).catch(shownFromState)}
                >
                  <Check aria-hidden="true" className="size-4" />
                  {t('requests.accept')}
                  <span className="sr-only"> {fullName(r.other)}</span>
                </Button>
                <Button variant="secondary" disabled={!!busyWith} onClick={() => decide.mutateAsync({ requestId: r.requestId, decision: 'decline' }).catch(shownFromState)}>
                  <X aria-hidden="true" className="size-4" />
                  {t('requests.decline')}
                  <span className="sr-only"> {fullName(r.other)}</span>
                </Button>
              </RequestRow>
            ))}
          </ul>
        </section>
      ) : null}
      {outgoing.length > 0 ? (
        <section aria-labelledby="outgoing-requests" className="flex flex-col gap-3">
          <h2 id="outgoing-requests" className="text-base font-bold text-fg">
            {t('requests.outgoingTitle')}
          </h2>
          <ul className="flex flex-col gap-2">
            {outgoing.map((r) => (
              <RequestRow key={r.requestId} slug={slug} request={r}>
                <Button variant="ghost" disabled={!!busyWith} onClick={() => decide.mutateAsync({ requestId: r.requestId, decision: 'withdraw' }).catch(shownFromState)}>
                  {t('requests.withdraw')}
                  <span className="sr-only"> {fullName(r.other)}</span>
                </Button>
              </RequestRow>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function RequestRow({ slug, request, children }: { slug: string; request: ConnectionRequest; children: React.ReactNode }) {
  const name = fullName(request.other);
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-2xl border border-border bg-surface p-3 shadow-card">
      <Avatar name={name} src={request.other.photoUrl} alt="" size="md" />
      <Link to="/events/$slug/connections/$userId/profile" params={{ slug, userId: request.other.userId }} className="min-w-0 flex-1 text-base font-bold wrap-anywhere text-fg hover:text-primary-700">
        {name}
      </Link>
      <div className="flex gap-2">{children}</div>
    </li>
  );
}
