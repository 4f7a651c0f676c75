import { Slot } from '@radix-ui/react-slot';
import { useId, type ReactNode } from 'react';
import { InlineError } from './inline-error';
import { Label } from './label';

interface FormFieldProps {
  label: ReactNode;
  /** Already-translated error text; marks the control invalid and describes it. */
  error?: string;
  /** Help shown under the control (e.g. the password rule). */
  description?: ReactNode;
  /** Shown at the right of the label row, e.g. a "Forgot password?" link. */
  labelAside?: ReactNode;
  id?: string;
  /** A single control (Input, PasswordInput ...); it receives id, aria-invalid and aria-describedby. */
  children: ReactNode;
}

export function FormField({ label, error, description, labelAside, id, children }: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const descriptionId = description ? `${controlId}-description` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [errorId, descriptionId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-end justify-between gap-3">
        <Label htmlFor={controlId}>{label}</Label>
        {labelAside}
      </div>
      <Slot id={controlId} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        {children}
      </Slot>
      <InlineError id={errorId} error={error} />
      {description ? (
        <div id={descriptionId} className="text-sm text-fg-muted">
          {description}
        </div>
      ) : null}
    </div>
  );
}
