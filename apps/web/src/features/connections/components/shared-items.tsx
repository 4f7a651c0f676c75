import type { ReactNode } from 'react';
import { Chip } from '@/components/ui/chip';

interface Item {
  id: string;
  label: string;
  leading?: ReactNode;
  mutual?: boolean;
}

/** A titled row of chips; mutual ones are highlighted and named as such for screen readers. */
interface ChipSectionProps {
  title: string;
  items: Item[];
  empty: string;
  mutualLabel?: string;
  headingLevel?: 'h2' | 'h3';
}

export function ChipSection({ title, items, empty, mutualLabel, headingLevel: Heading = 'h2' }: ChipSectionProps) {
  return (
    <section className="flex flex-col gap-2">
      <Heading className="text-base font-bold text-fg">{title}</Heading>
      {items.length === 0 ? (
        <p className="text-sm text-fg-muted">{empty}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {items.map((item) => (
            <li key={item.id}>
              <Chip leading={item.leading} tone={item.mutual ? 'highlight' : 'neutral'}>
                {item.label}
                {item.mutual && mutualLabel ? <span className="sr-only"> ({mutualLabel})</span> : null}
              </Chip>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
