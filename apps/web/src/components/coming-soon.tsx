import { Link } from '@tanstack/react-router';
import { ArrowLeft, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../lib/use-document-title';
import { CenteredPage } from './layout/centered-page';
import { buttonClasses } from './ui/button';
import { Card } from './ui/card';
import { EmptyState } from './ui/empty-state';

/** Screens registered in the router whose content arrives with later work. */
export type ComingSoonScreen =
  | 'companySetup'
  | 'companyEdit'
  | 'companyEvents'
  | 'eventCreate'
  | 'companyEvent'
  | 'eventEdit'
  | 'eventShare'
  | 'groupCreate'
  | 'companyGroup'
  | 'groupEdit'
  | 'groupDetails'
  | 'groupDelete'
  | 'distributionMap'
  | 'joinEvent'
  | 'eventHome'
  | 'gatherings'
  | 'guides'
  | 'guide'
  | 'attendees'
  | 'connections'
  | 'connectionShare'
  | 'connection'
  | 'newConnection'
  | 'connectionProfile'
  | 'profile'
  | 'profileEdit'
  | 'profileSetup'
  | 'group'
  | 'groupInfo'
  | 'gatheringCreate'
  | 'gathering'
  | 'gatheringEdit';

/** One friendly placeholder for screens that come with later work. */
export function ComingSoon({ screen }: { screen: ComingSoonScreen }) {
  const { t } = useTranslation('common');
  const title = t(`screens.${screen}`);
  useDocumentTitle(title);
  return (
    <CenteredPage>
      <Card>
        <EmptyState
          as="h1"
          icon={Sparkles}
          title={title}
          description={
            <>
              <span className="mb-2 inline-block rounded-full bg-accent-50 px-3 py-1 text-sm font-semibold text-accent-800">
                {t('comingSoon.badge')}
              </span>
              <span className="block">{t('comingSoon.description')}</span>
            </>
          }
          action={
            <Link to="/events/me" className={buttonClasses({ variant: 'secondary' })}>
              <ArrowLeft aria-hidden="true" className="size-5" />
              {t('comingSoon.back')}
            </Link>
          }
        />
      </Card>
    </CenteredPage>
  );
}
