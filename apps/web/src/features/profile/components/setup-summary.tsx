import type { Category, Gender, IntentOption } from '@mingle/contracts';
import { MapPin, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { ProfileAbout } from '@/components/profile-about';
import { Chip } from '@/components/ui/chip';
import type { FormStep } from '../utils/setup-steps';
import { usePlaceLabels } from './place-labels';
import { useProfileFormTools } from './profile-form-context';

interface SetupSummaryProps {
  categories: readonly Category[];
  intentOptions: readonly IntentOption[];
  /** The address of the photo the form holds, if any. */
  photoUrl?: string | null;
  onEdit: (step: FormStep) => void;
}

function Block({ title, onEdit, children }: { title: string; onEdit: () => void; children: ReactNode }) {
  const { t } = useTranslation('profile');
  return (
    <section className="flex flex-col gap-2 border-t border-border pt-4 first:border-t-0 first:pt-0">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-base font-bold text-fg">{title}</h2>
        <Button variant="ghost" className="-my-2 -mr-2 text-primary-700" onClick={onEdit} aria-label={t('summary.edit', { section: title })}>
          <Pencil aria-hidden="true" className="size-4" />
          {t('summary.editShort')}
        </Button>
      </div>
      {children}
    </section>
  );
}

/** The conclusion's look back at every answer, with a way to each step. */
export function SetupSummary({ categories, intentOptions, photoUrl, onEdit }: SetupSummaryProps) {
  const { t } = useTranslation('profile');
  const { form } = useProfileFormTools();
  const labels = usePlaceLabels();
  const values = useWatch({ control: form.control });
  const name = `${values.firstName ?? ''} ${values.lastName ?? ''}`.trim();
  const interests = categories.flatMap((c) => c.interests).filter((interest) => values.interests?.includes(interest.id));
  const intents = intentOptions.filter((option) => values.intents?.includes(option.id));
  const links = (values.links ?? []).filter((link): link is string => !!link);
  const placeName = (id: string | undefined) => (id ? (labels.get(id)?.displayName ?? id) : '');

  const places = (ids: readonly (string | undefined)[] | undefined) => (
    <ol className="flex flex-col gap-1.5">
      {(ids ?? []).map((id, i) => (
        <li key={id ?? i} className="flex items-center gap-2 text-base text-fg">
          <span aria-hidden="true" className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary-50 text-sm font-bold text-primary-700">
            {i + 1}
          </span>
          <span className="min-w-0 truncate">{placeName(id)}</span>
        </li>
      ))}
    </ol>
  );

  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-5 shadow-card">
      <Block title={t('summary.about')} onEdit={() => onEdit('details')}>
        <div className="flex items-center gap-3">
          <Avatar name={name || '?'} src={values.photoUploadId ? photoUrl : null} size="md" />
          <div className="flex min-w-0 flex-col">
            <span className="truncate text-lg font-bold text-fg">{name}</span>
            {values.headline?.trim() ? <span className="text-sm break-words text-fg">{values.headline.trim()}</span> : null}
            <span className="flex items-center gap-1.5 text-sm text-fg-muted">
              {values.gender ? <span>{t(`gender.${values.gender as Gender}`)}</span> : null}
              {values.gender && values.hometownId ? <span aria-hidden="true">·</span> : null}
              {values.hometownId ? (
                <span className="flex min-w-0 items-center gap-1">
                  <MapPin aria-hidden="true" className="size-4 shrink-0" />
                  <span className="truncate">{placeName(values.hometownId)}</span>
                </span>
              ) : null}
            </span>
          </div>
        </div>
      </Block>
      {intents.length > 0 || values.bio?.trim() || links.length > 0 ? (
        <Block title={t('about.title')} onEdit={() => onEdit('questions')}>
          <ProfileAbout intents={intents} bio={values.bio?.trim() || null} links={links} headingLevel="h3" />
        </Block>
      ) : null}
      <Block title={t('summary.interests')} onEdit={() => onEdit('interests')}>
        <ul className="flex flex-wrap gap-2">
          {interests.map((interest) => (
            <li key={interest.id}>
              <Chip leading={interest.emoji}>{interest.name}</Chip>
            </li>
          ))}
        </ul>
      </Block>
      <Block title={t('questions.adventures')} onEdit={() => onEdit('questions')}>
        {places(values.adventures)}
      </Block>
      <Block title={t('questions.destinations')} onEdit={() => onEdit('questions')}>
        {places(values.destinations)}
      </Block>
    </div>
  );
}
