import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CenteredPage } from './layout/centered-page';
import { Card } from './ui/card';
import { EmptyState } from './ui/empty-state';

interface MessageCardProps {
  icon: LucideIcon;
  title: ReactNode;
  description?: ReactNode;
  /** The way on: links or buttons. */
  action?: ReactNode;
  /** Details under the message, inside the card. */
  children?: ReactNode;
  className?: string;
  /** Heading level of the title; defaults to h1, as the message is usually the screen. */
  as?: 'h1' | 'h2' | 'h3';
}

/** A message in a card: icon, heading, a line of text and what to do next (not found, failed, nothing yet). */
export function MessageCard({ icon, title, description, action, children, className, as = 'h1' }: MessageCardProps) {
  return (
    <Card className={className}>
      <EmptyState as={as} icon={icon} title={title} description={description} action={action} />
      {children}
    </Card>
  );
}

interface MessageViewProps extends MessageCardProps {
  title: string;
  /** Framed on its own (logo, centred column) rather than inside the app's layout. */
  page?: boolean;
}

/** A screen that is only a message: its heading also names the tab. */
export function MessageView({ page = false, ...props }: MessageViewProps) {
  useDocumentTitle(props.title);
  const card = <MessageCard {...props} />;
  return page ? <CenteredPage>{card}</CenteredPage> : card;
}
