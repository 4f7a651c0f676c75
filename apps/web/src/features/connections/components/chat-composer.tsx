import { Link } from '@tanstack/react-router';
import { SendHorizontal } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { translateKey } from '@/lib/translate';

const MAX_BODY = 2000;

/** Where the next message is written: Enter sends it, the count shows near the limit. */
export function ChatComposer({ onSend }: { onSend: (body: string) => void }) {
  const { t } = useTranslation('connections');
  const [draft, setDraft] = useState('');
  const composerId = useId();
  const body = draft.trim();
  const tooLong = draft.length > MAX_BODY;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!body || tooLong) return;
    onSend(body);
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter starts a new line (and phones keep their own return key).
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
      <div className="flex items-end gap-2">
        <label htmlFor={composerId} className="sr-only">
          {t('chat.composerLabel')}
        </label>
        <Textarea
          id={composerId}
          rows={1}
          value={draft}
          placeholder={t('chat.composerPlaceholder')}
          aria-invalid={tooLong || undefined}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          className="max-h-40 min-h-touch flex-1 resize-none!"
        />
        <Button type="submit" size="icon" aria-label={t('chat.send')} disabled={!body || tooLong}>
          <SendHorizontal aria-hidden="true" className="size-5" />
        </Button>
      </div>
      {draft.length > MAX_BODY - 200 ? (
        <p className={cn('text-right text-sm tabular-nums', tooLong ? 'font-semibold text-danger-700' : 'text-fg-muted')} aria-live="polite">
          {t('chat.tooLong', { count: draft.length, max: MAX_BODY })}
        </p>
      ) : null}
    </form>
  );
}

/** In the composer's place once the connection is gone. */
export function ChatClosed({ slug }: { slug: string }) {
  const { t } = useTranslation('connections');
  return (
    <div className="flex flex-col gap-2">
      <Alert>{translateKey('errors:connectionNotFound')}</Alert>
      <p className="text-sm text-fg-muted">{t('chat.gone')}</p>
      <Link to="/events/$slug/connections" params={{ slug }} className={buttonClasses({ variant: 'secondary', className: 'self-start' })}>
        {t('chat.toConnections')}
      </Link>
    </div>
  );
}
