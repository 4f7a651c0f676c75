import { Link } from '@tanstack/react-router';
import { ArrowLeft, ArrowRight, BookOpen, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BackLink } from '@/components/back-link';
import { MessageView } from '@/components/message-view';
import { buttonClasses } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';
import { GUIDE_IDS, type GuideId } from '../lib/guide-id';

/** /events/{slug}/guides/{articleId}: one guide, with the way to the next. */
export function GuideArticleScreen({ slug, articleId }: { slug: string; articleId: GuideId }) {
  const { t } = useTranslation('guides');
  const articles = t('articles', { returnObjects: true });
  const article = articles[articleId];
  useDocumentTitle(article.title);
  const index = GUIDE_IDS.indexOf(articleId);
  const next = GUIDE_IDS[index + 1];
  const previous = index > 0 ? GUIDE_IDS[index - 1] : undefined;

  return (
    <div className="flex flex-col gap-5">
      <BackLink to="/events/$slug/guides" params={{ slug }}>
        {t('back')}
      </BackLink>
      <article className="flex flex-col gap-6 rounded-2xl border border-border bg-surface p-5 shadow-card sm:p-7">
        <header className="flex flex-col gap-3">
          <span aria-hidden="true" className="flex size-14 items-center justify-center rounded-2xl bg-primary-50 text-[2rem] leading-none">
            {article.emoji}
          </span>
          <p className="text-sm font-semibold text-primary-700">{t('guideNumber', { number: index + 1, total: GUIDE_IDS.length })}</p>
          <h1 className="text-2xl font-bold tracking-tight text-fg">{article.title}</h1>
          <p className="text-lg text-fg-muted">{article.summary}</p>
          <p className="flex items-center gap-1 text-sm font-semibold text-fg-muted">
            <Clock aria-hidden="true" className="size-4" />
            {t('readingTime', { count: article.minutes })}
          </p>
        </header>
        {article.sections.map((section, index) => (
          // Numbered anchors (#section-4): conversation openers link to the section they build on.
          <section key={section.heading} id={`section-${index + 1}`} className="flex scroll-mt-20 flex-col gap-3">
            <h2 className="text-lg font-bold text-fg">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="text-base leading-7 text-fg">
                {paragraph}
              </p>
            ))}
            {section.bullets.length > 0 ? (
              <ul className="flex list-disc flex-col gap-2 pl-6 text-base leading-7 text-fg marker:text-primary-600">
                {section.bullets.map((bullet) => (
                  <li key={bullet}>{bullet}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </article>
      <nav aria-label={t('title')} className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {previous ? (
          <Link to="/events/$slug/guides/$articleId" params={{ slug, articleId: previous }} className="flex flex-col gap-0.5 rounded-2xl border border-border bg-surface p-4 hover:border-primary-300">
            <span className="flex items-center gap-1 text-sm font-semibold text-fg-muted">
              <ArrowLeft aria-hidden="true" className="size-4" />
              {t('previous')}
            </span>
            <span className="text-base font-bold text-fg">{articles[previous].title}</span>
          </Link>
        ) : null}
        {next ? (
          <Link
            to="/events/$slug/guides/$articleId"
            params={{ slug, articleId: next }}
            className="flex flex-col items-end gap-0.5 rounded-2xl border border-border bg-surface p-4 text-right hover:border-primary-300 sm:col-start-2"
          >
            <span className="flex items-center gap-1 text-sm font-semibold text-fg-muted">
              {t('next')}
              <ArrowRight aria-hidden="true" className="size-4" />
            </span>
            <span className="text-base font-bold text-fg">{articles[next].title}</span>
          </Link>
        ) : null}
      </nav>
    </div>
  );
}

/** An article id outside 1 to 6: not found, with the way back to the list. */
export function GuideNotFound({ slug }: { slug: string }) {
  const { t } = useTranslation('guides');
  const toList = (
    <Link to="/events/$slug/guides" params={{ slug }} className={buttonClasses()}>
      {t('toList')}
    </Link>
  );
  return <MessageView className="p-2 sm:p-4" icon={BookOpen} title={t('notFoundTitle')} description={t('notFoundText')} action={toList} />;
}
