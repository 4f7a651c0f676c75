import { linkify } from '@/lib/linkify';
import { cn } from '@/lib/cn';

/** A board or chat message as plain text with its http(s) links clickable; never HTML. */
export function MessageText({ text, linkClassName }: { text: string; linkClassName?: string }) {
  return (
    <>
      {linkify(text).map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow" className={cn('font-semibold break-all underline underline-offset-2', linkClassName)}>
            {part.text}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
