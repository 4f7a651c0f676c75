import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Check, Clock, MessageCircle, Pencil, UserPlus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';
import { errorText } from '@/lib/error-text';
import { useSession } from '@/lib/session-context';
import { useDecideRequest } from '../api/connection-requests';
import { createConnection } from '../api/create-connection';
import { connectionsKey } from '../api/get-connections';
import { userProfileQueryOptions } from '../api/get-user-profile';

/** A refused decision shows from the mutation's error; the promise only keeps the button locked until the answer. */
const shownFromState = () => undefined;

/**
 * How I stand with another attendee, and the one thing to do about it: chat when connected, answer
 * their request, withdraw mine, or ask to connect (a request, since no code was scanned).
 */
export function ConnectAction({ slug, userId, firstName }: { slug: string; userId: string; firstName: string }) {
  const { t } = useTranslation('connections');
  // Myself, wherever a screen shows a person by id: my profile is mine to edit.
  const isMe = useAuth(useSession().auth).user?.id === userId;
  const queryClient = useQueryClient();
  const query = useQuery({ ...userProfileQueryOptions(slug, userId), enabled: !isMe });
  const decide = useDecideRequest(slug);
  const ask = useMutation({
    mutationFn: () => createConnection(slug, userId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: connectionsKey(slug) }),
  });
  const busy = decide.isPending || ask.isPending || query.isFetching;
  const error = decide.error ?? ask.error;
  const errorLine = error ? <Alert>{errorText(error)}</Alert> : null;

  if (isMe) {
    return (
      <Link to="/events/$slug/profile/edit" params={{ slug }} className={buttonClasses({ size: 'lg', variant: 'secondary', className: 'w-full sm:w-auto sm:min-w-44' })}>
        <Pencil aria-hidden="true" className="size-5" />
        {t('profile.edit')}
      </Link>
    );
  }
  if (!query.data) return null;
  const { connectionId, request } = query.data;
  if (connectionId) {
    return (
      <Link to="/events/$slug/connections/$connectionId" params={{ slug, connectionId }} className={buttonClasses({ size: 'lg', className: 'w-full sm:w-auto sm:min-w-44' })}>
        <MessageCircle aria-hidden="true" className="size-5" />
        {t('profile.chat')}
      </Link>
    );
  }
  if (request?.direction === 'incoming') {
    return (
      <div className="flex w-full flex-col items-center gap-3">
        <p className="text-base font-semibold text-fg">{t('requests.askedYou', { name: firstName })}</p>
        <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
          <Button
            size="lg"
            loading={decide.isPending && decide.variables?.decision === 'accept'}
            disabled={busy}
            onClick={() => decide.mutateAsync({ requestId: request.requestId, decision: 'accept' }).catch(shownFromState)}
          >
            <Check aria-hidden="true" className="size-5" />
            {t('requests.accept')}
          </Button>
          <Button size="lg" variant="secondary" disabled={busy} onClick={() => decide.mutateAsync({ requestId: request.requestId, decision: 'decline' }).catch(shownFromState)}>
            <X aria-hidden="true" className="size-5" />
            {t('requests.decline')}
          </Button>
        </div>
        {errorLine}
      </div>
    );
  }
  if (request?.direction === 'outgoing') {
    return (
      <div className="flex w-full flex-col items-center gap-2">
        <p role="status" className="flex items-center gap-2 rounded-full bg-primary-50 px-3 py-1 text-sm font-semibold text-primary-800">
          <Clock aria-hidden="true" className="size-4" />
          {t('requests.sent')}
        </p>
        <Button variant="ghost" disabled={busy} onClick={() => decide.mutateAsync({ requestId: request.requestId, decision: 'withdraw' }).catch(shownFromState)}>
          {t('requests.withdraw')}
        </Button>
        {errorLine}
      </div>
    );
  }
  return (
    <div className="flex w-full flex-col items-center gap-2">
      <Button size="lg" className="w-full sm:w-auto sm:min-w-44" loading={ask.isPending} disabled={busy} onClick={() => ask.mutateAsync().catch(shownFromState)}>
        <UserPlus aria-hidden="true" className="size-5" />
        {t('requests.ask')}
      </Button>
      <p className="text-sm text-fg-muted">{t('requests.askHint', { name: firstName })}</p>
      {errorLine}
    </div>
  );
}
