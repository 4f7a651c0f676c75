import { Info } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '@/components/ui/tooltip';

/**
 * The title of a metric, with its short explanation in a Radix tooltip (the app's provider sets the
 * 0 ms delay). It opens on hover and keyboard focus like every tooltip, and also on a tap or click,
 * so organisers on a phone can read it too; Escape, blur or a tap elsewhere close it.
 */
export function MetricTitle({ title, help }: { title: string; help: ReactNode }) {
  const { t } = useTranslation('insights');
  const [open, setOpen] = useState(false);
  return (
    <div className="flex items-center gap-1">
      <h3 className="text-base font-semibold text-fg-muted">{title}</h3>
      <Tooltip content={help} open={open} onOpenChange={setOpen}>
        <button
          type="button"
          aria-label={t('event.aboutLabel', { metric: title })}
          onClick={(event) => {
            // Radix closes a tooltip on click; here a click (or tap) opens it instead.
            event.preventDefault();
            setOpen(true);
          }}
          className="-my-2 inline-flex size-9 shrink-0 items-center justify-center rounded-full text-fg-muted hover:bg-neutral-100 hover:text-fg focus-visible:outline-3 focus-visible:outline-ring"
        >
          <Info aria-hidden="true" className="size-4" />
        </button>
      </Tooltip>
    </div>
  );
}
