import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const tones = {
  danger: { box: 'border-danger-600/30 bg-danger-50 text-danger-700', Icon: CircleAlert },
  success: { box: 'border-success-600/30 bg-success-50 text-success-700', Icon: CircleCheck },
  warning: { box: 'border-warning-600/30 bg-warning-50 text-warning-700', Icon: TriangleAlert },
  info: { box: 'border-accent-600/30 bg-accent-50 text-accent-800', Icon: Info },
} as const;

interface AlertProps {
  tone?: keyof typeof tones;
  children: ReactNode;
  className?: string;
}

/** An inline message in a form or page; danger alerts are announced right away. */
export function Alert({ tone = 'danger', children, className }: AlertProps) {
  const { box, Icon } = tones[tone];
  return (
    <div role={tone === 'danger' ? 'alert' : 'status'} className={cn('flex items-start gap-2.5 rounded-lg border px-3.5 py-3 text-sm font-medium', box, className)}>
      <Icon aria-hidden="true" className="mt-px size-4.5 shrink-0" />
      <div className="min-w-0">{children}</div>
    </div>
  );
}
