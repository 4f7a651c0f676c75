import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { CenteredPage } from '@/components/layout/centered-page';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';

interface AuthCardProps {
  icon?: LucideIcon;
  /** Small line above the title, e.g. "Step 1 of 2". */
  eyebrow?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Links under the card body, e.g. "New to Mingle? Create an account". */
  footer?: ReactNode;
  children: ReactNode;
}

/** The shared look of the sign-in screens: one centred card, friendly headline, short copy. */
export function AuthCard({ icon: Icon, eyebrow, title, description, footer, children }: AuthCardProps) {
  return (
    <CenteredPage>
      <Card>
        <CardHeader>
          {Icon ? (
            <div className="mb-2 flex size-12 items-center justify-center rounded-2xl bg-primary-50 text-primary-600">
              <Icon aria-hidden="true" className="size-6" />
            </div>
          ) : null}
          {eyebrow ? <p className="text-sm font-semibold text-primary-700">{eyebrow}</p> : null}
          <CardTitle>{title}</CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        {children}
        {footer ? <CardFooter>{footer}</CardFooter> : null}
      </Card>
    </CenteredPage>
  );
}

/** "Question? Link" line used in card footers. */
export function FooterPrompt({ question, children }: { question: ReactNode; children: ReactNode }) {
  return (
    <p className="flex flex-wrap items-center justify-center gap-x-1">
      <span>{question}</span>
      {children}
    </p>
  );
}
