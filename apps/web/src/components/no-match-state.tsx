import { SearchX } from 'lucide-react';
import { EmptyState } from './ui/empty-state';
import { Button } from './ui/button';

interface NoMatchStateProps {
  title: string;
  description: string;
  /** The button that clears the search and filters, e.g. "Show all groups". */
  clearLabel: string;
  onClear: () => void;
}

/** A filtered list with no results: say so and offer the way back to everything. */
export function NoMatchState({ title, description, clearLabel, onClear }: NoMatchStateProps) {
  return (
    <EmptyState
      icon={SearchX}
      title={title}
      description={description}
      action={
        <Button variant="secondary" onClick={onClear}>
          {clearLabel}
        </Button>
      }
    />
  );
}
