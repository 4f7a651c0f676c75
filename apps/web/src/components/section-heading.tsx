import type { ReactNode } from 'react';

/** A card section's title and the line saying what it is for; the section is labelled by `id`. */
export function SectionHeading({ id, title, intro }: { id: string; title: ReactNode; intro: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <h2 id={id} className="text-lg font-bold text-fg">
        {title}
      </h2>
      <p className="text-sm text-fg-muted">{intro}</p>
    </div>
  );
}
