import type { PersonCard } from '@mingle/contracts';
import type { ComponentProps, ReactNode } from 'react';
import { isApiError } from '@/lib/api';
import { PagedList } from './paged-list';
import { PersonRow } from './person-row';
import { Alert } from './ui/alert';
import { CardListSkeleton } from './ui/card-list-skeleton';

type PeopleQuery = ComponentProps<typeof PagedList<PersonCard>>['query'];

interface PeopleListProps {
  query: PeopleQuery;
  loadingLabel: string;
  empty: ReactNode;
  loadMoreLabel: string;
  endText: string;
  /** What may be done about each person, shown at the end of their row. */
  action?: (person: PersonCard) => ReactNode;
}

/**
 * A paged list of people at an event (PersonRow each) with loading rows, the empty state, "load
 * more" and the no-more line. A 403 is not a failure to retry: its message says why the list is
 * not shown (a deactivated group shows its people to its members only).
 */
export function PeopleList({ query, loadingLabel, empty, loadMoreLabel, endText, action }: PeopleListProps) {
  if (query.isError && isApiError(query.error) && query.error.code === 403) return <Alert tone="info">{query.error.message}</Alert>;
  return (
    <PagedList
      query={query}
      loading={<CardListSkeleton label={loadingLabel} rows={3} />}
      empty={empty}
      itemKey={(person) => person.userId}
      renderItem={(person) => <PersonRow person={person} action={action?.(person)} />}
      className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface shadow-card"
      loadMoreLabel={loadMoreLabel}
      endText={endText}
    />
  );
}
