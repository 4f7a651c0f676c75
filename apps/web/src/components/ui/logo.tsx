import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

interface LogoProps {
  className?: string;
  /** Show only the mark (e.g. in tight headers); the name stays available to screen readers. */
  markOnly?: boolean;
  size?: 'md' | 'lg';
}

/** The Mingle brand: two friends side by side on a warm tile, and the wordmark. */
export function Logo({ className, markOnly = false, size = 'md' }: LogoProps) {
  const { t } = useTranslation('common');
  const mark = size === 'lg' ? 'size-12 rounded-2xl' : 'size-9 rounded-xl';
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <span className={cn('flex items-center justify-center bg-primary-600 text-white shadow-xs', mark)} aria-hidden="true">
        <svg viewBox="0 0 32 32" className="size-[70%]" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round">
          <circle cx="11.5" cy="11.5" r="4" fill="currentColor" stroke="none" />
          <circle cx="21" cy="11.5" r="4" fill="currentColor" fillOpacity="0.7" stroke="none" />
          <path d="M4.5 25c1-4 3.9-6.2 7-6.2s6 2.2 7 6.2" />
          <path d="M14.8 25c1-4 3.4-6.2 6.2-6.2s6 2.2 7 6.2" strokeOpacity="0.7" />
        </svg>
      </span>
      <span className={cn(markOnly && 'sr-only', 'font-extrabold tracking-tight text-fg', size === 'lg' ? 'text-xl' : 'text-lg')}>{t('appName')}</span>
    </span>
  );
}
