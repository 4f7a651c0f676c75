import { Skeleton } from './ui/skeleton';

/** Grey blocks in the rough shape of what loads (one class list each), announced once by their label. */
export function LoadingBlocks({ label, blocks, className }: { label: string; blocks: string[]; className?: string }) {
  return (
    <div role="status" aria-label={label} className={className}>
      {blocks.map((block, index) => (
        <Skeleton key={index} className={block} />
      ))}
    </div>
  );
}
