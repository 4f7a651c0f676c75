import type { PublicEvent } from '@mingle/contracts';
import { cn } from '@/lib/cn';

const logoSizes = {
  sm: 'size-9 rounded-lg text-base',
  md: 'size-14 rounded-xl text-lg',
  lg: 'size-20 rounded-2xl text-xl',
} as const;

/** First letters of the event's first two words, for events without a logo. */
function monogram(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0] ?? '')
    .join('')
    .toUpperCase();
}

interface EventLogoProps {
  event: Pick<PublicEvent, 'name' | 'logoUrl'>;
  size?: keyof typeof logoSizes;
  className?: string;
}

/** The event's square logo, or its initials on a warm tile. Decorative: the name is always written beside it. */
export function EventLogo({ event, size = 'md', className }: EventLogoProps) {
  const classes = cn('inline-flex shrink-0 items-center justify-center overflow-hidden', logoSizes[size], className);
  if (event.logoUrl) {
    return <img src={event.logoUrl} alt="" aria-hidden="true" className={cn(classes, 'bg-surface object-cover')} />;
  }
  return (
    <span aria-hidden="true" className={cn(classes, 'bg-primary-600 font-extrabold tracking-tight text-white')}>
      {monogram(event.name)}
    </span>
  );
}

interface EventBannerProps {
  event: Pick<PublicEvent, 'name' | 'bannerUrl'>;
  className?: string;
}

/** The 16:9 banner (1600x900, UPLOAD_LIMITS), or a warm gradient when the organiser has not added one. */
export function EventBanner({ event, className }: EventBannerProps) {
  return (
    <div className={cn('relative aspect-video w-full overflow-hidden bg-primary-100', className)}>
      {event.bannerUrl ? (
        <img src={event.bannerUrl} alt="" aria-hidden="true" className="size-full object-cover" />
      ) : (
        <div
          aria-hidden="true"
          className="size-full bg-[radial-gradient(circle_at_15%_20%,var(--color-primary-300),transparent_50%),radial-gradient(circle_at_90%_95%,var(--color-primary-800),transparent_55%),linear-gradient(135deg,var(--color-primary-400),var(--color-primary-600))]"
        >
          <div className="size-full bg-[radial-gradient(var(--color-white)_1.2px,transparent_1.2px)] [background-size:18px_18px] opacity-15" />
        </div>
      )}
    </div>
  );
}
