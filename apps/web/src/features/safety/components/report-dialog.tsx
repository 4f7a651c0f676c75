import { REPORT_REASON_MAX, type ReportKind } from '@mingle/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { CharacterCount, Textarea } from '@/components/ui/textarea';
import { errorText } from '@/lib/error-text';
import { notifySuccess } from '@/lib/toast';
import { useSendReport } from '../api/send-report';

export interface ReportTarget {
  kind: ReportKind;
  targetId: string;
  /** What the dialog calls it: a board message, a chat, a profile. */
  what: 'message' | 'chat' | 'profile';
}

interface ReportDialogProps {
  slug: string;
  target: ReportTarget;
  /** The person it is about, by name. */
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** What is reported, an optional reason, and the promise that the reporter stays anonymous. */
export function ReportDialog({ slug, target, name, open, onOpenChange }: ReportDialogProps) {
  const { t } = useTranslation('safety');
  const report = useSendReport(slug);
  const [reason, setReason] = useState('');
  const fieldId = useId();
  const countId = useId();
  const tooLong = reason.length > REPORT_REASON_MAX;
  const change = (next: boolean) => {
    if (report.isPending) return;
    if (!next) {
      setReason('');
      report.reset();
    }
    onOpenChange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (tooLong) return;
    report.mutate(
      { kind: target.kind, targetId: target.targetId, ...(reason.trim() ? { reason: reason.trim() } : {}) },
      {
        onSuccess: () => {
          notifySuccess(t('report.done'));
          change(false);
        },
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent title={t(`report.title.${target.what}`, { name })} description={t(`report.text.${target.what}`, { name })}>
        <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
          <Label htmlFor={fieldId}>{t('report.reasonLabel')}</Label>
          <Textarea
            id={fieldId}
            rows={3}
            value={reason}
            placeholder={t('report.reasonPlaceholder')}
            aria-invalid={tooLong || undefined}
            aria-describedby={countId}
            onChange={(event) => setReason(event.target.value)}
          />
          <span className="self-end">
            <CharacterCount id={countId} count={reason.length} max={REPORT_REASON_MAX} label={t('report.count', { count: reason.length, max: REPORT_REASON_MAX })} />
          </span>
          {report.isError ? <Alert>{errorText(report.error)}</Alert> : null}
          <DialogFooter className="mt-2">
            <DialogClose asChild>
              <Button type="button" variant="secondary">
                {t('cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" variant="danger" loading={report.isPending} disabled={tooLong}>
              {t('report.send')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
