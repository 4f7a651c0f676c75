import type { AttendeeGroup, Gathering } from '@mingle/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useLiveGatherings } from '../api/use-live-gatherings';
import { Link, linkOptions, useNavigate, type LinkComponentProps } from '@tanstack/react-router';
import { CalendarClock, MapPin, Pencil, UserRound, UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { AddGatheringToCalendar } from '@/features/calendar';
import { notifySuccess } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCreateGathering, useStartGathering } from '../api/create-gathering';
import { gatheringQueryOptions } from '../api/get-gathering';
import { useUpdateGathering } from '../api/update-gathering';
import { gatheringWhen, useZoneNamed } from '../lib/format';
import { editGatheringLink, eventGatheringsLink, gatheringLink, groupGatheringsLink, type GatheringsPlace } from '../lib/links';
import { AttendanceButtons, AttendanceCounts } from './gathering-card';
import { GatheringActions } from './gathering-actions';
import { GatheringForm, type EventDays, type GatheringFormValues, type GroupChoice } from './gathering-form';
import { GatheringPeople } from './gathering-people';

/**
 * The screens serve both rooms: the attendee app by default, and the organiser console when
 * `company` is set (its links go to the console's pages, and organisers do not attend).
 */
type ScreenProps = GatheringsPlace & { groupId: string };

function BackLink({ link, children }: { link: LinkComponentProps; children: ReactNode }) {
  return (
    <Link {...link} className="inline-flex min-h-touch items-center self-start rounded-sm text-sm font-semibold text-fg-muted hover:text-fg hover:underline">
      ← {children}
    </Link>
  );
}

/**
 * /events/{slug}/{groupId}/gatherings/{gatheringId}: the gathering, who is coming, and my answer;
 * /{company}/events/{id}/groups/{groupId}/gatherings/{gatheringId}: the same for the organisers, without an answer.
 */
export function GatheringDetailsScreen({ slug, company, groupId, gatheringId }: ScreenProps & { gatheringId: string }) {
  const { t } = useTranslation('gatherings');
  const { data: gathering } = useSuspenseQuery(gatheringQueryOptions(slug, groupId, gatheringId));
  useLiveGatherings(slug, groupId);
  useDocumentTitle(gathering.title);
  const zone = useZoneNamed(slug);
  const place = { slug, company };
  return (
    <div className="flex max-w-2xl flex-col gap-4">
      <BackLink link={groupGatheringsLink(place, groupId)}>{t('backToGroup', { name: gathering.groupName })}</BackLink>
      <Card className="flex flex-col gap-4 p-5">
        <div className="flex flex-col gap-1">
          <p className="text-sm font-semibold text-fg-muted">
            <span aria-hidden="true">{gathering.groupIcon} </span>
            {gathering.groupName}
          </p>
          <h1 className="text-2xl font-bold tracking-tight break-words text-fg">{gathering.title}</h1>
        </div>
        <dl className="flex flex-col gap-2 text-base">
          <Fact icon={<CalendarClock aria-hidden="true" className="size-5" />} label={t('when')}>
            {gatheringWhen(gathering, undefined, undefined, zone)}
          </Fact>
          <Fact icon={<MapPin aria-hidden="true" className="size-5" />} label={t('where')}>
            {gathering.location}
          </Fact>
          <Fact icon={<UserRound aria-hidden="true" className="size-5" />} label={t('startedBy')}>
            {gathering.createdBy === null ? t('deletedUser') : gathering.creatorName}
          </Fact>
        </dl>
        {gathering.description ? <p className="text-base break-words whitespace-pre-wrap text-fg">{gathering.description}</p> : null}
        <AttendanceCounts gathering={gathering} className="text-base" />
        {gathering.cancelled ? (
          <Alert tone="warning">
            <span className="flex flex-col gap-1">
              <span>{t('cancelledText')}</span>
              {gathering.cancelNote ? <span className="font-normal break-words whitespace-pre-wrap">{t('cancelledNote', { note: gathering.cancelNote })}</span> : null}
            </span>
          </Alert>
        ) : gathering.expired ? (
          <Alert tone="info">{t('expiredText')}</Alert>
        ) : company ? (
          <p className="-mt-2 text-sm text-fg-muted">{t('organiserHint')}</p>
        ) : (
          <AttendanceButtons slug={slug} gathering={gathering} />
        )}
        <div className="flex flex-wrap gap-2">
          {gathering.expired || gathering.cancelled ? null : <AddGatheringToCalendar slug={slug} gathering={gathering} />}
          {gathering.canEdit ? (
            <Link {...editGatheringLink(place, groupId, gatheringId)} className={buttonClasses({ variant: 'secondary' })}>
              <Pencil aria-hidden="true" className="size-4" />
              {t('edit')}
            </Link>
          ) : null}
          <GatheringActions place={place} gathering={gathering} />
        </div>
      </Card>
      <GatheringPeople slug={slug} gathering={gathering} />
    </div>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-2">
      <dt className="mt-0.5 text-fg-muted">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 break-words text-fg">{children}</dd>
    </div>
  );
}

const toForm = (g?: Gathering): GatheringFormValues => ({
  title: g?.title ?? '',
  startDate: g?.startDate ?? '',
  startHour: g?.startHour ?? '',
  endHour: g?.endHour ?? '',
  location: g?.location ?? '',
  description: g?.description ?? '',
  capacity: g?.capacity ? String(g.capacity) : '',
});

/** What the create screen needs of the group; `isMember` only in the attendee app (organisers may always). */
type CreateGroup = Pick<AttendeeGroup, 'name' | 'deactivated'> & Partial<Pick<AttendeeGroup, 'isMember'>>;

/**
 * /events/{slug}/{groupId}/gatherings/create: members of the group start a gathering; in the
 * console the organisers do. The group (undefined while it loads) comes from the route, which
 * composes this feature with groups.
 */
export function GatheringCreateScreen({ slug, company, groupId, group, timeZone, days }: ScreenProps & { group: CreateGroup | undefined; timeZone?: string; days?: EventDays }) {
  const { t } = useTranslation('gatherings');
  useDocumentTitle(t('create.title'));
  const navigate = useNavigate();
  const create = useCreateGathering(slug, groupId);
  const place = { slug, company };
  const mayCreate = group ? (!!company || !!group.isMember) && !group.deactivated : true;
  return (
    <div className="flex flex-col gap-4">
      <BackLink link={groupGatheringsLink(place, groupId)}>{group ? t('backToGroup', { name: group.name }) : t('back')}</BackLink>
      <header className="flex flex-col gap-1">
        <h1 className="text-xl font-bold tracking-tight text-fg">{t('create.title')}</h1>
        <p className="text-base text-fg-muted">{company ? t('create.companyDescription') : t('create.description')}</p>
      </header>
      {mayCreate ? (
        <GatheringForm
          defaultValues={toForm()}
          timeZone={timeZone}
          days={days}
          organiser={!!company}
          submitLabel={t('create.submit')}
          cancel={<CancelLink link={groupGatheringsLink(place, groupId)} />}
          onSubmit={async (input) => {
            const gathering = await create.mutateAsync(input);
            notifySuccess(company ? t('create.companyCreated') : t('create.created'));
            await navigate(gatheringLink(place, groupId, gathering.id));
          }}
        />
      ) : (
        <Alert tone="info">{group?.deactivated ? t('create.deactivated') : t('create.membersOnly')}</Alert>
      )}
    </div>
  );
}

function CancelLink({ link }: { link: LinkComponentProps }) {
  const { t } = useTranslation('gatherings');
  return (
    <Link {...link} className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
      {t('cancel')}
    </Link>
  );
}

/**
 * /events/{slug}/gatherings/create: start a gathering from the event's gatherings tab, in one of
 * the groups I am in; /{company}/events/{id}/gatherings/create: the organisers, in any active
 * group of the event. `groups` (undefined while they load) come from the route, which composes
 * this feature with groups. In none yet: join (or create) one first.
 */
export function GatheringStartScreen({ slug, company, groups, timeZone, days }: GatheringsPlace & { groups: readonly GroupChoice[] | undefined; timeZone?: string; days?: EventDays }) {
  const { t } = useTranslation('gatherings');
  useDocumentTitle(t('create.title'));
  const navigate = useNavigate();
  const start = useStartGathering(slug);
  const place = { slug, company };
  const back = eventGatheringsLink(place);
  const findGroups = company
    ? linkOptions({ to: '/$slug/events/$id', params: { slug: company, id: slug }, search: { tab: 'groups' } })
    : linkOptions({ to: '/events/$slug', params: { slug }, search: { tab: 'groups' } });
  return (
    <div className="flex flex-col gap-4">
      <BackLink link={back}>{t('start.back')}</BackLink>
      <header className="flex flex-col gap-1">
        <h1 className="text-xl font-bold tracking-tight text-fg">{t('create.title')}</h1>
        <p className="text-base text-fg-muted">{company ? t('start.companyDescription') : t('start.description')}</p>
      </header>
      {groups === undefined ? (
        <div role="status" aria-label={t('start.loading')} className="flex max-w-2xl flex-col gap-3">
          <Skeleton className="h-11 w-2/3 rounded-full" />
          <Skeleton className="h-64 w-full rounded-2xl" />
        </div>
      ) : groups.length === 0 ? (
        <EmptyState
          icon={UsersRound}
          title={company ? t('start.companyNoGroupsTitle') : t('start.noGroupsTitle')}
          description={company ? t('start.companyNoGroupsText') : t('start.noGroupsText')}
          action={
            <Link {...findGroups} className={buttonClasses()}>
              {company ? t('start.companyFindGroups') : t('start.findGroups')}
            </Link>
          }
        />
      ) : (
        <GatheringForm
          defaultValues={{ ...toForm(), groupId: groups.length === 1 ? groups[0]!.id : '' }}
          groups={groups}
          timeZone={timeZone}
          days={days}
          organiser={!!company}
          submitLabel={t('create.submit')}
          cancel={<CancelLink link={back} />}
          onSubmit={async ({ groupId, ...input }) => {
            const gathering = await start.mutateAsync({ groupId: groupId!, input });
            notifySuccess(company ? t('create.companyCreated') : t('create.created'));
            await navigate(gatheringLink(place, gathering.groupId, gathering.id));
          }}
        />
      )}
    </div>
  );
}

/** .../gatherings/{gatheringId}/edit (attendee app or console): the creator or the organisers change it. */
export function GatheringEditScreen({ slug, company, groupId, gatheringId, timeZone, days }: ScreenProps & { gatheringId: string; timeZone?: string; days?: EventDays }) {
  const { t } = useTranslation('gatherings');
  useDocumentTitle(t('editTitle'));
  const navigate = useNavigate();
  const { data: gathering } = useSuspenseQuery(gatheringQueryOptions(slug, groupId, gatheringId));
  const update = useUpdateGathering(slug, groupId, gatheringId);
  const details = gatheringLink({ slug, company }, groupId, gatheringId);
  return (
    <div className="flex flex-col gap-4">
      <BackLink link={details}>{gathering.title}</BackLink>
      <h1 className="text-xl font-bold tracking-tight text-fg">{t('editTitle')}</h1>
      {gathering.canEdit ? (
        <GatheringForm
          defaultValues={toForm(gathering)}
          timeZone={timeZone}
          days={days}
          organiser={!!company}
          submitLabel={t('save')}
          cancel={<CancelLink link={details} />}
          onSubmit={async (input) => {
            await update.mutateAsync(input);
            notifySuccess(t('saved'));
            await navigate(details);
          }}
        />
      ) : (
        <Alert tone="info">{t('cannotEdit')}</Alert>
      )}
    </div>
  );
}
