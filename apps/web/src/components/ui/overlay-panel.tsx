import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

/** What Dialog and Sheet share: the content on a dimmed overlay, with a close button at its top right. */
export function OverlayPanel({ children, ...props }: ComponentProps<typeof DialogPrimitive.Content>) {
  const { t } = useTranslation('common');
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 animate-fade-in bg-neutral-900/50" />
      <DialogPrimitive.Content {...props}>
        {children}
        <DialogPrimitive.Close
          aria-label={t('actions.close')}
          className="absolute top-3 right-3 flex size-touch items-center justify-center rounded-full text-fg-muted hover:bg-neutral-100 hover:text-fg"
        >
          <X aria-hidden="true" className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
