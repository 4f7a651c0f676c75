import { ToggleChip } from './chip';

interface ChoiceChipsProps<T extends string> {
  label: string;
  value: T | undefined;
  onChange: (next: T | undefined) => void;
  options: Record<T, string>;
  /** One of them is always chosen (a switch); otherwise pressing the chosen chip again clears it (a filter). */
  required?: boolean;
}

/** A few exclusive choices shaped like chips: a switch, or a filter that may be off. */
export function ChoiceChips<T extends string>({ label, value, onChange, options, required = false }: ChoiceChipsProps<T>) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {(Object.entries(options) as [T, string][]).map(([option, text]) => (
        <ToggleChip key={option} pressed={value === option} onPressedChange={(on) => onChange(on || required ? option : undefined)}>
          {text}
        </ToggleChip>
      ))}
    </div>
  );
}
