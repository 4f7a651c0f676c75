import { useQuery } from '@tanstack/react-query';
import { EyeOff, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/error-text';
import { notifyError, notifyWithUndo } from '@/lib/toast';
import { notInterestedQueryOptions, useSetNotInterested } from '../api/not-interested';

/** The toast after "Not interested": what it did, and the way back. */
function UndoToast({ text, undoLabel, onUndo }: { text: string; undoLabel: string; onUndo: () => void }) {
  return (
    <span className="flex items-center gap-3">
      <span className="flex-1">{text}</span>
      <Button variant="secondary" onClick={onUndo}>
        <Undo2 aria-hidden="true" className="size-4" />
        {undoLabel}
      </Button>
    </span>
  );
}

/**
 * Says "not interested" to someone (decision 043) and offers the undo in a toast. Silent to them:
 * nothing they see changes. Gives back `mark(userId, name)` and whether a change is under way.
 */
export function useNotInterested(slug: string) {
  const { t } = useTranslation('icebreakers');
  const change = useSetNotInterested(slug);
  const set = (userId: string, value: boolean) => change.mutateAsync({ userId, value });
  const mark = (userId: string, name: string) =>
    set(userId, true)
      .then(() =>
        notifyWithUndo(
          <UndoToast text={t('notInterested.done', { name })} undoLabel={t('notInterested.undo')} onUndo={() => void set(userId, false).catch((e: unknown) => notifyError(errorText(e)))} />,
          `not-interested:${userId}`,
        ),
      )
      .catch((e: unknown) => notifyError(errorText(e)));
  /** Without the toast: where the screen itself shows what was said and its undo (the profile). */
  const say = (userId: string, value: boolean) => set(userId, value).catch((e: unknown) => notifyError(errorText(e)));
  return { mark, say, pending: change.isPending };
}

/** On a person's profile: "Not interested", or, once said, a line saying so with its undo. */
export function NotInterestedAction({ slug, userId, name }: { slug: string; userId: string; name: string }) {
  const { t } = useTranslation('icebreakers');
  const query = useQuery(notInterestedQueryOptions(slug, userId));
  const { say, pending } = useNotInterested(slug);
  if (!query.data) return null;
  if (query.data.notInterested)
    return (
      <div className="mt-3 flex w-full flex-col items-center gap-2" data-testid="not-interested-said">
        <p className="text-sm text-fg-muted">{t('notInterested.said', { name })}</p>
        <Button variant="ghost" disabled={pending} onClick={() => void say(userId, false)}>
          <Undo2 aria-hidden="true" className="size-4" />
          {t('notInterested.undo')}
        </Button>
      </div>
    );
  return (
    <Button variant="ghost" className="mt-2 w-full sm:w-auto sm:min-w-44" disabled={pending} onClick={() => void say(userId, true)}>
      <EyeOff aria-hidden="true" className="size-4" />
      {t('notInterested.action')}
    </Button>
  );
}
