import { createFileRoute, redirect } from '@tanstack/react-router';
import { PageSearch, present, shortText } from '@/lib/search';

/** page, plus the name search. */
const AttendeesSearch = (search: Record<string, unknown>) => ({ ...PageSearch(search), ...present({ q: shortText(search.q, 80, { trim: true }) }) });

/** The attendee list is a tab of the event now; links to its old address keep working. */
export const Route = createFileRoute('/$slug/events/$id/attendees/')({
  validateSearch: AttendeesSearch,
  beforeLoad: ({ params, search }) => {
    throw redirect({ to: '/$slug/events/$id', params, search: { tab: 'attendees', ...search }, replace: true });
  },
});
