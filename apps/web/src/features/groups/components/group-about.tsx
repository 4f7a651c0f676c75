import { useTranslation } from 'react-i18next';
import type { Group } from '@mingle/contracts';
import { Chip } from '@/components/ui/chip';

/** A group's description, labels and interests: the same facts on the attendee and console sides. */
export function GroupAbout({ group }: { group: Pick<Group, 'description' | 'labels' | 'interests'> }) {
  const { t } = useTranslation('groups');
  return (
    <>
      <p className="text-base break-words whitespace-pre-wrap text-fg">{group.description || t('details.noDescription')}</p>
      {group.labels.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-fg-muted">{t('details.labels')}</h3>
          <ul className="flex flex-wrap gap-1.5">
            {group.labels.map((label) => (
              <li key={label}>
                <Chip>#{label}</Chip>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {group.interests.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-fg-muted">{t('details.interests')}</h3>
          <ul className="flex flex-wrap gap-1.5">
            {group.interests.map((interest) => (
              <li key={interest.id}>
                <Chip leading={interest.emoji}>{interest.name}</Chip>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
