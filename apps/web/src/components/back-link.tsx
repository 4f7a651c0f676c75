import { createLink } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import type { AnchorHTMLAttributes, Ref } from 'react';
import { cn } from '@/lib/cn';
import { buttonClasses } from './ui/button';

function BackAnchor({ className, children, ref, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> }) {
  return (
    <a ref={ref} className={buttonClasses({ variant: 'ghost', className: cn('-ml-3 self-start', className) })} {...props}>
      <ArrowLeft aria-hidden="true" className="size-5" />
      {children}
    </a>
  );
}

/** "← Back to …" above an attendee sub-page: a router link (typed like Link) drawn as a ghost button. */
export const BackLink = createLink(BackAnchor);
