import type { Profile } from '@mingle/contracts';
import { Link } from '@tanstack/react-router';
import { Bookmark, MapPin, Pencil, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { fullName, handle } from '@/lib/people';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ProfileDetails } from './profile-details';
import { ProfilePhoto } from './profile-photo';

/** /events/{slug}/profile: how other attendees see me at this event. */
export function ProfileScreen({ slug, profile }: { slug: string; profile: Profile }) {
  const { t } = useTranslation('profile');
  useDocumentTitle(t('view.documentTitle'));
  const name = fullName(profile);
  return (
    <div className="flex flex-col gap-6">
      <section className="flex flex-col items-center gap-3 rounded-2xl border border-border bg-surface p-6 text-center shadow-card">
        <ProfilePhoto slug={slug} profile={profile} name={name} />
        <div className="flex flex-col gap-1">
          <h1 className="text-xl font-bold tracking-tight break-words text-fg">{name}</h1>
          <p className="text-sm text-fg-muted">{handle(profile.username)}</p>
        </div>
        {profile.headline ? <p className="text-base font-medium break-words text-fg">{profile.headline}</p> : null}
        <p className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1 text-base text-fg">
          <span>{t(`gender.${profile.gender}`)}</span>
          <span aria-hidden="true" className="text-fg-muted">
            ·
          </span>
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden="true" className="size-4 text-primary-600" />
            <span className="sr-only">{t('details.hometown')}: </span>
            {profile.hometown.displayName}
          </span>
        </p>
        {profile.keepForFuture ? (
          <Badge tone="accent">
            <Bookmark aria-hidden="true" className="size-3.5" />
            {t('view.kept')}
          </Badge>
        ) : null}
        <div className="mt-1 flex flex-wrap justify-center gap-2">
          <Link to="/events/$slug/profile/edit" params={{ slug }} className={buttonClasses({ variant: 'secondary' })}>
            <Pencil aria-hidden="true" className="size-4" />
            {t('view.edit')}
          </Link>
          <Link to="/events/$slug/profile/privacy" params={{ slug }} className={buttonClasses({ variant: 'secondary' })}>
            <ShieldCheck aria-hidden="true" className="size-4" />
            {t('privacy.link')}
          </Link>
        </div>
      </section>
      <div className="rounded-2xl border border-border bg-surface p-5 shadow-card">
        <ProfileDetails profile={profile} />
      </div>
    </div>
  );
}
