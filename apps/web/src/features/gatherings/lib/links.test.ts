import { describe, expect, it } from 'vitest';
import { createGatheringLink, editGatheringLink, gatheringLink, groupGatheringsLink } from './links';

const attendee = { slug: 'summer-makers-meetup' };
const organiser = { slug: 'event-id', company: 'northwind' };

describe('gathering links', () => {
  it('go to the attendee app by the event slug', () => {
    expect(gatheringLink(attendee, 'g1', 'x1')).toEqual({
      to: '/events/$slug/$groupId/gatherings/$gatheringId',
      params: { slug: 'summer-makers-meetup', groupId: 'g1', gatheringId: 'x1' },
    });
    expect(groupGatheringsLink(attendee, 'g1')).toMatchObject({ to: '/events/$slug/$groupId', search: { tab: 'gatherings' } });
  });

  it('go to the console by the company slug and the event id', () => {
    expect(gatheringLink(organiser, 'g1', 'x1')).toEqual({
      to: '/$slug/events/$id/groups/$groupId/gatherings/$gatheringId',
      params: { slug: 'northwind', id: 'event-id', groupId: 'g1', gatheringId: 'x1' },
    });
    expect(editGatheringLink(organiser, 'g1', 'x1').to).toBe('/$slug/events/$id/groups/$groupId/gatherings/$gatheringId/edit');
    expect(createGatheringLink(organiser, 'g1')).toEqual({
      to: '/$slug/events/$id/groups/$groupId/gatherings/create',
      params: { slug: 'northwind', id: 'event-id', groupId: 'g1' },
    });
    expect(groupGatheringsLink(organiser, 'g1')).toEqual({
      to: '/$slug/events/$id/groups/$groupId',
      params: { slug: 'northwind', id: 'event-id', groupId: 'g1' },
      search: { tab: 'gatherings' },
    });
  });
});
