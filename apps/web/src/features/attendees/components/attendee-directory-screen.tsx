import type { AttendeeCard, AttendeeProfile, Category } from '@mingle/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ChevronRight, MapPin, Users, X } from 'lucide-react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Chip } from '@/components/ui/chip';
import { Combobox, type ComboboxOption } from '@/components/ui/combobox';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { SearchInput } from '@/components/ui/search-input';
import { Sheet, SheetContent } from '@/components/ui/sheet';
import { Skeleton } from '@/components/ui/skeleton';
import { errorText } from '@/lib/error-text';
import { fullName, handle } from '@/lib/people';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePagesUpTo } from '@/lib/use-pages-up-to';
import { attendeeQueryOptions } from '../api/get-attendee';
import { attendeesQueryOptions } from '../api/get-attendees';
import { NoMatchState } from '@/components/no-match-state';
import { IntentChips } from '@/components/profile-about';
import { PagedList } from '@/components/paged-list';
import { CardListSkeleton } from '@/components/ui/card-list-skeleton';

const ANY_INTEREST = '*';
const SEARCH_DEBOUNCE_MS = 250;
const SHARED_SHOWN = 3;

interface DirectorySearch {
  q?: string;
  interest?: string;
  page?: number;
}

interface AttendeeDirectoryScreenProps {
  slug: string;
  eventName: string;
  categories: readonly Category[];
  /** Search params: name search, interest filter, pages shown. */
  q?: string;
  interest?: string;
  page?: number;
  /** How a profile reads (composed by the route from the profile feature). */
  renderProfile: (profile: AttendeeProfile, shared: ReadonlySet<string>, card: AttendeeCard) => ReactNode;
}

/** /events/{slug}/attendees: find people by name or interest, see what you share, open a profile. */
export function AttendeeDirectoryScreen({ slug, eventName, categories, q, interest, page, renderProfile }: AttendeeDirectoryScreenProps) {
  const { t } = useTranslation('directory');
  useDocumentTitle(t('documentTitle'));
  const navigate = useNavigate();
  const [text, setText] = useState(q ?? '');
  const typed = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [open, setOpen] = useState<AttendeeCard | null>(null);

  // Patches merge into the address as it is when they land, so a settling name search and an
  // interest picked meanwhile never overwrite each other; any change but paging starts at page 1.
  const setSearch = useCallback(
    (patch: { q?: string; interest?: string; page?: number }, merge = true) =>
      void navigate({
        to: '/events/$slug/attendees',
        params: { slug },
        search: (prev: DirectorySearch) => (merge ? { q: prev.q, interest: prev.interest, ...patch } : patch),
        replace: true,
        resetScroll: false,
      }),
    [navigate, slug],
  );

  // Typing settles into the address (q), which drives the list.
  useEffect(() => {
    if (typed !== (q ?? '')) setSearch({ q: typed || undefined });
  }, [typed, q, setSearch]);

  const query = useInfiniteQuery(attendeesQueryOptions(slug, { q, interest }));
  usePagesUpTo(query, page);
  const shownPages = query.data?.pages.length ?? 0;
  const filtered = Boolean(q || interest);

  const interestOptions: ComboboxOption[] = [
    { value: ANY_INTEREST, label: t('anyInterest') },
    ...categories.flatMap((category) => category.interests.map((item) => ({ value: item.id, label: `${item.emoji} ${item.name}`, keywords: [item.name, category.name] }))),
  ];

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-xl font-bold tracking-tight text-fg">{t('title')}</h1>
        <p className="text-base text-fg-muted">{t('description', { event: eventName })}</p>
      </header>

      <div role="search" className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 shadow-card">
        <FormField label={t('searchLabel')}>
          <SearchInput value={text} onChange={(event) => setText(event.target.value)} placeholder={t('searchPlaceholder')} />
        </FormField>
        <div className="flex items-end gap-2">
          <div className="min-w-0 flex-1">
            <FormField label={t('interestLabel')}>
              <Combobox
                options={interestOptions}
                value={interest}
                onChange={(value) => setSearch({ interest: value === ANY_INTEREST ? undefined : value })}
                placeholder={t('anyInterest')}
                searchLabel={t('interestSearch')}
                emptyText={t('interestEmpty')}
              />
            </FormField>
          </div>
          {interest ? (
            <Button variant="ghost" size="icon" aria-label={t('clearInterest')} onClick={() => setSearch({ interest: undefined })}>
              <X aria-hidden="true" className="size-5" />
            </Button>
          ) : null}
        </div>
      </div>

      <section aria-label={t('resultsLabel')} aria-busy={query.isFetching || undefined} className="flex flex-col gap-3">
        <PagedList
          query={query}
          loading={<CardListSkeleton label={t('loading')} rows={4} chips />}
          empty={
            filtered ? (
              <NoMatchState
                title={t('noMatchTitle')}
                description={t('noMatchText')}
                clearLabel={t('clearFilters')}
                onClear={() => {
                  setText('');
                  setSearch({}, false);
                }}
              />
            ) : (
              <EmptyState icon={Users} title={t('emptyTitle')} description={t('emptyText')} />
            )
          }
          itemKey={(card) => card.userId}
          renderItem={(card) => <AttendeeCardButton card={card} onOpen={() => setOpen(card)} />}
          className="flex flex-col gap-3"
          onLoadMore={() => setSearch({ page: shownPages + 1 })}
          loadMoreLabel={t('loadMore')}
          endText={t('noMore')}
        />
      </section>

      <Sheet open={open !== null} onOpenChange={(next) => (next ? undefined : setOpen(null))}>
        {open ? (
          <SheetContent side="bottom" title={fullName(open)} hideTitle className="mx-auto max-w-[560px] gap-5 p-5">
            <AttendeeProfile slug={slug} card={open} renderProfile={renderProfile} />
          </SheetContent>
        ) : null}
      </Sheet>
    </div>
  );
}

function AttendeeCardButton({ card, onOpen }: { card: AttendeeCard; onOpen: () => void }) {
  const { t } = useTranslation('directory');
  const name = fullName(card);
  const shared = card.sharedInterests;
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-haspopup="dialog"
      className="group flex w-full items-start gap-3 rounded-2xl border border-border bg-surface p-4 text-left shadow-card transition-colors hover:border-primary-300"
    >
      <Avatar name={name} src={card.photoUrl} alt="" size="md" />
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="min-w-0 text-base font-bold wrap-anywhere text-fg group-hover:text-primary-700">{name}</span>
          {card.isMe ? <Badge tone="primary">{t('you')}</Badge> : null}
        </span>
        {card.headline ? <span className="line-clamp-2 text-sm break-words text-fg">{card.headline}</span> : null}
        {card.hometown ? (
          <span className="flex items-center gap-1 text-sm text-fg-muted">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            <span className="sr-only">{t('from')} </span>
            <span className="truncate">{card.hometown}</span>
          </span>
        ) : null}
        <IntentChips inline intents={card.intents} className="mt-1 flex flex-wrap gap-1.5" />
        {card.isMe ? null : shared.length > 0 ? (
          <span className="mt-1 flex flex-col gap-1.5">
            <span className="text-sm font-semibold text-accent-800">{t('inCommon', { count: shared.length })}</span>
            <span className="flex flex-wrap gap-1.5">
              {shared.slice(0, SHARED_SHOWN).map((item) => (
                <Chip key={item.id} leading={item.emoji} tone="highlight">
                  {item.name}
                </Chip>
              ))}
              {shared.length > SHARED_SHOWN ? <Chip>{t('more', { count: shared.length - SHARED_SHOWN })}</Chip> : null}
            </span>
          </span>
        ) : (
          <span className="text-sm text-fg-muted">{t('interestCount', { count: card.interestCount })}</span>
        )}
      </span>
      <ChevronRight aria-hidden="true" className="mt-3 size-5 shrink-0 text-fg-muted group-hover:text-primary-700" />
    </button>
  );
}

function AttendeeProfile({ slug, card, renderProfile }: { slug: string; card: AttendeeCard } & Pick<AttendeeDirectoryScreenProps, 'renderProfile'>) {
  const { t } = useTranslation('directory');
  const query = useQuery(attendeeQueryOptions(slug, card.userId));
  const name = fullName(card);
  const shared = new Set(card.sharedInterests.map((item) => item.id));
  return (
    <>
      <div className="flex items-center gap-4 pr-12">
        <Avatar name={name} src={card.photoUrl} size="lg" />
        <div className="flex min-w-0 flex-col">
          <p className="text-xl font-bold break-words text-fg" aria-hidden="true">
            {name}
          </p>
          <p className="text-sm text-fg-muted">{handle(card.username)}</p>
          {card.headline ? <p className="text-base break-words text-fg">{card.headline}</p> : null}
          {card.hometown ? (
            <p className="flex items-center gap-1 text-sm text-fg-muted">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              <span className="sr-only">{t('from')} </span>
              {card.hometown}
            </p>
          ) : null}
        </div>
      </div>
      {!card.isMe && shared.size > 0 ? <Alert tone="info">{t('inCommonLong', { count: shared.size, name: card.firstName })}</Alert> : null}
      {query.isPending ? (
        <div role="status" aria-label={t('loadingProfile')} className="flex flex-col gap-3">
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-9 w-full rounded-full" />
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-20 w-full" />
        </div>
      ) : query.isError ? (
        <Alert>{errorText(query.error)}</Alert>
      ) : (
        renderProfile(query.data, shared, card)
      )}
    </>
  );
}
