import type { PersonCard } from '@mingle/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fullName, handle } from '@/lib/people';
import { Avatar } from './ui/avatar';
import { Badge } from './ui/badge';
import { Chip } from './ui/chip';

const SHARED_SHOWN = 3;

/**
 * One person in a list of people at an event (a group's members, a gathering's going and
 * interested): avatar, full name, @username under it, and the interests they share with me; and
 * what may be done about them, at the end (`action`).
 */
export function PersonRow({ person, action }: { person: PersonCard; action?: ReactNode }) {
  const { t } = useTranslation('common');
  const name = fullName(person);
  const shared = person.sharedInterests;
  return (
    <div className="flex items-start gap-3 px-4 py-3">
      <Avatar name={name} src={person.photoUrl} size="md" />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="flex flex-wrap items-center gap-2">
          <span className="text-base font-bold break-words text-fg">{name}</span>
          {person.isMe ? <Badge tone="primary">{t('person.you')}</Badge> : null}
        </p>
        <p className="text-sm break-all text-fg-muted">{handle(person.username)}</p>
        {shared.length > 0 ? (
          <p className="mt-1 flex flex-wrap items-center gap-1.5">
            <span className="sr-only">{t('person.inCommon', { count: shared.length })}</span>
            {shared.slice(0, SHARED_SHOWN).map((item) => (
              <Chip key={item.id} leading={item.emoji} tone="highlight">
                {item.name}
              </Chip>
            ))}
            {shared.length > SHARED_SHOWN ? <Chip>{t('person.more', { count: shared.length - SHARED_SHOWN })}</Chip> : null}
          </p>
        ) : null}
      </div>
      {action ? <div className="shrink-0 self-center">{action}</div> : null}
    </div>
  );
}
