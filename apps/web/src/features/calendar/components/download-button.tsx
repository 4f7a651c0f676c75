import type { LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { errorText } from '@/lib/error-text';
import { notifyError } from '@/lib/toast';

/** A button that fetches a file and saves it (Add to calendar, Download contacts); a failure is a toast. */
export function DownloadButton({ icon: Icon, label, download, ...props }: Omit<ButtonProps, 'onClick' | 'loading' | 'children'> & { icon: LucideIcon; label: string; download: () => Promise<void> }) {
  const [pending, setPending] = useState(false);
  const run = () => {
    setPending(true);
    download()
      .catch((error: unknown) => notifyError(errorText(error)))
      .finally(() => setPending(false));
  };
  return (
    <Button variant="secondary" {...props} loading={pending} onClick={run}>
      {pending ? null : <Icon aria-hidden="true" className="size-4" />}
      {label}
    </Button>
  );
}
