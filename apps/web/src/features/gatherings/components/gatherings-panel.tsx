import { Link } from '@tanstack/react-router';
import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { ChoiceChips } from '@/components/ui/choice-chips';
import type { GatheringsWhen } from '../api/get-event-gatherings';
import { createGatheringLink, startGatheringLink, type GatheringsPlace } from '../lib/links';
import { GatheringList } from './gathering-list';

interface GatheringsPanelProps extends GatheringsPlace {
  /** One group's gatherings; without it, the whole event's (each card names its group). */
  groupId?: string;
  /** Offer "Create gathering" (in a group that is active, or across the event choosing the group, to a viewer who may start one). */
  canCreate: boolean;
}

/** A gatherings tab: upcoming or expired ones, and in a group a way to start one. */
export function GatheringsPanel({ slug, company, groupId, canCreate }: GatheringsPanelProps) {
  const { t } = useTranslation('gatherings');
  const [when, setWhen] = useState<GatheringsWhen>('upcoming');
  // In a group: one of its own; across the event: choosing the group.
  const create = canCreate ? (
    <Link {...(groupId ? createGatheringLink({ slug, company }, groupId) : startGatheringLink({ slug, company }))} className={buttonClasses()}>
      <CalendarPlus aria-hidden="true" className="size-4" />
      {t('createLink')}
    </Link>
  ) : null;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ChoiceChips label={t('tabsLabel')} value={when} onChange={(next) => next && setWhen(next)} options={{ upcoming: t('tabs.upcoming'), expired: t('tabs.expired') }} required />
        {create}
      </div>
      {/* The header's link serves the empty state too: one link, not two of the same name. */}
      <GatheringList slug={slug} company={company} groupId={groupId} when={when} />
    </div>
  );
}
