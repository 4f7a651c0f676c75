import * as Popover from '@radix-ui/react-popover';
import { Ban, Flag, MoreHorizontal } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { BlockDialog } from './block-dialog';
import { ReportDialog, type ReportTarget } from './report-dialog';

interface SafetyActionsProps {
  slug: string;
  /** The other person. */
  person: { userId: string; name: string };
  /** What "Report" sends to the organisers. */
  report: ReportTarget;
  /** 'menu': a "More" button opening the two actions (board messages, the chat header); 'buttons': both in view (a profile). */
  variant?: 'menu' | 'buttons';
  onBlocked?: () => void;
  className?: string;
}

/** Report and Block, each confirmed in a dialog that says what will happen (decision 019). */
export function SafetyActions({ slug, person, report, variant = 'menu', onBlocked, className }: SafetyActionsProps) {
  const { t } = useTranslation('safety');
  const [menuOpen, setMenuOpen] = useState(false);
  const [dialog, setDialog] = useState<'report' | 'block' | null>(null);
  const open = (which: 'report' | 'block') => {
    setMenuOpen(false);
    setDialog(which);
  };
  const reportLabel = t(`report.action.${report.what}`);
  const blockLabel = t('block.action', { name: person.name });

  const dialogs = (
    <>
      <ReportDialog slug={slug} target={report} name={person.name} open={dialog === 'report'} onOpenChange={(next) => setDialog(next ? 'report' : null)} />
      <BlockDialog slug={slug} person={person} open={dialog === 'block'} onOpenChange={(next) => setDialog(next ? 'block' : null)} onBlocked={onBlocked} />
    </>
  );

  if (variant === 'buttons') {
    return (
      <div className={cn('flex flex-wrap gap-2', className)}>
        <Button variant="secondary" onClick={() => open('report')}>
          <Flag aria-hidden="true" className="size-4.5" />
          {reportLabel}
        </Button>
        <Button variant="secondary" className="text-danger-700" onClick={() => open('block')}>
          <Ban aria-hidden="true" className="size-4.5" />
          {blockLabel}
        </Button>
        {dialogs}
      </div>
    );
  }
  return (
    <>
      <Popover.Root open={menuOpen} onOpenChange={setMenuOpen}>
        <Popover.Trigger asChild>
          <Button variant="ghost" size="icon" aria-label={t('menu.label', { name: person.name })} className={className}>
            <MoreHorizontal aria-hidden="true" className="size-5" />
          </Button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="end"
            sideOffset={4}
            aria-label={t('menu.label', { name: person.name })}
            className="z-50 flex min-w-52 flex-col rounded-xl border border-border bg-surface p-1 shadow-overlay"
          >
            <Button variant="ghost" className="justify-start" onClick={() => open('report')}>
              <Flag aria-hidden="true" className="size-4.5" />
              {reportLabel}
            </Button>
            <Button variant="ghost" className="justify-start text-danger-700" onClick={() => open('block')}>
              <Ban aria-hidden="true" className="size-4.5" />
              {blockLabel}
            </Button>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {dialogs}
    </>
  );
}
