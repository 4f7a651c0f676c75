import { Check, Circle } from 'lucide-react';
import { LIMITS } from '@mingle/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** The password rule (contracts: isStrongPassword), shown as a live checklist under the password field. */
const RULES = [
  { key: 'length', test: (v: string) => v.length >= LIMITS.passwordMin },
  { key: 'uppercase', test: (v: string) => /[A-Z]/.test(v) },
  { key: 'number', test: (v: string) => /[0-9]/.test(v) },
  { key: 'special', test: (v: string) => /[^A-Za-z0-9]/.test(v) },
] as const;

export function PasswordChecklist({ value }: { value: string }) {
  const { t } = useTranslation('auth');
  return (
    <div className="mt-1">
      <p className="sr-only">{t('passwordRule.title')}</p>
      <ul className="grid grid-cols-1 gap-x-4 gap-y-1 min-[400px]:grid-cols-2">
        {RULES.map(({ key, test }) => {
          const met = test(value);
          const Icon = met ? Check : Circle;
          return (
            <li key={key} className={cn('flex items-center gap-1.5 text-sm', met ? 'text-success-700' : 'text-fg-muted')}>
              <Icon aria-hidden="true" className={cn('shrink-0', met ? 'size-4' : 'size-3')} strokeWidth={met ? 3 : 2} />
              <span>{t(`passwordRule.${key}`)}</span>
              <span className="sr-only">({met ? t('passwordRule.met') : t('passwordRule.unmet')})</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
