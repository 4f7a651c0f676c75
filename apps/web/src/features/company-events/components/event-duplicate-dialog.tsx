import type { CompanyEvent } from '@mingle/contracts';
import { useNavigate } from '@tanstack/react-router';
import { Copy } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorText } from '@/lib/error-text';
import { notifySuccess } from '@/lib/toast';
import { useDuplicateCompanyEvent } from '../api/create-company-event';

/** Duplicate asks first: the copy's name and days (prefilled "... (copy)", same days); the copy is a draft. */
export function DuplicateEventDialog({ slug, event }: { slug: string; event: CompanyEvent }) {
  const { t } = useTranslation('companyEvents');
  const navigate = useNavigate();
  const duplicate = useDuplicateCompanyEvent(event.id);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [startDate, setStartDate] = useState(event.startDate);
  const [endDate, setEndDate] = useState(event.endDate);
  const [error, setError] = useState<string>();

  const onOpenChange = (next: boolean) => {
    if (next) {
      setName(t('duplicate.nameCopy', { name: event.name.slice(0, 113) }));
      setStartDate(event.startDate);
      setEndDate(event.endDate);
      setError(undefined);
    }
    setOpen(next);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    duplicate.mutate(
      { name, startDate, endDate },
      {
        onSuccess: (copy) => {
          setOpen(false);
          notifySuccess(t('duplicate.done'));
          void navigate({ to: '/$slug/events/$id', params: { slug, id: copy.id } });
        },
        onError: (failure) => setError(`${t('duplicate.failed')} ${errorText(failure)}`),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="secondary">
          <Copy aria-hidden="true" className="size-4.5" />
          {t('duplicate.action')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('duplicate.title', { name: event.name })} description={t('duplicate.description')}>
        <form className="flex flex-col gap-4" onSubmit={submit}>
          {error ? <Alert>{error}</Alert> : null}
          <FormField label={t('duplicate.name')}>
            <Input required maxLength={120} value={name} onChange={(e) => setName(e.target.value)} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('fields.startDate')}>
              <Input
                type="date"
                required
                value={startDate}
                onChange={(e) => {
                  setStartDate(e.target.value);
                  if (e.target.value && endDate < e.target.value) setEndDate(e.target.value);
                }}
              />
            </FormField>
            <FormField label={t('fields.endDate')}>
              <Input type="date" required min={startDate} value={endDate} onChange={(e) => setEndDate(e.target.value)} />
            </FormField>
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">{t('duplicate.cancel')}</Button>
            </DialogClose>
            <Button type="submit" loading={duplicate.isPending}>
              {t('duplicate.confirm')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
