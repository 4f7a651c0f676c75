import { GROUP_LIMITS, type CompanyGroupsFilter, type Group } from '@mingle/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ChevronRight, Plus, Sparkles, UsersRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api';
import { errorText, issueText } from '@/lib/error-text';
import { useAutoGroups } from '../api/auto-groups';
import { companyGroupsQueryOptions } from '../api/get-company-groups';
import { GroupFlags, GroupIcon, MemberCount } from './group-bits';
import { NoMatchState } from '@/components/no-match-state';
import { PagedList } from '@/components/paged-list';
import { ChoiceChips } from '@/components/ui/choice-chips';
import { SearchInput } from '@/components/ui/search-input';
import { useDebouncedValue } from '@/lib/use-debounced-value';

const SEARCH_DEBOUNCE_MS = 250;

/** The groups tab of an event in the console: every group (searchable, filtered), create one, or form groups automatically. */
export function CompanyGroupsTab({ slug, eventId }: { slug: string; eventId: string }) {
  const { t } = useTranslation('groups');
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [kind, setKind] = useState<CompanyGroupsFilter['kind']>();
  const [status, setStatus] = useState<CompanyGroupsFilter['status']>();
  const query = useInfiniteQuery(companyGroupsQueryOptions(eventId, { q, kind, status }));
  const filtered = Boolean(q || kind || status);
  const create = (
    <Link to="/$slug/events/$id/groups/create" params={{ slug, id: eventId }} className={buttonClasses()}>
      <Plus aria-hidden="true" className="size-4.5" />
      {t('company.create')}
    </Link>
  );

  return (
    <section aria-label={t('company.groupsLabel')} className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-base text-fg-muted">{t('company.groupsHelp')}</p>
        <div className="flex shrink-0 flex-wrap gap-2">
          <AutoGroupsButton eventId={eventId} />
          {create}
        </div>
      </div>
      <div role="search" className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4 shadow-card">
        <FormField label={t('list.searchLabel')}>
          <SearchInput value={text} onChange={(event) => setText(event.target.value)} placeholder={t('list.searchPlaceholder')} />
        </FormField>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          <ChoiceChips label={t('company.filters.kind')} value={kind} onChange={setKind} options={{ auto: t('company.filters.auto'), manual: t('company.filters.manual') }} />
          <ChoiceChips label={t('company.filters.status')} value={status} onChange={setStatus} options={{ active: t('company.filters.active'), deactivated: t('company.filters.deactivated') }} />
        </div>
      </div>
      <PagedList
        query={query}
        loading={
          <div role="status" aria-label={t('list.loading')} className="grid gap-3 sm:grid-cols-2">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-24 w-full rounded-2xl" />
            ))}
          </div>
        }
        empty={
          <Card>
            {filtered ? (
              <NoMatchState
                title={t('list.noMatchTitle')}
                description={t('company.noMatchText')}
                clearLabel={t('list.showAll')}
                onClear={() => {
                  setText('');
                  setKind(undefined);
                  setStatus(undefined);
                }}
              />
            ) : (
              <EmptyState icon={UsersRound} title={t('company.emptyTitle')} description={t('company.emptyText')} action={create} />
            )}
          </Card>
        }
        itemKey={(group) => group.id}
        renderItem={(group) => <CompanyGroupCard slug={slug} eventId={eventId} group={group} />}
        className="grid gap-3 sm:grid-cols-2"
        loadMoreLabel={t('list.loadMore')}
        endText={t('list.noMore')}
      />
    </section>
  );
}

function CompanyGroupCard({ slug, eventId, group }: { slug: string; eventId: string; group: Group }) {
  return (
    <Link
      to="/$slug/events/$id/groups/$groupId"
      params={{ slug, id: eventId, groupId: group.id }}
      className="group flex h-full items-center gap-3 rounded-2xl border border-border bg-surface p-4 shadow-card transition-colors hover:border-primary-300"
    >
      <GroupIcon icon={group.icon} />
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="font-bold break-words text-fg group-hover:text-primary-700">{group.name}</span>
        <MemberCount group={group} className="text-sm text-fg-muted" />
        <GroupFlags group={group} />
        {group.labels.length > 0 ? <span className="truncate text-sm text-fg-muted">{group.labels.map((label) => `#${label}`).join(' ')}</span> : null}
      </span>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-fg-muted group-hover:text-primary-700" />
    </Link>
  );
}

/** "Form groups automatically": asks for a target group size, then says how many groups were created or reused. */
function AutoGroupsButton({ eventId }: { eventId: string }) {
  const { t } = useTranslation('groups');
  const [open, setOpen] = useState(false);
  const [size, setSize] = useState(String(GROUP_LIMITS.targetSizeDefault));
  const [error, setError] = useState<string | null>(null);
  const auto = useAutoGroups(eventId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const targetSize = Number(size);
    if (!Number.isInteger(targetSize) || targetSize < GROUP_LIMITS.targetSizeMin || targetSize > GROUP_LIMITS.targetSizeMax) {
      setError(t('auto.sizeRange', { min: GROUP_LIMITS.targetSizeMin, max: GROUP_LIMITS.targetSizeMax }));
      return;
    }
    auto.mutate(targetSize, {
      onError: (err) => {
        const issue = isApiError(err) ? err.issues.find((i) => i.field === 'targetSize') : undefined;
        setError(issue ? issueText(issue.key, issue.message) : errorText(err));
      },
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          auto.reset();
          setError(null);
        }
      }}
    >
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Sparkles aria-hidden="true" className="size-4.5" />
        {t('auto.open')}
      </Button>
      <DialogContent title={t('auto.title')} description={t('auto.description')}>
        {auto.isSuccess ? (
          <div className="flex flex-col gap-4">
            {auto.data.created + auto.data.reused === 0 ? (
              // Nobody to match yet: say why and what to do, rather than "0 created, 0 reused".
              <Alert tone="info">{t('auto.nobody')}</Alert>
            ) : (
              <>
                <Alert tone="success">
                  {t('auto.result', { created: auto.data.created, reused: auto.data.reused })} {t('auto.seats', { count: auto.data.groups.reduce((n, g) => n + g.reservedCount, 0) })}
                </Alert>
                <p className="text-base text-fg-muted">{t('auto.next')}</p>
              </>
            )}
            <DialogFooter className="mt-0">
              <DialogClose asChild>
                <Button>{t('auto.done')}</Button>
              </DialogClose>
            </DialogFooter>
          </div>
        ) : (
          <form noValidate onSubmit={submit} className="flex flex-col gap-4">
            <FormField label={t('auto.size')} description={t('auto.sizeHint', { min: GROUP_LIMITS.targetSizeMin, max: GROUP_LIMITS.targetSizeMax })} error={error ?? undefined}>
              <Input type="number" inputMode="numeric" min={GROUP_LIMITS.targetSizeMin} max={GROUP_LIMITS.targetSizeMax} value={size} onChange={(e) => setSize(e.target.value)} />
            </FormField>
            <DialogFooter className="mt-0">
              <DialogClose asChild>
                <Button type="button" variant="secondary">
                  {t('cancel')}
                </Button>
              </DialogClose>
              <Button type="submit" loading={auto.isPending}>
                {t('auto.submit')}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
