import { RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** Seconds before another code may be asked for, so an impatient tap doesn't flood the inbox. */
export const RESEND_COOLDOWN_SECONDS = 30;

interface ResendCodeButtonProps {
  /** Sends the code; resolve on success, reject on failure (no cooldown then). */
  onResend: () => Promise<unknown>;
}

export function ResendCodeButton({ onResend }: ResendCodeButtonProps) {
  const { t } = useTranslation('auth');
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const resend = async () => {
    setSending(true);
    try {
      await onResend();
      setSecondsLeft(RESEND_COOLDOWN_SECONDS);
    } catch {
      // the caller reports the failure
    } finally {
      setSending(false);
    }
  };

  const waiting = secondsLeft > 0;
  return (
    <Button variant="secondary" fullWidth onClick={resend} loading={sending} disabled={waiting}>
      {sending ? null : <RefreshCw aria-hidden="true" className="size-4.5" />}
      {sending ? t('resend.sending') : waiting ? t('resend.wait', { seconds: secondsLeft }) : t('resend.action')}
    </Button>
  );
}
