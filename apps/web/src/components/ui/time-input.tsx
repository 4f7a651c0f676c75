import type { ChangeEvent, FocusEvent } from 'react';
import { normalizeClock } from '@/lib/dates';
import { Input, type InputProps } from './input';

/**
 * A time of day on the 24-hour clock, the way the app shows times ("18:30"), whatever the phone's
 * own clock setting (a native time field follows the device and shows "06:30 PM"). What is typed
 * is tidied when the field is left: "1830", "18.30" or "6:30 pm" become "18:30".
 */
export function TimeInput({ onBlur, onChange, ...props }: Omit<InputProps, 'type'>) {
  const tidy = (event: FocusEvent<HTMLInputElement>) => {
    const tidied = normalizeClock(event.target.value);
    if (tidied !== event.target.value) {
      event.target.value = tidied;
      // The field's value changed: tell the form as typing would, as a change (a form library
      // reads event.target, and tells its watchers only of changes, not of blurs).
      onChange?.({ ...event, type: 'change' } as unknown as ChangeEvent<HTMLInputElement>);
    }
    onBlur?.(event);
  };
  return <Input type="text" inputMode="numeric" autoComplete="off" placeholder="HH:MM" maxLength={8} className="tabular-nums" {...props} onChange={onChange} onBlur={tidy} />;
}
