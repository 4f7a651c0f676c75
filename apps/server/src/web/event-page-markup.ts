import { eventHours, zoneCity, type PublicEvent } from '@mingle/contracts';

/**
 * The first paint of the join page and the event home (decision 014): the same markup, classes and
 * texts the web app renders for them (features/events/components: JoinScreen, EventShell,
 * EventHomeScreen), with the event's values escaped. The app replaces it with its own render of the
 * same screen; e2e/first-paint.spec.ts checks that nothing moves when it does. What only the app
 * knows (who is signed in, their name) is left out or held by a placeholder of the same size.
 * Tailwind generates these classes because the web app's stylesheet names this folder (@source).
 */

/** A translation by "namespace:key.path", with {{vars}} filled in; plain text, escaped by the caller. */
export type Translate = (key: string, vars?: Record<string, string>) => string;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text or an attribute value, safe inside HTML. */
export const esc = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

/** lucide's icons as lucide-react draws them (ISC licence, lucide.dev), by name. */
const ICONS = {
  sparkles:
    '<path d="M11.017 2.814a1 1 0 0 1 1.966 0l1.051 5.558a2 2 0 0 0 1.594 1.594l5.558 1.051a1 1 0 0 1 0 1.966l-5.558 1.051a2 2 0 0 0-1.594 1.594l-1.051 5.558a1 1 0 0 1-1.966 0l-1.051-5.558a2 2 0 0 0-1.594-1.594l-5.558-1.051a1 1 0 0 1 0-1.966l5.558-1.051a2 2 0 0 0 1.594-1.594z"></path><path d="M20 2v4"></path><path d="M22 4h-4"></path><circle cx="4" cy="20" r="2"></circle>',
  'calendar-days':
    '<path d="M8 2v3"></path><path d="M16 2v3"></path><rect x="3" y="3" width="18" height="18" rx="2"></rect><path d="M3 9h18"></path><path d="M8 13h.01"></path><path d="M12 13h.01"></path><path d="M16 13h.01"></path><path d="M8 17h.01"></path><path d="M12 17h.01"></path><path d="M16 17h.01"></path>',
  'map-pin': '<path d="M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0"></path><circle cx="12" cy="10" r="3"></circle>',
  'user-round': '<circle cx="12" cy="8" r="5"></circle><path d="M20 21a8 8 0 0 0-16 0"></path>',
  quote:
    '<path d="M16 3a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2 1 1 0 0 1 1 1v1a2 2 0 0 1-2 2 1 1 0 0 0-1 1v2a1 1 0 0 0 1 1 6 6 0 0 0 6-6V5a2 2 0 0 0-2-2z"></path><path d="M5 3a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2 1 1 0 0 1 1 1v1a2 2 0 0 1-2 2 1 1 0 0 0-1 1v2a1 1 0 0 0 1 1 6 6 0 0 0 6-6V5a2 2 0 0 0-2-2z"></path>',
  users: '<path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2"></path><path d="M16 3.128a4 4 0 0 1 0 7.744"></path><path d="M22 21v-2a4 4 0 0 0-3-3.87"></path><circle cx="9" cy="7" r="4"></circle>',
  'heart-handshake':
    '<path d="M19.414 14.414C21 12.828 22 11.5 22 9.5a5.5 5.5 0 0 0-9.591-3.676.6.6 0 0 1-.818.001A5.5 5.5 0 0 0 2 9.5c0 2.3 1.5 4 3 5.5l5.535 5.362a2 2 0 0 0 2.879.052 2.12 2.12 0 0 0-.004-3 2.124 2.124 0 1 0 3-3 2.124 2.124 0 0 0 3.004 0 2 2 0 0 0 0-2.828l-1.881-1.882a2.41 2.41 0 0 0-3.409 0l-1.71 1.71a2 2 0 0 1-2.828 0 2 2 0 0 1 0-2.828l2.823-2.762"></path>',
  'users-round': '<path d="M18 21a8 8 0 0 0-16 0"></path><circle cx="10" cy="8" r="5"></circle><path d="M22 20c0-3.37-2-6.5-4-8a5 5 0 0 0-.45-8.3"></path>',
  'calendar-heart':
    '<path d="M12.127 21H5a2 2 0 01-2-2V5a2 2 0 012-2h14a2 2 0 012 2v5.125"></path><path d="M14.62 17.8A2.25 2.25 0 1118 14.836a2.25 2.25 0 113.38 2.966l-2.626 2.856a.998.998 0 01-1.507 0z"></path><path d="M16 2v3"></path><path d="M3 9h18"></path><path d="M8 2v3"></path>',
  'book-open':
    '<path d="M12 5v16"></path><path d="M20.001 19A2 2 0 0022 17V5a2 2 0 00-1.999-2L16 3.002A5 5 0 0012 5a5 5 0 00-4-2H4a2 2 0 00-2 2v12a2 2 0 001.999 2H8a5 5 0 014 2 5 5 0 014-2z"></path>',
  house: '<path d="M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8"></path><path d="M3 10a2 2 0 0 1 .709-1.528l7-6a2 2 0 0 1 2.582 0l7 6A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z"></path>',
} as const;

const icon = (name: keyof typeof ICONS, classes: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-${name} ${classes}" aria-hidden="true">${ICONS[name]}</svg>`;

const COLUMN = 'mx-auto w-full max-w-[560px]';
const BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap select-none transition-colors duration-150 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-busy:cursor-progress [&amp;_svg]:shrink-0';
const SKELETON = 'animate-pulse rounded-md bg-neutral-200';

/**
 * "Sat, Jun 13 – Sun, Jun 14, 2026" as the web app's formatDayRange (lib/dates.ts) writes it. Node's
 * ICU puts thin spaces around the dash where Chromium writes plain ones: plain, as the app will.
 */
export function formatDayRange(start: string, end: string, locale: string): string {
  const day = (date: string) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(date);
    const value = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : undefined;
    return value && !Number.isNaN(value.getTime()) ? value : undefined;
  };
  const from = day(start);
  const to = day(end);
  if (!from || !to) return [start, end].filter(Boolean).join(' – ');
  const format = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return (start === end ? format.format(from) : format.formatRange(from, to)).replace(/[\u2009\u202f]/g, ' ');
}

/** First letters of the event's first two words (EventLogo's monogram). */
const monogram = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0] ?? '')
    .join('')
    .toUpperCase();

function eventLogo(event: PublicEvent, size: string, extra = '') {
  const classes = `inline-flex shrink-0 items-center justify-center overflow-hidden ${size}${extra ? ` ${extra}` : ''}`;
  return event.logoUrl
    ? `<img src="${esc(event.logoUrl)}" alt="" aria-hidden="true" class="${classes} bg-surface object-cover">`
    : `<span aria-hidden="true" class="${classes} bg-primary-600 font-extrabold tracking-tight text-white">${esc(monogram(event.name))}</span>`;
}

function eventBanner(event: PublicEvent, extra = '') {
  const inner = event.bannerUrl
    ? `<img src="${esc(event.bannerUrl)}" alt="" aria-hidden="true" class="size-full object-cover" fetchpriority="high">`
    : '<div aria-hidden="true" class="size-full bg-[radial-gradient(circle_at_15%_20%,var(--color-primary-300),transparent_50%),radial-gradient(circle_at_90%_95%,var(--color-primary-800),transparent_55%),linear-gradient(135deg,var(--color-primary-400),var(--color-primary-600))]"><div class="size-full bg-[radial-gradient(var(--color-white)_1.2px,transparent_1.2px)] [background-size:18px_18px] opacity-15"></div></div>';
  return `<div class="relative aspect-video w-full overflow-hidden bg-primary-100${extra ? ` ${extra}` : ''}">${inner}</div>`;
}

function eventFacts(event: PublicEvent, t: Translate, locale: string, showHost: boolean) {
  const fact = (name: keyof typeof ICONS, content: string) =>
    `<li class="flex items-start gap-2.5"><span aria-hidden="true" class="mt-0.5 flex size-5 shrink-0 items-center justify-center text-primary-600">${icon(name, 'size-5')}</span><span class="min-w-0 break-words">${content}</span></li>`;
  const where = event.locationTbd || !event.location ? t('attendee:event.locationTbd') : event.location;
  // The hours on the event's clock, with the zone named, as the app's useEventClock().hours writes them (decision 036).
  const hours = eventHours(event);
  const zone = t('common:eventClock.zone', { city: zoneCity(event.timeZone) });
  const hoursLine = hours ? `<span class="block">${esc(t(hours.oneDay ? 'common:eventClock.hours' : 'common:eventClock.hoursAcrossDays', { start: hours.start, end: hours.end, zone }))}</span>` : '';
  return (
    '<ul class="flex flex-col gap-2 text-base text-fg">' +
    fact('calendar-days', `<span class="sr-only">${esc(t('attendee:event.when'))} </span>${esc(formatDayRange(event.startDate, event.endDate, locale))}${hoursLine}`) +
    fact('map-pin', `<span class="sr-only">${esc(t('attendee:event.where'))} </span>${esc(where)}`) +
    (showHost ? fact('user-round', esc(t('attendee:event.hostedBy', { name: event.companyName }))) : '') +
    '</ul>'
  );
}

const skipLink = (t: Translate) =>
  `<a href="#main" class="sr-only z-50 rounded-lg bg-surface px-4 py-3 font-semibold text-primary-700 shadow-overlay focus:not-sr-only focus:fixed focus:top-3 focus:left-3">${esc(t('common:skipToContent'))}</a>`;

const MINGLE_MARK =
  '<svg viewBox="0 0 32 32" class="size-[70%]" fill="none" stroke="currentColor" stroke-width="2.6" stroke-linecap="round"><circle cx="11.5" cy="11.5" r="4" fill="currentColor" stroke="none"></circle><circle cx="21" cy="11.5" r="4" fill="currentColor" fill-opacity="0.7" stroke="none"></circle><path d="M4.5 25c1-4 3.9-6.2 7-6.2s6 2.2 7 6.2"></path><path d="M14.8 25c1-4 3.4-6.2 6.2-6.2s6 2.2 7 6.2" stroke-opacity="0.7"></path></svg>';

export interface JoinPageOptions {
  /** The sign-up bar of a visitor; left out for an organiser's preview or a scanned code (the app draws those). */
  withBar: boolean;
}

/** JoinScreen as a visitor who is not signed in sees it. */
export function joinPageMarkup(event: PublicEvent, t: Translate, locale: string, { withBar }: JoinPageOptions): string {
  const here = `/events/${encodeURIComponent(event.slug)}/join`;
  const withRedirect = (path: string) => `${path}?${new URLSearchParams({ redirect: here }).toString()}`;
  const perk = (name: keyof typeof ICONS, key: string) =>
    `<li class="flex items-start gap-3"><span aria-hidden="true" class="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent-50 text-accent-700">${icon(name, 'size-5')}</span><span class="flex flex-col"><span class="font-semibold text-fg">${esc(t(`attendee:join.perks.${key}.title`))}</span><span class="text-sm text-fg-muted">${esc(t(`attendee:join.perks.${key}.text`))}</span></span></li>`;
  const welcome = event.welcomeMessage
    ? `<figure class="rounded-2xl border border-border bg-surface p-5 shadow-card">${icon('quote', 'size-6 text-primary-500')}<blockquote class="mt-2 text-base whitespace-pre-line text-fg">${esc(event.welcomeMessage)}</blockquote><figcaption class="mt-3 text-sm text-fg-muted">${esc(t('attendee:join.welcomeFrom', { name: event.organizerUsername }))}</figcaption></figure>`
    : '';
  const bar = withBar
    ? `<div data-bottom-bar="" class="fixed inset-x-0 bottom-0 z-20 border-t border-border bg-surface shadow-overlay"><div class="${COLUMN} flex flex-col gap-3 px-4 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))]"><a class="${BUTTON} bg-primary-600 text-white shadow-xs hover:bg-primary-700 active:bg-primary-800 min-h-12 px-6 text-base w-full" href="${esc(withRedirect('/sign-up'))}">${esc(t('attendee:join.signUp'))}</a><p class="flex flex-wrap items-center justify-center gap-x-1 text-sm text-fg-muted"><span>${esc(t('attendee:join.haveAccount'))}</span><a class="rounded-sm font-semibold text-primary-700 underline-offset-4 hover:underline -my-3 py-3" href="${esc(withRedirect('/login'))}">${esc(t('attendee:join.logInLink'))}</a></p></div></div>`
    : '';
  return (
    skipLink(t) +
    '<div class="flex min-h-dvh flex-col">' +
    `<header class="${COLUMN} flex min-h-16 items-center justify-between gap-3 px-4"><a aria-label="${esc(t('attendee:join.homeLink'))}" class="rounded-xl" href="/"><span class="inline-flex items-center gap-2.5"><span class="flex items-center justify-center bg-primary-600 text-white shadow-xs size-9 rounded-xl" aria-hidden="true">${MINGLE_MARK}</span><span class="font-extrabold tracking-tight text-fg text-lg">${esc(t('common:appName'))}</span></span></a>` +
    (withBar ? `<a class="${BUTTON} text-fg hover:bg-neutral-100 active:bg-neutral-200 min-h-touch px-4 text-base" href="${esc(withRedirect('/login'))}">${esc(t('attendee:join.logIn'))}</a>` : '') +
    '</header>' +
    `<main id="main" class="${COLUMN} flex-1 pb-44 sm:px-4"><div class="relative">${eventBanner(event, 'sm:rounded-2xl')}${eventLogo(event, 'size-20 rounded-2xl text-xl', 'absolute -bottom-10 left-4 shadow-card ring-4 ring-surface sm:left-6')}</div>` +
    '<div class="flex flex-col gap-6 px-4 pt-14 sm:px-6"><section aria-labelledby="event-name" class="flex flex-col gap-3">' +
    `<p class="inline-flex items-center gap-1.5 text-sm font-semibold text-primary-700">${icon('sparkles', 'size-4')}${esc(t('attendee:join.invited'))}</p>` +
    `<h1 id="event-name" class="text-2xl font-bold tracking-tight break-words text-fg">${esc(event.name)}</h1>` +
    eventFacts(event, t, locale, true) +
    (event.description ? `<p class="text-base text-fg-muted">${esc(event.description)}</p>` : '') +
    `</section>${welcome}` +
    `<section aria-labelledby="perks-heading" class="flex flex-col gap-4"><h2 id="perks-heading" class="text-lg font-bold text-fg">${esc(t('attendee:join.perksTitle'))}</h2><ul class="flex flex-col gap-4">${perk('users', 'people')}${perk('sparkles', 'groups')}${perk('heart-handshake', 'connect')}</ul></section>` +
    `</div></main>${bar}</div>`
  );
}

const TILES = [
  ['people', 'users', '/attendees'],
  ['groups', 'users-round', '?tab=groups'],
  ['gatherings', 'calendar-heart', '/gatherings'],
  ['connections', 'heart-handshake', '/connections'],
  ['guides', 'book-open', '/guides'],
  ['profile', 'user-round', '/profile'],
] as const;
const NAV = [
  ['home', 'house', ''],
  ['groups', 'users-round', '?tab=groups'],
  ['gatherings', 'calendar-heart', '/gatherings'],
  ['people', 'users', '/attendees'],
  ['connections', 'heart-handshake', '/connections'],
] as const;

/** EventShell around EventHomeScreen; the person's avatar and greeting are placeholders of their size. */
export function eventHomeMarkup(event: PublicEvent, t: Translate, locale: string): string {
  const base = `/events/${encodeURIComponent(event.slug)}`;
  const welcome = event.welcomeMessage
    ? `<figure class="rounded-2xl bg-primary-50 p-5">${icon('quote', 'size-5 text-primary-600')}<blockquote class="mt-2 text-base whitespace-pre-line text-fg">${esc(event.welcomeMessage)}</blockquote><figcaption class="mt-2 text-sm text-fg-muted">${esc(t('attendee:join.welcomeFrom', { name: event.organizerUsername }))}</figcaption></figure>`
    : `<p class="text-base text-fg-muted">${esc(t('attendee:home.intro'))}</p>`;
  const tiles = TILES.map(
    ([key, name, to]) =>
      `<li><a class="group flex h-full min-h-32 flex-col gap-2 rounded-2xl border border-border bg-surface p-4 shadow-card transition-colors hover:border-primary-300" href="${esc(base + to)}"><span aria-hidden="true" class="flex size-10 items-center justify-center rounded-xl bg-primary-50 text-primary-600">${icon(name, 'size-5')}</span><span class="font-bold text-fg group-hover:text-primary-700">${esc(t(`attendee:home.tiles.${key}.title`))}</span><span class="text-sm text-fg-muted">${esc(t(`attendee:home.tiles.${key}.text`))}</span></a></li>`,
  ).join('');
  const nav = NAV.map(
    ([key, name, to]) =>
      `<li class="flex flex-auto justify-center"><a${key === 'home' ? ' aria-current="page"' : ''} class="group flex min-h-16 w-full flex-col items-center justify-center gap-0.5 rounded-lg px-1 text-sm font-semibold whitespace-nowrap text-fg-muted hover:text-fg aria-[current=page]:text-primary-700" href="${esc(base + to)}"><span class="relative flex h-7 w-12 items-center justify-center rounded-full transition-colors group-aria-[current=page]:bg-primary-50">${icon(name, 'size-5')}</span>${esc(t(`attendee:nav.${key}`))}</a></li>`,
  ).join('');
  return (
    skipLink(t) +
    '<div class="flex min-h-dvh flex-col">' +
    `<header class="sticky top-0 z-30 border-b border-border bg-surface/95 backdrop-blur"><div class="${COLUMN} flex min-h-16 items-center justify-between gap-3 px-4"><a class="-mx-1 flex min-h-touch min-w-0 items-center gap-3 rounded-lg px-1" href="${esc(base)}" aria-current="page">${eventLogo(event, 'size-9 rounded-lg text-base')}<span class="truncate text-base font-bold text-fg">${esc(event.name)}</span></a>` +
    `<span aria-hidden="true" class="flex size-touch shrink-0 items-center justify-center"><span class="size-9 animate-pulse rounded-full bg-neutral-200"></span></span></div></header>` +
    `<main id="main" class="${COLUMN} flex flex-1 flex-col px-4 pt-5 pb-28"><div class="flex flex-col gap-8">` +
    `<section aria-labelledby="event-title" class="overflow-hidden rounded-2xl border border-border bg-surface shadow-card">${eventBanner(event)}<div class="flex flex-col gap-3 p-5"><h1 id="event-title" class="text-xl font-bold tracking-tight break-words text-fg">${esc(event.name)}</h1>${eventFacts(event, t, locale, false)}</div></section>` +
    // The greeting names the person: a line of its type (so of its height) with a grey bar on it,
    // until the app knows who is here.
    `<section class="flex flex-col gap-3"><div aria-hidden="true" class="relative text-lg font-bold">&nbsp;<span class="${SKELETON} absolute inset-y-1 left-0 w-48"></span></div>${welcome}</section>` +
    `<nav aria-labelledby="explore" class="flex flex-col gap-3"><h2 id="explore" class="text-lg font-bold text-fg">${esc(t('attendee:home.explore'))}</h2><ul class="grid grid-cols-2 gap-3">${tiles}</ul></nav>` +
    (event.description
      ? `<section aria-labelledby="about" class="flex flex-col gap-2"><h2 id="about" class="text-lg font-bold text-fg">${esc(t('attendee:home.about'))}</h2><p class="text-base text-fg-muted">${esc(event.description)}</p></section>`
      : '') +
    `</div></main><nav aria-label="${esc(t('attendee:nav.label'))}" data-bottom-bar="" class="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-surface/95 backdrop-blur"><ul class="${COLUMN} flex justify-between px-1 pb-[env(safe-area-inset-bottom)]">${nav}</ul></nav></div>`
  );
}
