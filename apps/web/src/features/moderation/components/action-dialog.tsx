import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';

interface ActionDialogProps {
  title: string;
  description: string;
  confirmLabel: string;
  /** Hiding may also warn the person: the one chance, as hiding closes the reports. */
  warnLabel?: string;
  pending: boolean;
  onConfirm: (warn: boolean) => void;
  onClose: () => void;
}

/** Asks before hiding, warning or removing, naming what will happen (docs/product.md, "Rules every screen follows"). */
export function ActionDialog({ title, description, confirmLabel, warnLabel, pending, onConfirm, onClose }: ActionDialogProps) {
  const { t } = useTranslation('moderation');
  const [warn, setWarn] = useState(false);
  const warnId = useId();
  return (
    <Dialog open onOpenChange={(open) => (pending || open ? undefined : onClose())}>
      <DialogContent title={title} description={description}>
        {warnLabel ? (
          <label htmlFor={warnId} className="flex min-h-touch cursor-pointer items-center gap-3 text-base text-fg">
            <Checkbox id={warnId} checked={warn} onCheckedChange={(value) => setWarn(value === true)} />
            {warnLabel}
          </label>
        ) : null}
        <DialogFooter className={warnLabel ? 'mt-4' : 'mt-0'}>
          <DialogClose asChild>
            <Button variant="secondary">{t('confirm.cancel')}</Button>
          </DialogClose>
          <Button variant="danger" loading={pending} onClick={() => onConfirm(warn)}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
