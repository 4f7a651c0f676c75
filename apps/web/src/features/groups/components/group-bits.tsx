import { isGroupFull, type AttendeeGroup, type Group } from '@mingle/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

/** A group's emoji on a soft tile. */
export function GroupIcon({ icon, size = 'md' }: { icon: string; size?: 'md' | 'lg' }) {
  return (
    <span aria-hidden="true" className={cn('flex shrink-0 items-center justify-center rounded-xl bg-primary-50', size === 'lg' ? 'size-16 text-2xl' : 'size-12 text-xl')}>
      {icon}
    </span>
  );
}

type Sized = Pick<Group, 'memberCount' | 'targetSize' | 'aiCreated' | 'reservedCount'>;

/** The contracts' rule, as the server applies it (409 groupFull). */
export { isGroupFull };

/** Whether to offer Join: not in it, not deactivated, and a seat for me (free, or held for me). */
export const canJoin = (g: Sized & Pick<AttendeeGroup, 'isMember' | 'deactivated'> & { seatHeld?: boolean }) => !g.isMember && !g.deactivated && (g.seatHeld || !isGroupFull(g));

/** "12 members", or "3 of 4 members" for an automatic group with a capacity. */
export function MemberCount({ group, className, compact = false }: { group: Sized; className?: string; compact?: boolean }) {
  const { t } = useTranslation('groups');
  const text = group.aiCreated && group.targetSize ? t('membersOfCapacity', { count: group.memberCount, capacity: group.targetSize }) : t('members', { count: group.memberCount });
  const held = !compact && group.aiCreated && group.reservedCount > 0 ? ` · ${t('seatsHeld', { count: group.reservedCount })}` : '';
  return <span className={className}>{text + held}</span>;
}

/** Small badges: member, AI created, AI matched, full, deactivated. */
export function GroupFlags({ group }: { group: Group & { isMember?: boolean; aiMatched?: boolean; seatHeld?: boolean } }) {
  const { t } = useTranslation('groups');
  const flags = [
    group.deactivated ? (
      <Badge key="off" tone="warning">
        {t('flags.deactivated')}
      </Badge>
    ) : null,
    !group.deactivated && !group.isMember && group.seatHeld ? (
      <Badge key="seat" tone="accent">
        {t('flags.seatHeld')}
      </Badge>
    ) : null,
    !group.deactivated && !group.seatHeld && isGroupFull(group) ? (
      <Badge key="full" tone="neutral">
        {t('flags.full')}
      </Badge>
    ) : null,
    group.isMember ? (
      <Badge key="member" tone="primary">
        {t('flags.member')}
      </Badge>
    ) : null,
    group.aiCreated ? (
      <Badge key="created" tone="accent">
        {t('flags.aiCreated')}
      </Badge>
    ) : null,
    group.aiMatched ? (
      <Badge key="matched" tone="accent">
        {t('flags.aiMatched')}
      </Badge>
    ) : null,
  ].filter(Boolean);
  if (flags.length === 0) return null;
  return <span className="flex flex-wrap gap-1.5">{flags}</span>;
}
