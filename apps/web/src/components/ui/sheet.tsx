import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { OverlayPanel } from './overlay-panel';

export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;

const sides = {
  left: 'inset-y-0 left-0 h-dvh w-[min(20rem,calc(100%-3rem))] rounded-r-2xl',
  bottom: 'inset-x-0 bottom-0 max-h-[85dvh] w-full rounded-t-2xl',
} as const;

interface SheetContentProps extends Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> {
  /** Always named for screen readers; shown unless hideTitle. */
  title: ReactNode;
  hideTitle?: boolean;
  side?: keyof typeof sides;
}

/** A panel that slides in from the edge (navigation on phones, bottom sheets), with a close button. */
export function SheetContent({ title, hideTitle = false, side = 'left', className, children, ...props }: SheetContentProps) {
  return (
    <OverlayPanel
      aria-describedby={undefined}
      className={cn('fixed z-50 flex animate-fade-in flex-col overflow-y-auto bg-surface p-4 shadow-overlay focus-visible:outline-none', sides[side], className)}
      {...props}
    >
      <DialogPrimitive.Title className={cn(hideTitle ? 'sr-only' : 'pr-12 text-lg font-bold text-fg')}>{title}</DialogPrimitive.Title>
      {children}
    </OverlayPanel>
  );
}
