import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { InlineError } from './inline-error';

/** What the controls inside need to point at the legend, the help and the error. */
export interface FieldsetIds {
  legendId: string;
  /** Error and help ids, for the controls' aria-describedby. */
  describedBy: string | undefined;
  invalid: boolean;
}

interface FieldsetProps {
  legend: ReactNode;
  /** Already-translated error text. */
  error?: string;
  description?: ReactNode;
  /** Shown at the right of the legend row, e.g. "2 of 3 chosen". */
  legendAside?: ReactNode;
  className?: string;
  children: ReactNode | ((ids: FieldsetIds) => ReactNode);
}

/**
 * A labelled group of controls (chips, radios, a list of picks): the legend names the group, the
 * error sits right under it so it is seen and read before the choices.
 */
export function Fieldset({ legend, error, description, legendAside, className, children }: FieldsetProps) {
  const id = useId();
  const legendId = `fieldset-${id}-legend`;
  const errorId = error ? `fieldset-${id}-error` : undefined;
  const descriptionId = description ? `fieldset-${id}-description` : undefined;
  const describedBy = [errorId, descriptionId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={cn('relative flex min-w-0 flex-col gap-2', className)} aria-describedby={describedBy}>
      {/* Floated, the legend lays out like the other rows (so the aside can sit on its line); it still names the group. */}
      <legend id={legendId} className={cn('float-left w-full text-sm font-semibold text-fg', legendAside ? 'pr-28' : undefined)}>
        {legend}
      </legend>
      {legendAside ? <div className="absolute top-0 right-0 text-sm text-fg-muted">{legendAside}</div> : null}
      {description ? (
        <div id={descriptionId} className="-mt-1 text-sm text-fg-muted">
          {description}
        </div>
      ) : null}
      <InlineError id={errorId} error={error} />
      {typeof children === 'function' ? children({ legendId, describedBy, invalid: Boolean(error) }) : children}
    </fieldset>
  );
}
