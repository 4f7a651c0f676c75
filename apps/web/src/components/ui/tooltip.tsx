import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import type { ReactNode } from 'react';
import { LIMITS } from '@mingle/contracts';

interface TooltipProps {
  content: ReactNode;
  /** A single focusable element (button, link). */
  children: ReactNode;
  side?: TooltipPrimitive.TooltipContentProps['side'];
  /** Controlled, for a tooltip that also opens on a tap. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * Tooltips open with no delay (LIMITS.tooltipDelayMs). Each carries its own provider, so the tooltip code (and its
 * positioning library) loads only with the screens that show one (decision 014).
 */
export function Tooltip({ content, children, side = 'top', open, onOpenChange }: TooltipProps) {
  return (
    <TooltipPrimitive.Provider delayDuration={LIMITS.tooltipDelayMs}>
      <TooltipPrimitive.Root open={open} onOpenChange={onOpenChange}>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            side={side}
            sideOffset={6}
            collisionPadding={12}
            className="z-50 max-w-xs animate-fade-in rounded-md bg-neutral-900 px-2.5 py-1.5 text-sm text-white shadow-overlay"
          >
            {content}
            <TooltipPrimitive.Arrow className="fill-neutral-900" />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
