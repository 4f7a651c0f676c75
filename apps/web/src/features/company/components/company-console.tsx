import { Link } from '@tanstack/react-router';
import { Building2, CalendarDays, Menu, Users, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { Sheet, SheetContent, SheetTrigger } from '@/components/ui/sheet';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session-context';
import { BOTTOM_BAR } from '@/lib/toast';
import { useCompany } from '../api/get-company';

interface CompanyConsoleProps {
  slug: string;
  /** The log-out button (composed by the route: it belongs to the auth feature). */
  accountAction: ReactNode;
  /** Beside the Events link: what waits there (open reports), composed by the route. */
  eventsBadge?: ReactNode;
  children: ReactNode;
}

interface NavItem {
  key: 'events' | 'team' | 'profile';
  to: '/$slug/events' | '/$slug/team' | '/$slug/edit';
  Icon: LucideIcon;
  exact: boolean;
}

const NAV: NavItem[] = [
  { key: 'events', to: '/$slug/events', Icon: CalendarDays, exact: false },
  { key: 'team', to: '/$slug/team', Icon: Users, exact: true },
  { key: 'profile', to: '/$slug/edit', Icon: Building2, exact: true },
];

const navLinkClasses =
  'flex min-h-touch items-center gap-3 rounded-lg px-3 text-base font-semibold text-fg-muted transition-colors ' +
  'hover:bg-neutral-100 hover:text-fg focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-ring ' +
  'aria-[current=page]:bg-primary-50 aria-[current=page]:text-primary-800';

/** Company name, navigation and who is signed in: the sidebar on laptops, the menu sheet on phones. */
function ConsoleNav({ slug, accountAction, eventsBadge, onNavigate }: Omit<CompanyConsoleProps, 'children'> & { onNavigate?: () => void }) {
  const { t } = useTranslation('company');
  const company = useCompany(slug);
  const { auth } = useSession();
  const { user } = useAuth(auth);
  const initial = (company.data?.name ?? slug).trim().charAt(0).toUpperCase();
  return (
    <div className="flex h-full flex-col gap-6">
      <div className="flex items-center gap-3 rounded-xl border border-border bg-neutral-25 p-3">
        {company.data?.logoUrl ? (
          <img src={company.data.logoUrl} alt="" className="size-10 shrink-0 rounded-lg border border-border object-cover" data-testid="console-company-logo" />
        ) : (
          <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent-700 text-lg font-bold text-white">
            {initial}
          </span>
        )}
        <div className="min-w-0">
          {company.isPending ? (
            <Skeleton className="h-5 w-32" />
          ) : (
            <p className="line-clamp-2 leading-snug font-bold break-words text-fg" data-testid="console-company-name">
              {company.data?.name ?? t('console.companyFallback')}
            </p>
          )}
          <p className="truncate text-sm text-fg-muted">/{slug}</p>
        </div>
      </div>
      <nav aria-label={t('console.navLabel')}>
        <ul className="flex flex-col gap-1">
          {NAV.map(({ key, to, Icon, exact }) => (
            <li key={key}>
              <Link to={to} params={{ slug }} activeOptions={{ exact }} className={navLinkClasses} onClick={onNavigate}>
                <Icon aria-hidden="true" className="size-5 shrink-0" />
                {t(`console.${key}`)}
                {key === 'events' ? eventsBadge : null}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {/* Toasts rise above it, so they never cover Log out on a phone's menu. */}
      <div {...BOTTOM_BAR} className="mt-auto flex flex-col gap-3 border-t border-border pt-4">
        {user ? (
          <div className="min-w-0 px-1">
            <p className="text-sm text-fg-muted">{t('console.signedInAs')}</p>
            <p className="truncate font-semibold text-fg">{user.username}</p>
            <p className="truncate text-sm text-fg-muted">{user.email}</p>
          </div>
        ) : null}
        {accountAction}
      </div>
    </div>
  );
}

/**
 * The organiser console: a sidebar with events, company profile and the account, and the
 * content area. Below md the sidebar folds into a top bar with a menu sheet. Printing shows only
 * the content (the share page's poster relies on that).
 */
export function CompanyConsole({ slug, accountAction, eventsBadge, children }: CompanyConsoleProps) {
  const { t } = useTranslation('company');
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className="min-h-dvh md:flex">
      <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col gap-6 overflow-y-auto border-r border-border bg-surface px-4 py-5 md:flex print:hidden">
        <Link to="/$slug/events" params={{ slug }} className="self-start rounded-xl">
          <Logo />
          <span className="sr-only">: {t('console.events')}</span>
        </Link>
        <ConsoleNav slug={slug} accountAction={accountAction} eventsBadge={eventsBadge} />
      </aside>
      <header className="sticky top-0 z-20 flex items-center justify-between gap-3 border-b border-border bg-surface/95 px-4 py-2 backdrop-blur md:hidden print:hidden">
        <Link to="/$slug/events" params={{ slug }} className="rounded-xl">
          <Logo />
          <span className="sr-only">: {t('console.events')}</span>
        </Link>
        <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
          <SheetTrigger asChild>
            <Button variant="ghost" size="icon" aria-label={t('console.openMenu')} className="relative">
              <Menu aria-hidden="true" className="size-6" />
              {/* Seen at a glance on a phone; the menu itself says what it counts. */}
              <span aria-hidden="true" className="absolute -top-0.5 -right-0.5 [&>span]:ml-0">
                {eventsBadge}
              </span>
            </Button>
          </SheetTrigger>
          <SheetContent title={t('console.menuTitle')} side="left" className="gap-5 pt-5">
            <ConsoleNav slug={slug} accountAction={accountAction} eventsBadge={eventsBadge} onNavigate={() => setMenuOpen(false)} />
          </SheetContent>
        </Sheet>
      </header>
      <main id="main" className={cn('min-w-0 flex-1 px-4 pt-6 pb-16 sm:px-6 lg:px-10 lg:pt-10', 'print:p-0')}>
        <div className="mx-auto w-full max-w-5xl">{children}</div>
      </main>
    </div>
  );
}
