import { LIMITS } from '@mingle/contracts';
import type { ChangeEvent } from 'react';
import { cn } from '@/lib/cn';
import { Input, type InputProps } from '@/components/ui/input';

/**
 * The 6-digit code from the email: one field (works with paste and the phone's one-time-code
 * autofill), digits only, spaced out so it is easy to compare with the email.
 */
export function CodeInput({ className, onChange, ...props }: Omit<InputProps, 'type'>) {
  const digitsOnly = (event: ChangeEvent<HTMLInputElement>) => {
    const digits = event.target.value.replace(/\D/g, '').slice(0, LIMITS.verificationCodeLength);
    if (digits !== event.target.value) event.target.value = digits;
    onChange?.(event);
  };
  return (
    <Input
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={LIMITS.verificationCodeLength}
      placeholder="••••••"
      className={cn('min-h-14 indent-[0.5em] text-center text-xl font-semibold tabular-nums tracking-[0.5em] placeholder:tracking-[0.5em]', className)}
      onChange={digitsOnly}
      {...props}
    />
  );
}
