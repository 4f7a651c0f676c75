import { linkOptions } from '@tanstack/react-router';

/**
 * Where a gathering's pages are. In the attendee app, `slug` is the event's slug; in the
 * organiser console, `company` is the company's slug and `slug` the event's id (the console's
 * addresses use it; the API takes either). Spread into a Link, or give to navigate.
 */
export interface GatheringsPlace {
  slug: string;
  company?: string;
}

/** The group's gatherings tab. */
export const groupGatheringsLink = ({ slug, company }: GatheringsPlace, groupId: string) =>
  company
    ? linkOptions({ to: '/$slug/events/$id/groups/$groupId', params: { slug: company, id: slug, groupId }, search: { tab: 'gatherings' } })
    : linkOptions({ to: '/events/$slug/$groupId', params: { slug, groupId }, search: { tab: 'gatherings' } });

export const createGatheringLink = ({ slug, company }: GatheringsPlace, groupId: string) =>
  company
    ? linkOptions({ to: '/$slug/events/$id/groups/$groupId/gatherings/create', params: { slug: company, id: slug, groupId } })
    : linkOptions({ to: '/events/$slug/$groupId/gatherings/create', params: { slug, groupId } });

/** Start one from the event's gatherings tab, choosing the group. */
export const startGatheringLink = ({ slug, company }: GatheringsPlace) =>
  company ? linkOptions({ to: '/$slug/events/$id/gatherings/create', params: { slug: company, id: slug } }) : linkOptions({ to: '/events/$slug/gatherings/create', params: { slug } });

/** Where the event's gatherings are listed: the attendee's Gatherings screen, or the console event's tab. */
export const eventGatheringsLink = ({ slug, company }: GatheringsPlace) =>
  company ? linkOptions({ to: '/$slug/events/$id', params: { slug: company, id: slug }, search: { tab: 'gatherings' } }) : linkOptions({ to: '/events/$slug/gatherings', params: { slug } });

export const gatheringLink = ({ slug, company }: GatheringsPlace, groupId: string, gatheringId: string) =>
  company
    ? linkOptions({ to: '/$slug/events/$id/groups/$groupId/gatherings/$gatheringId', params: { slug: company, id: slug, groupId, gatheringId } })
    : linkOptions({ to: '/events/$slug/$groupId/gatherings/$gatheringId', params: { slug, groupId, gatheringId } });

export const editGatheringLink = ({ slug, company }: GatheringsPlace, groupId: string, gatheringId: string) =>
  company
    ? linkOptions({ to: '/$slug/events/$id/groups/$groupId/gatherings/$gatheringId/edit', params: { slug: company, id: slug, groupId, gatheringId } })
    : linkOptions({ to: '/events/$slug/$groupId/gatherings/$gatheringId/edit', params: { slug, groupId, gatheringId } });
