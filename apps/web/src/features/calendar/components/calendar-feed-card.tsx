import type { CalendarFeed } from '@mingle/contracts';
import { CalendarSync, Copy, RefreshCw } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorText } from '@/lib/error-text';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useMakeCalendarFeed } from '../api/calendar';

/**
 * "Subscribe in your calendar": a private link to the events I attend and the gatherings I'm going
 * to. Only its hash is kept, so the link shows once, right after it is made; making one again
 * replaces the old link (Reset is confirmed: apps subscribed to it stop updating).
 */
export function CalendarFeedCard() {
  const { t } = useTranslation('gatherings');
  const make = useMakeCalendarFeed();
  const [feed, setFeed] = useState<CalendarFeed | null>(null);
  const [confirming, setConfirming] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const create = () =>
    make.mutate(undefined, {
      onSuccess: (next) => {
        setFeed(next);
        setConfirming(false);
      },
      onError: (error) => notifyError(errorText(error)),
    });
  const copy = async () => {
    if (!feed) return;
    try {
      await navigator.clipboard.writeText(feed.url);
      notifySuccess(t('calendar.feed.copied'));
    } catch {
      input.current?.select();
      notifyError(t('calendar.feed.copyFailed'));
    }
  };

  return (
    <Card className="flex flex-col gap-3 p-5">
      <div className="flex items-start gap-3">
        <CalendarSync aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-600" />
        <div className="flex flex-col gap-1">
          <h2 className="text-lg font-bold text-fg">{t('calendar.feed.title')}</h2>
          <p className="text-base text-fg-muted">{t('calendar.feed.description')}</p>
        </div>
      </div>
      {feed ? (
        <>
          <FormField label={t('calendar.feed.linkLabel')} description={t('calendar.feed.private')}>
            <Input ref={input} readOnly value={feed.url} onFocus={(e) => e.currentTarget.select()} />
          </FormField>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => void copy()}>
              <Copy aria-hidden="true" className="size-4" />
              {t('calendar.feed.copy')}
            </Button>
            <a href={feed.webcalUrl} className={buttonClasses({ variant: 'secondary' })}>
              <CalendarSync aria-hidden="true" className="size-4" />
              {t('calendar.feed.open')}
            </a>
            <Button variant="ghost" onClick={() => setConfirming(true)}>
              <RefreshCw aria-hidden="true" className="size-4" />
              {t('calendar.feed.reset')}
            </Button>
          </div>
        </>
      ) : (
        <div className="flex flex-col gap-2">
          <Button variant="secondary" className="self-start" loading={make.isPending} onClick={create}>
            {t('calendar.feed.get')}
          </Button>
          <p className="text-sm text-fg-muted">{t('calendar.feed.replaces')}</p>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('calendar.feed.resetTitle')}
        description={t('calendar.feed.resetText')}
        confirmLabel={t('calendar.feed.resetConfirm')}
        cancelLabel={t('cancel')}
        pending={make.isPending}
        onConfirm={create}
      />
    </Card>
  );
}
