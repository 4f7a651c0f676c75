import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentProps, HTMLAttributes, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { OverlayPanel } from './overlay-panel';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

interface DialogContentProps extends Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
}

/** Centred dialog with a title (always named for screen readers) and a close button. */
export function DialogContent({ title, description, className, children, ...props }: DialogContentProps) {
  return (
    <OverlayPanel
      className={cn(
        'fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 animate-pop-in',
        'rounded-2xl bg-surface p-6 shadow-overlay focus-visible:outline-none',
        className,
      )}
      {...(description ? {} : { 'aria-describedby': undefined })}
      {...props}
    >
      <DialogPrimitive.Title className="pr-10 text-lg font-bold text-fg">{title}</DialogPrimitive.Title>
      {description ? <DialogPrimitive.Description className="mt-2 text-base text-fg-muted">{description}</DialogPrimitive.Description> : null}
      <div className="mt-5">{children}</div>
    </OverlayPanel>
  );
}

export function DialogFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end', className)} {...props} />;
}
