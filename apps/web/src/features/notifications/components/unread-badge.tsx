import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { badgeText } from '../lib/unread';

interface UnreadProps {
  count: number;
  className?: string;
}

/**
 * A small count of unread messages, for the eye (UnreadLabel says it in words). The number is drawn
 * by CSS from `data-count`, so the text of what it sits in ("Groups") stays its own. Nothing when
 * there is nothing new.
 */
export function UnreadBadge({ count, className }: UnreadProps) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-count={badgeText(count)}
      className={cn('inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-primary-600 px-1.5 text-xs leading-none font-bold text-white after:content-[attr(data-count)]', className)}
    />
  );
}

/**
 * "3 unread" for screen readers: the description (aria-describedby={id}) of what it counts for, so
 * a tab or a row keeps its name ("Groups") and says the count after it. Place it outside that element.
 */
export function UnreadLabel({ id, count }: UnreadProps & { id: string }) {
  const { t } = useTranslation('attendee');
  if (count <= 0) return null;
  return (
    <span id={id} className="sr-only">
      {t('unread.count', { count })}
    </span>
  );
}
