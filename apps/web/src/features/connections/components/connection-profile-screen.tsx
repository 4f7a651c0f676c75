import { useQuery } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { ArrowLeft, Sparkles, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoadingBlocks } from '@/components/loading-blocks';
import { MessageCard } from '@/components/message-view';
import { PersonHeading } from '@/components/person-heading';
import { ProfileAbout } from '@/components/profile-about';
import { Button, buttonClasses } from '@/components/ui/button';
import { isApiError } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { useSession } from '@/lib/session-context';
import { errorText } from '@/lib/error-text';
import { fullName } from '@/lib/people';
import { translateKey } from '@/lib/translate';
import { useDocumentTitle } from '@/lib/use-document-title';
import { IcebreakersCard, NotInterestedAction, notInterestedQueryOptions } from '@/features/icebreakers';
import { AskToMeet } from '@/features/meetings';
import { SafetyActions } from '@/features/safety';
import { userProfileQueryOptions } from '../api/get-user-profile';
import { ConnectAction } from './connect-action';
import { ChipSection } from './shared-items';

/** /events/{slug}/connections/{userId}/profile: another attendee, with what we have in common highlighted. */
export function ConnectionProfileScreen({ slug, userId }: { slug: string; userId: string }) {
  const { t } = useTranslation('connections');
  const router = useRouter();
  const query = useQuery(userProfileQueryOptions(slug, userId));
  // My own id (from a list, a link, a typed address): my profile, to edit, not a person to connect with.
  const isMe = useAuth(useSession().auth).user?.id === userId;
  // Said "not interested": no Ask to meet here until it is undone (decision 043).
  const notInterested = useQuery({ ...notInterestedQueryOptions(slug, userId), enabled: !isMe }).data?.notInterested ?? false;
  const profile = query.data;
  const name = profile ? fullName(profile) : undefined;
  useDocumentTitle(name ?? t('profile.documentTitle'));

  const back = (
    <Button
      variant="ghost"
      className="-ml-3 self-start"
      onClick={() => {
        // Back where I came from (a chat, a new connection); opened directly, to my connections.
        if (router.history.canGoBack()) router.history.back();
        else void router.navigate({ to: '/events/$slug/connections', params: { slug } });
      }}
    >
      <ArrowLeft aria-hidden="true" className="size-5" />
      {t('profile.back')}
    </Button>
  );

  if (query.isPending) {
    const blocks = ['mx-auto size-20 rounded-full', 'mx-auto h-6 w-40', 'h-32 w-full rounded-2xl'];
    return <LoadingBlocks label={t('profile.loading')} className="flex flex-col gap-4" blocks={blocks} />;
  }
  if (query.isError) {
    const notFound = isApiError(query.error) && query.error.code === 404;
    const wayOn = notFound ? (
      <Link to="/events/$slug/connections" params={{ slug }} className={buttonClasses()}>
        {t('new.toConnections')}
      </Link>
    ) : (
      <Button variant="secondary" onClick={() => void query.refetch()}>
        {t('chat.retry')}
      </Button>
    );
    return (
      <div className="flex flex-col gap-4">
        {back}
        <MessageCard className="p-2 sm:p-4" icon={UserX} title={notFound ? translateKey('errors:userNotFound') : errorText(query.error)} action={wayOn} />
      </div>
    );
  }

  const p = query.data;
  // The server's count of what we share: exactly the marked chips below, the hometown included.
  const mutualCount = isMe ? 0 : p.inCommon;
  const mutual = isMe ? undefined : t('profile.mutual');
  return (
    <div className="flex flex-col gap-5">
      {back}
      <section className="flex flex-col items-center gap-3 rounded-2xl border border-border bg-surface p-6 text-center shadow-card">
        <PersonHeading name={name ?? p.username} username={p.username} hometown={p.hometown?.displayName} photoUrl={p.photoUrl} />
        {p.headline ? <p className="text-base font-medium break-words text-fg">{p.headline}</p> : null}
        {mutualCount > 0 ? (
          <span className="flex items-center gap-1.5 rounded-full bg-accent-50 px-3 py-1 text-sm font-semibold text-accent-800">
            <Sparkles aria-hidden="true" className="size-4" />
            {t('profile.inCommon', { count: mutualCount })}
          </span>
        ) : null}
        <div className="mt-1 flex w-full flex-col items-center">
          <ConnectAction slug={slug} userId={userId} firstName={p.firstName} />
          {isMe || notInterested ? null : <AskToMeet slug={slug} person={{ userId, name: name ?? p.username }} trigger={{ variant: 'secondary', className: 'mt-3 w-full sm:w-auto sm:min-w-44' }} />}
          {isMe || p.connectionId ? null : <NotInterestedAction slug={slug} userId={userId} name={name ?? p.username} />}
        </div>
      </section>

      {p.intents.length > 0 || p.bio || p.links.length > 0 ? (
        <div className="rounded-2xl border border-border bg-surface p-5 shadow-card">
          <ProfileAbout intents={p.intents} bio={p.bio} links={p.links} />
        </div>
      ) : null}
      <div className="flex flex-col gap-5 rounded-2xl border border-border bg-surface p-5 shadow-card">
        {mutualCount > 0 ? <p className="text-sm text-fg-muted">{t('profile.mutualLegend')}</p> : null}
        {p.hometown && p.sharedHometown && !isMe ? (
          <ChipSection title={t('profile.hometown')} empty="" mutualLabel={mutual} items={[{ id: p.hometown.id, label: p.hometown.displayName, leading: '📍', mutual: true }]} />
        ) : null}
        <ChipSection
          title={t('profile.interests')}
          empty={t('profile.noInterests')}
          mutualLabel={mutual}
          items={p.interests.map((item) => ({ id: item.id, label: item.name, leading: item.emoji, mutual: !isMe && item.mutual }))}
        />
        <ChipSection
          title={t('profile.adventures')}
          empty={t('profile.noPlaces')}
          mutualLabel={mutual}
          items={p.adventures.map((place) => ({ id: place.id, label: place.displayName, leading: '🧭', mutual: !isMe && place.mutual }))}
        />
        <ChipSection
          title={t('profile.destinations')}
          empty={t('profile.noPlaces')}
          mutualLabel={mutual}
          items={p.destinations.map((place) => ({ id: place.id, label: place.displayName, leading: '✈️', mutual: !isMe && place.mutual }))}
        />
        <ChipSection
          title={t('profile.groups')}
          empty={t('profile.noGroups')}
          mutualLabel={mutual}
          items={p.groups.map((group) => ({ id: group.id, label: group.name, leading: group.icon, mutual: !isMe && group.mutual }))}
        />
      </div>
      {isMe ? null : <IcebreakersCard slug={slug} userId={userId} />}
      {isMe ? null : (
        <SafetyActions
          slug={slug}
          variant="buttons"
          className="justify-center"
          person={{ userId, name: name ?? p.username }}
          report={{ kind: 'profile', targetId: userId, what: 'profile' }}
          // Their profile is gone for me now: back to the directory.
          onBlocked={() => void router.navigate({ to: '/events/$slug/attendees', params: { slug }, replace: true })}
        />
      )}
    </div>
  );
}
