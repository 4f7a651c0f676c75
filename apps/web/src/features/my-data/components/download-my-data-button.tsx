import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '@/components/ui/button';
import { errorText } from '@/lib/error-text';
import { notifyError } from '@/lib/toast';
import { useDownloadMyData } from '../api/download-my-data';

/** "Download my data": everything Mingle holds about me, as a JSON file (GET /me/export). */
export function DownloadMyDataButton(props: Omit<ButtonProps, 'onClick' | 'loading'>) {
  const { t } = useTranslation('myData');
  const download = useDownloadMyData();
  return (
    <Button variant="secondary" {...props} loading={download.isPending} onClick={() => download.mutate(undefined, { onError: (error) => notifyError(errorText(error)) })}>
      {download.isPending ? null : <Download aria-hidden="true" className="size-5" />}
      {t('download.action')}
    </Button>
  );
}
