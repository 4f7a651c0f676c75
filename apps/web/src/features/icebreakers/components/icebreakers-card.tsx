import type { SharedReason } from '@mingle/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { BookOpen, MessageCircleHeart } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingBlocks } from '@/components/loading-blocks';
import { openersQueryOptions } from '../api/icebreakers';
import { guideSectionHash, openerQuestion, reasonText } from '../lib/reason-text';
import { LoadError } from '@/components/load-error';

type GuideId = '1' | '2' | '3' | '4' | '5' | '6';

/** One opener: what we share, a question to start with, and the guide section behind it. */
function Opener({ slug, reason }: { slug: string; reason: SharedReason }) {
  const { t, i18n } = useTranslation(['icebreakers', 'guides']);
  const articleId = reason.guide.articleId as GuideId;
  const article = t('guides:articles', { returnObjects: true })[articleId];
  const section = article?.sections[reason.guide.section - 1]?.heading ?? article?.title;
  return (
    <li className="flex flex-col gap-1 rounded-xl bg-primary-50 p-4">
      <p className="font-bold text-fg">{reasonText(t, reason, i18n.language)}</p>
      <p className="text-base text-fg">{openerQuestion(t, reason)}</p>
      <Link
        to="/events/$slug/guides/$articleId"
        params={{ slug, articleId }}
        hash={guideSectionHash(reason)}
        className="flex min-h-touch items-center gap-1.5 self-start text-sm font-semibold text-primary-700 underline-offset-2 hover:underline"
      >
        <BookOpen aria-hidden="true" className="size-4 shrink-0" />
        {t('openers.guide', { section })}
      </Link>
    </li>
  );
}

/** "Conversation starters" on another attendee's profile and a new connection (decision 025). */
function Icebreakers({ slug, userId }: { slug: string; userId: string }) {
  const { t } = useTranslation('icebreakers');
  const query = useQuery(openersQueryOptions(slug, userId));
  let body;
  if (query.isPending) {
    body = <LoadingBlocks label={t('openers.loading')} className="flex flex-col gap-3" blocks={['h-24 w-full rounded-xl', 'h-24 w-full rounded-xl']} />;
  } else if (query.isError) {
    body = <LoadError message={t('openers.error')} onRetry={() => void query.refetch()} />;
  } else if (query.data.openers.length === 0) {
    body = (
      <p className="text-base text-fg-muted">
        {t('openers.none')}{' '}
        <Link to="/events/$slug/guides/$articleId" params={{ slug, articleId: '2' }} className="font-semibold text-primary-700 underline underline-offset-2">
          {t('openers.noneGuide')}
        </Link>
      </p>
    );
  } else {
    body = (
      <ul className="flex flex-col gap-3">
        {query.data.openers.map((reason) => (
          <Opener key={`${reason.kind}:${reason.names.join('|')}`} slug={slug} reason={reason} />
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby="openers-title" className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-5 shadow-card">
      <div className="flex flex-col gap-0.5">
        <h2 id="openers-title" className="flex items-center gap-2 text-lg font-bold text-fg">
          <MessageCircleHeart aria-hidden="true" className="size-5 text-primary-600" />
          {t('openers.title')}
        </h2>
        <p className="text-sm text-fg-muted">{t('openers.intro')}</p>
      </div>
      {body}
    </section>
  );
}

/** Its texts (and the guides' titles) load with it, without holding up the profile above. */
export function IcebreakersCard({ slug, userId }: { slug: string; userId: string }) {
  return (
    <Suspense fallback={<div aria-hidden="true" className="h-40 rounded-2xl border border-border bg-surface" />}>
      <Icebreakers slug={slug} userId={userId} />
    </Suspense>
  );
}
