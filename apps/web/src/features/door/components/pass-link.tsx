import { Link } from '@tanstack/react-router';
import { ChevronRight, Ticket } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The way to my pass from the event home and My QR: one card-sized link. */
export function PassLink({ slug }: { slug: string }) {
  const { t } = useTranslation('door');
  return (
    <Link
      to="/events/$slug/pass"
      params={{ slug }}
      className="group flex items-center gap-3 rounded-2xl border border-border bg-surface p-4 shadow-card transition-colors hover:border-primary-300"
      data-testid="pass-link"
    >
      <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-600">
        <Ticket className="size-5" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-bold text-fg group-hover:text-primary-700">{t('link.title')}</span>
        <span className="text-sm text-fg-muted">{t('link.text')}</span>
      </span>
      <ChevronRight aria-hidden="true" className="size-5 text-fg-muted" />
    </Link>
  );
}
