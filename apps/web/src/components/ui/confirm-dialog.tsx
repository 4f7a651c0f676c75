import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from './dialog';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Names what will happen. */
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  pending?: boolean;
  /** A promise (the request) keeps the confirm button busy until it settles. */
  onConfirm: () => unknown;
}

/** Every destructive action asks first (docs/product.md, "Rules every screen follows"), in a dialog naming what will happen. */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, cancelLabel, pending, onConfirm }: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description={description}>
        <DialogFooter className="mt-0">
          <DialogClose asChild>
            <Button variant="secondary">{cancelLabel}</Button>
          </DialogClose>
          <Button variant="danger" loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
