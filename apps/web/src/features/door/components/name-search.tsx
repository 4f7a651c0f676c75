import { useQuery } from '@tanstack/react-query';
import { DOOR } from '@mingle/contracts';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SearchInput } from '@/components/ui/search-input';
import { Spinner } from '@/components/ui/spinner';
import { checkInSearchQueryOptions } from '../api/door';
import { clock } from '../lib/clock';

/** Someone without their pass: found by name (two letters at least, a few answers, never everyone). */
export function NameSearch({ eventId, timeZone, busy, onCheckIn }: { eventId: string; timeZone: string; busy: boolean; onCheckIn: (userId: string) => void }) {
  const { t } = useTranslation('door');
  const [q, setQ] = useState('');
  const asked = useDeferredValue(q.trim());
  const search = useQuery(checkInSearchQueryOptions(eventId, asked));
  const id = useId();
  const ready = asked.length >= DOOR.searchMin;

  return (
    <Card className="flex h-fit flex-col gap-3">
      <h2 className="text-base font-bold text-fg">{t('search.title')}</h2>
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        {t('search.label')}
      </label>
      <SearchInput id={id} value={q} onChange={(event) => setQ(event.target.value)} placeholder={t('search.placeholder')} autoComplete="off" />
      {!ready ? (
        <p className="text-sm text-fg-muted">{t('search.hint')}</p>
      ) : search.isPending ? (
        <Spinner label={t('search.loading')} />
      ) : search.isError ? (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {t('search.failed')}
        </p>
      ) : search.data.items.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('search.none')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border" aria-label={t('search.results')}>
          {search.data.items.map((person) => (
            <li key={person.userId} className="flex items-center gap-3 py-2">
              <Avatar name={person.name} src={person.photoUrl} size="sm" />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="font-semibold break-words text-fg">{person.name}</span>
                {person.checkedInAt ? (
                  <span className="text-sm text-fg-muted">{t('search.checkedIn', { time: clock(person.checkedInAt, timeZone), by: person.checkedInBy ?? t('door.someone') })}</span>
                ) : null}
              </span>
              {person.checkedInAt ? null : (
                <Button disabled={busy} onClick={() => onCheckIn(person.userId)} aria-label={t('search.checkInName', { name: person.name })}>
                  {t('door.checkIn')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
