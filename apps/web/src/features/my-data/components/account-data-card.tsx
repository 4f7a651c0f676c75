import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DeleteAccountDialog } from './delete-account-dialog';
import { DownloadMyDataButton } from './download-my-data-button';

/** My events and the company page: take my data with me, or delete my account (and a company I run alone with it). */
export function AccountDataCard() {
  const { t } = useTranslation('myData');
  const [deleting, setDeleting] = useState(false);
  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6">
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-bold text-fg">{t('title')}</h2>
        <p className="text-sm text-fg-muted">{t('accountIntro')}</p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <DownloadMyDataButton />
        <Button variant="ghost" className="text-danger-700" onClick={() => setDeleting(true)}>
          <Trash2 aria-hidden="true" className="size-5" />
          {t('account.action')}
        </Button>
      </div>
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} />
    </Card>
  );
}
