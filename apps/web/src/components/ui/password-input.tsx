import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Input, type InputProps } from './input';

/** A password input with a show/hide toggle (44 px target, named for screen readers). */
export function PasswordInput({ className, ...props }: Omit<InputProps, 'type'>) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <div className="relative">
      <Input type={visible ? 'text' : 'password'} autoCapitalize="none" autoCorrect="off" spellCheck={false} className={cn('pr-12', className)} {...props} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-pressed={visible}
        aria-label={visible ? t('password.hide') : t('password.show')}
        disabled={props.disabled}
        className="absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-lg text-fg-muted hover:text-fg focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-ring"
      >
        <Icon aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
