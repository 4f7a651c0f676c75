import { cn } from '@/lib/cn';

const sizes = {
  md: 'size-12 rounded-xl text-lg',
  lg: 'size-16 rounded-2xl text-2xl',
  poster: 'size-16 rounded-2xl text-2xl print:size-28 print:text-5xl',
} as const;

interface EventLogoProps {
  name: string;
  logoUrl: string | null;
  size?: keyof typeof sizes;
}

/** The event's square logo, or its first letter on a warm tile. Decorative: the name is always beside it. */
export function EventLogo({ name, logoUrl, size = 'md' }: EventLogoProps) {
  return logoUrl ? (
    <img src={logoUrl} alt="" className={cn('shrink-0 border border-border bg-surface object-cover', sizes[size])} />
  ) : (
    <span aria-hidden="true" className={cn('flex shrink-0 items-center justify-center bg-primary-100 font-bold text-primary-800', sizes[size])}>
      {name.trim().charAt(0).toUpperCase() || '•'}
    </span>
  );
}
