import type { Place, Profile } from '@mingle/contracts';

/** What the details show: my whole profile, or what another attendee lets me see (an empty list: not shared with me). */
type Shown = Pick<Profile, 'interests' | 'adventures' | 'destinations'> & Partial<Pick<Profile, 'intents' | 'bio' | 'links'>>;
import { Building2, Globe2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ProfileAbout } from '@/components/profile-about';
import { Chip } from '@/components/ui/chip';

interface ProfileDetailsProps {
  profile: Shown;
  /** Interests to mark as shared with the viewer (the attendee directory). */
  sharedInterestIds?: ReadonlySet<string>;
  headingLevel?: 'h2' | 'h3';
}

function PlaceList({ places }: { places: readonly Place[] }) {
  const { t } = useTranslation('profile');
  if (!places.length) return <p className="text-sm text-fg-muted">{t('view.notShared')}</p>;
  return (
    <ol className="flex flex-col gap-2">
      {places.map((place, index) => (
        <li key={place.id} className="flex items-center gap-3">
          <span aria-hidden="true" className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary-50 text-sm font-bold text-primary-700">
            {index + 1}
          </span>
          <span aria-hidden="true" className="text-fg-muted">
            {place.kind === 'country' ? <Globe2 className="size-5" /> : <Building2 className="size-5" />}
          </span>
          <span className="min-w-0 break-words text-fg">{place.displayName}</span>
        </li>
      ))}
    </ol>
  );
}

/** A profile's interests and places, read-only (my profile, another attendee's). */
export function ProfileDetails({ profile, sharedInterestIds, headingLevel: Heading = 'h2' }: ProfileDetailsProps) {
  const { t } = useTranslation('profile');
  return (
    <div className="flex flex-col gap-6">
      <ProfileAbout intents={profile.intents ?? []} bio={profile.bio ?? null} links={profile.links ?? []} headingLevel={Heading} />
      <section className="flex flex-col gap-3">
        <Heading className="text-base font-bold text-fg">{t('view.interests')}</Heading>
        {profile.interests.length === 0 ? <p className="text-sm text-fg-muted">{t('view.notShared')}</p> : null}
        <ul className="flex flex-wrap gap-2">
          {profile.interests.map((interest) => {
            const shared = sharedInterestIds?.has(interest.id) ?? false;
            return (
              <li key={interest.id}>
                <Chip leading={interest.emoji} tone={shared ? 'highlight' : 'neutral'}>
                  {interest.name}
                  {shared ? <span className="sr-only"> ({t('view.inCommon')})</span> : null}
                </Chip>
              </li>
            );
          })}
        </ul>
      </section>
      <section className="flex flex-col gap-3">
        <Heading className="text-base font-bold text-fg">{t('questions.adventures')}</Heading>
        <PlaceList places={profile.adventures} />
      </section>
      <section className="flex flex-col gap-3">
        <Heading className="text-base font-bold text-fg">{t('questions.destinations')}</Heading>
        <PlaceList places={profile.destinations} />
      </section>
    </div>
  );
}
