import { CalendarPlus, Contact } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { downloadContacts, downloadEventCalendar, downloadGatheringCalendar } from '../api/calendar';
import { DownloadButton } from './download-button';

/** "Add to calendar" for one gathering: an .ics on the event's clock, updated in place when it changes. */
export function AddGatheringToCalendar({ slug, gathering, className }: { slug: string; gathering: { id: string; groupId: string; title: string }; className?: string }) {
  const { t } = useTranslation('gatherings');
  return <DownloadButton icon={CalendarPlus} label={t('calendar.add')} className={className} download={() => downloadGatheringCalendar(slug, gathering)} />;
}

/** "Add to calendar" for the event's days (a public file); its text is the event home's, already loaded there. */
export function AddEventToCalendar({ event, className }: { event: { slug: string; name: string }; className?: string }) {
  const { t } = useTranslation('attendee');
  return <DownloadButton icon={CalendarPlus} label={t('home.addToCalendar')} className={className} download={() => downloadEventCalendar(event)} />;
}

/** "Download contacts (.vcf)": my connections at the event, with what each shares with me. */
export function DownloadContactsButton({ event, className }: { event: { slug: string; name: string }; className?: string }) {
  const { t } = useTranslation('connections');
  return <DownloadButton icon={Contact} label={t('contacts.download')} className={className} download={() => downloadContacts(event)} />;
}
