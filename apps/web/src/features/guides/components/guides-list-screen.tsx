import { Link } from '@tanstack/react-router';
import { ChevronRight, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/use-document-title';
import { GUIDE_IDS } from '../lib/guide-id';

/** /events/{slug}/guides: the six guides on listening, conversation and friendship. */
export function GuidesListScreen({ slug }: { slug: string }) {
  const { t } = useTranslation('guides');
  useDocumentTitle(t('documentTitle'));
  const articles = t('articles', { returnObjects: true });
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-xl font-bold tracking-tight text-fg">{t('title')}</h1>
        <p className="text-base text-fg-muted">{t('description')}</p>
      </header>
      <ol className="flex flex-col gap-3">
        {GUIDE_IDS.map((id) => {
          const article = articles[id];
          return (
            <li key={id}>
              <Link
                to="/events/$slug/guides/$articleId"
                params={{ slug, articleId: id }}
                className="group flex w-full items-start gap-4 rounded-2xl border border-border bg-surface p-4 shadow-card transition-colors hover:border-primary-300"
              >
                <span aria-hidden="true" className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-primary-50 text-[1.625rem] leading-none">
                  {article.emoji}
                </span>
                <span className="flex min-w-0 flex-1 flex-col gap-1">
                  <span className="text-base font-bold text-fg group-hover:text-primary-700">{article.title}</span>
                  <span className="text-sm text-fg-muted">{article.summary}</span>
                  <span className="mt-1 flex items-center gap-1 text-sm font-semibold text-primary-700">
                    <Clock aria-hidden="true" className="size-4" />
                    {t('readingTime', { count: article.minutes })}
                  </span>
                </span>
                <ChevronRight aria-hidden="true" className="mt-3 size-5 shrink-0 text-fg-muted group-hover:text-primary-700" />
              </Link>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
