import type { NotificationSettingsInput } from '@mingle/contracts';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { errorText } from '@/lib/error-text';
import { notifyError } from '@/lib/toast';
import { deletePushSubscription, savePushSubscription } from '../api/push-subscriptions';
import { pushState, pushSupported, subscribePush, unsubscribePush, type PushState } from '../lib/push';

type Choice = 'chatPush' | 'requestPush' | 'reminderPush';
const CHOICES: Choice[] = ['chatPush', 'requestPush', 'reminderPush'];

interface BrowserNotificationsProps {
  /** The server's key; null: this server sends no browser notifications, and nothing shows. */
  publicKey: string | null;
  /** My choices at this event (they apply to every device I turned notifications on in). */
  choices: Record<Choice, boolean> | undefined;
  onChoose(change: NotificationSettingsInput): void;
}

/**
 * "Browser notifications" (decision 024): a switch for this device, which asks the browser's
 * permission only when tapped, and what I want to hear of at this event.
 */
export function BrowserNotifications({ publicKey, choices, onChoose }: BrowserNotificationsProps) {
  const { t } = useTranslation('attendee');
  const id = useId();
  const [state, setState] = useState<PushState | 'working'>(() => (pushSupported() ? 'working' : 'unsupported'));
  useEffect(() => {
    if (!pushSupported()) return;
    let live = true;
    pushState().then(
      (s) => live && setState(s),
      () => live && setState('off'),
    );
    return () => {
      live = false;
    };
  }, []);
  if (!publicKey || state === 'unsupported') return null;

  const turn = async (on: boolean) => {
    setState('working');
    try {
      if (on) {
        const subscription = await subscribePush(publicKey);
        if (!subscription) return setState(Notification.permission === 'denied' ? 'denied' : 'off');
        await savePushSubscription(subscription);
        setState('on');
      } else {
        const endpoint = await unsubscribePush();
        if (endpoint) await deletePushSubscription(endpoint);
        setState('off');
      }
    } catch (error) {
      notifyError(errorText(error));
      setState(await pushState().catch(() => 'off' as const));
    }
  };

  return (
    <div className="flex flex-col gap-1 border-t border-border pt-3">
      <label htmlFor={id} className="flex min-h-touch cursor-pointer items-center gap-3 text-base text-fg">
        <Checkbox id={id} checked={state === 'on'} disabled={state === 'working' || state === 'denied'} onCheckedChange={(value) => void turn(value === true)} />
        {t('push.device')}
      </label>
      <p className="text-sm text-fg-muted">{state === 'denied' ? t('push.blocked') : t('push.deviceHint')}</p>
      {state === 'on' ? (
        <fieldset className="mt-2 flex flex-col">
          <legend className="mb-1 text-sm font-semibold text-fg">{t('push.which')}</legend>
          {CHOICES.map((choice) => (
            <ChoiceRow key={choice} label={t(`push.${choice}`)} checked={choices?.[choice] ?? true} disabled={!choices} onChange={(on) => onChoose({ [choice]: on })} />
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}

function ChoiceRow({ label, checked, disabled, onChange }: { label: string; checked: boolean; disabled: boolean; onChange(on: boolean): void }) {
  const id = useId();
  return (
    <label htmlFor={id} className="flex min-h-touch cursor-pointer items-center gap-3 text-base text-fg">
      <Checkbox id={id} checked={checked} disabled={disabled} onCheckedChange={(value) => onChange(value === true)} />
      {label}
    </label>
  );
}
