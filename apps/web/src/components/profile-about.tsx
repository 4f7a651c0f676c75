import type { IntentOption } from '@mingle/contracts';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Chip } from './ui/chip';

/** A link as people read it: the host and path, without the scheme, "www." or a trailing slash. */
export function linkText(url: string): string {
  try {
    const u = new URL(url);
    const path = `${u.pathname === '/' ? '' : u.pathname}${u.search}`;
    return `${u.hostname.replace(/^www\./, '')}${path}`;
  } catch {
    return url;
  }
}

/** Intents as small pills: what the person comes to the event for. `inline` inside a button (phrasing content only). */
export function IntentChips({ intents, className, inline = false }: { intents: readonly IntentOption[]; className?: string; inline?: boolean }) {
  const { t } = useTranslation('profile');
  if (intents.length === 0) return null;
  if (inline)
    return (
      <span className={className ?? 'flex flex-wrap gap-1.5'}>
        <span className="sr-only">{t('intents.shown')}: </span>
        {intents.map((intent) => (
          <Chip key={intent.id} className="bg-primary-50 text-primary-800">
            {intent.label}
          </Chip>
        ))}
      </span>
    );
  return (
    <ul aria-label={t('intents.shown')} className={className ?? 'flex flex-wrap gap-1.5'}>
      {intents.map((intent) => (
        <li key={intent.id}>
          <Chip className="bg-primary-50 text-primary-800">{intent.label}</Chip>
        </li>
      ))}
    </ul>
  );
}

interface ProfileAboutProps {
  intents: readonly IntentOption[];
  bio: string | null;
  links: readonly string[];
  headingLevel?: 'h2' | 'h3';
}

/**
 * Intents, bio and links on a full profile; what is empty (not given, or kept from the viewer) is
 * left out. Links open in a new tab and pass no referrer or ranking to the site.
 */
export function ProfileAbout({ intents, bio, links, headingLevel: Heading = 'h2' }: ProfileAboutProps) {
  const { t } = useTranslation('profile');
  if (intents.length === 0 && !bio && links.length === 0) return null;
  return (
    <div className="flex flex-col gap-6">
      {intents.length > 0 ? (
        <section className="flex flex-col gap-3">
          <Heading className="text-base font-bold text-fg">{t('intents.shown')}</Heading>
          <IntentChips intents={intents} className="flex flex-wrap gap-2" />
        </section>
      ) : null}
      {bio || links.length > 0 ? (
        <section className="flex flex-col gap-3">
          <Heading className="text-base font-bold text-fg">{t('about.shown')}</Heading>
          {bio ? <p className="text-base break-words whitespace-pre-line text-fg">{bio}</p> : null}
          {links.length > 0 ? (
            <ul className="flex flex-col gap-1">
              {links.map((url) => (
                <li key={url} className="min-w-0">
                  <a
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                    className="inline-flex min-h-touch max-w-full items-center gap-2 font-medium text-primary-700 underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
                  >
                    <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
                    <span className="truncate">{linkText(url)}</span>
                    <span className="sr-only"> ({t('about.newTab')})</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
