import type { GroupDetailsSchema } from '@mingle/contracts';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { fullName, handle } from '@/lib/people';
import { useDocumentTitle } from '@/lib/use-document-title';

// What the organisers' group screens share: the way back, the members list, the form page.

export type GroupDetails = z.infer<typeof GroupDetailsSchema>;

export function BackToEvent({ slug, eventId }: { slug: string; eventId: string }) {
  const { t } = useTranslation('groups');
  return (
    <Link to="/$slug/events/$id" params={{ slug, id: eventId }} search={{ tab: 'groups' }} className="inline-flex items-center gap-1 rounded-sm py-2 hover:text-fg hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('company.backToGroups')}
    </Link>
  );
}

export function BackToGroup({ slug, eventId, group }: { slug: string; eventId: string; group: { id: string; name: string } }) {
  return (
    <Link to="/$slug/events/$id/groups/$groupId" params={{ slug, id: eventId, groupId: group.id }} className="inline-flex items-center gap-1 rounded-sm py-2 hover:text-fg hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {group.name}
    </Link>
  );
}

/** The group's members, marked where the AI matching placed them; a note when there are none. */
export function CompanyGroupMembers({ group }: { group: GroupDetails }) {
  const { t } = useTranslation('groups');
  if (group.members.length === 0) {
    return (
      <Card>
        <p className="py-6 text-center text-base text-fg-muted">{t('company.noMembers')}</p>
      </Card>
    );
  }
  return (
    <Card className="p-0">
      <ul className="divide-y divide-border">
        {group.members.map((member) => {
          const name = fullName(member);
          return (
            <li key={member.userId} className="flex items-center gap-3 px-4 py-3">
              <Avatar name={name} size="sm" />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="font-semibold break-words text-fg">{name}</span>
                <span className="text-sm text-fg-muted">{handle(member.username)}</span>
              </span>
              {member.aiMatched ? <Badge tone="accent">{t('flags.aiMatched')}</Badge> : null}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

/** The page around the create and edit forms. */
export function GroupFormPage({ title, description, eyebrow, children }: { title: string; description: string; eyebrow: ReactNode; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader eyebrow={eyebrow} title={title} description={description} />
      {children}
    </div>
  );
}
