import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { profiles } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { call, eventWithAttendees, scanCode, type Who, everyoneSees } from '../../test/event-fixture.js';
import { companyMember } from '../../test/users.js';

/** Headline, bio, links and intents on an event profile, and who sees them (decision 040). */
let t: TestApp;
let api: ReturnType<typeof call>;
const everyone = everyoneSees;

beforeAll(async () => {
  t = await createTestApp();
  api = call(t);
});
afterAll(() => t.close());

let scenes = 0;
/** ana (with about and intents), ben her connection, cy a stranger to her; all share jazz. */
async function scene() {
  const fx = await eventWithAttendees(t, `ab${++scenes}`, { ana: ['jazz', 'hiking'], ben: ['jazz'], cy: ['jazz'] });
  const slug = fx.event.slug;
  const p = fx.attendees as Record<'ana' | 'ben' | 'cy', Who>;
  await scanCode(t, slug, p.ana, p.ben);
  const current = (await api('GET', `/events/${slug}/profile`, p.ana)).json();
  const base = {
    firstName: current.firstName,
    lastName: current.lastName,
    gender: current.gender,
    hometownId: current.hometown.id,
    interests: current.interests.map((i: { id: string }) => i.id),
    adventures: current.adventures.map((x: { id: string }) => x.id),
    destinations: current.destinations.map((x: { id: string }) => x.id),
  };
  const about = {
    headline: 'Product designer at Lumen',
    bio: 'I design maps.\nAsk me about trains.',
    links: ['https://www.linkedin.com/in/ana', 'http://ana.example.org'],
    intents: ['learn', 'hire'],
  };
  const put = (patch: object) => api('PUT', `/events/${slug}/profile`, p.ana, { ...base, ...about, ...patch });
  expect((await put({})).statusCode).toBe(200);
  const setPrivacy = (visibility: object) => api('PUT', `/events/${slug}/profile/privacy`, p.ana, { visibility: { ...everyone, ...visibility }, hiddenFromDirectory: false });
  return { fx, slug, p, about, put, setPrivacy };
}

describe('about and intents on my profile', () => {
  it('are saved and read back, line breaks kept, empty text as none', async () => {
    const { slug, p, put } = await scene();
    const mine = (await api('GET', `/events/${slug}/profile`, p.ana)).json();
    expect(mine).toMatchObject({
      headline: 'Product designer at Lumen',
      bio: 'I design maps.\nAsk me about trains.',
      links: ['https://www.linkedin.com/in/ana', 'http://ana.example.org'],
      intents: [
        { id: 'learn', label: 'Learn' },
        { id: 'hire', label: 'Hire' },
      ],
    });
    const cleared = await put({ headline: '  ', bio: '', links: [], intents: [] });
    expect(cleared.json()).toMatchObject({ headline: null, bio: null, links: [], intents: [] });
  });

  it('names each bad field and keeps what was saved', async () => {
    const { slug, p, put } = await scene();
    const cases: [object, string, string][] = [
      [{ links: ['javascript:alert(1)'] }, 'links.0', 'webLink'],
      [{ links: ['https://ok.example', 'ftp://files.example'] }, 'links.1', 'webLink'],
      [{ links: ['data:text/html,<b>hi</b>'] }, 'links.0', 'webLink'],
      [{ links: ['www.example.org'] }, 'links.0', 'webLink'],
      [{ links: [`https://example.org/${'a'.repeat(200)}`] }, 'links.0', 'tooLong'],
      [{ links: ['https://a.example', 'https://b.example', 'https://c.example', 'https://d.example'] }, 'links', 'tooMany'],
      [{ headline: 'x'.repeat(81) }, 'headline', 'tooLong'],
      [{ headline: 'Designer\nat Lumen' }, 'headline', 'controlCharacter'],
      [{ bio: 'b'.repeat(301) }, 'bio', 'tooLong'],
      [{ intents: ['learn', 'hire', 'invest', 'raise'] }, 'intents', 'tooMany'],
      [{ intents: ['learn', 'learn'] }, 'intents', 'invalidValue'],
      [{ intents: ['learn', 'time-travel'] }, 'intents.1', 'unknownIntent'],
    ];
    for (const [patch, field, key] of cases) {
      const res = await put(patch);
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json().issues[0], JSON.stringify(patch)).toMatchObject({ field, key });
    }
    expect((await api('GET', `/events/${slug}/profile`, p.ana)).json().links).toEqual(['https://www.linkedin.com/in/ana', 'http://ana.example.org']);
  });
});

describe("the event's intent options", () => {
  it('the default list until organisers edit it; a reworded option keeps people’s choices, a removed one leaves their profiles', async () => {
    const { fx, slug, p, put } = await scene();
    const path = `/company/events/${fx.event.id}`;
    const shown = (await api('GET', path, fx.org)).json().intentOptions as { id: string; label: string }[];
    expect(shown.map((o) => o.label)).toEqual(['Meet people like me', 'Learn', 'Hire', 'Get hired', 'Find collaborators', 'Invest', 'Raise']);
    expect((await api('GET', `/public/events/${slug}`, p.ana)).json().intentOptions).toEqual(shown);

    const edited = await api('PATCH', path, fx.org, {
      intentOptions: [{ id: 'hire', label: 'Hire designers' }, { id: 'learn', label: 'Learn new tools' }, { label: 'Find a cofounder' }],
    });
    expect(edited.statusCode).toBe(200);
    const options = edited.json().intentOptions as { id: string; label: string }[];
    expect(options.slice(0, 2)).toEqual([
      { id: 'hire', label: 'Hire designers' },
      { id: 'learn', label: 'Learn new tools' },
    ]);
    expect(options[2]).toMatchObject({ label: 'Find a cofounder', id: expect.stringMatching(/^[a-z0-9-]+$/) });
    // Ana chose learn and hire: both still hers, under the new labels, in the organisers' order.
    expect((await api('GET', `/events/${slug}/profile`, p.ana)).json().intents).toEqual(options.slice(0, 2));
    const cofounder = options[2]!.id;
    expect((await put({ intents: [cofounder, 'learn'] })).json().intents.map((o: { id: string }) => o.id)).toEqual(['learn', cofounder]);
    expect((await put({ intents: ['invest'] })).json().issues[0]).toMatchObject({ field: 'intents.0', key: 'unknownIntent' });

    // Removing "learn" takes it off her profile in the database, so a later option of the same id starts with no one.
    await api('PATCH', path, fx.org, { intentOptions: [{ id: cofounder, label: 'Find a cofounder' }] });
    const [row] = await t.database.db.select({ intents: profiles.intents }).from(profiles).where(eq(profiles.userId, p.ana.id));
    expect(row!.intents).toEqual([cofounder]);
    await api('PATCH', path, fx.org, {
      intentOptions: [
        { id: cofounder, label: 'Find a cofounder' },
        { id: 'learn', label: 'Learn' },
      ],
    });
    expect((await api('GET', `/events/${slug}/profile`, p.ana)).json().intents).toEqual([{ id: cofounder, label: 'Find a cofounder' }]);

    // null: back to the default list (a chosen option not in it goes).
    expect((await api('PATCH', path, fx.org, { intentOptions: null })).json().intentOptions).toHaveLength(7);
    expect((await api('GET', `/events/${slug}/profile`, p.ana)).json().intents).toEqual([]);
  });

  it('checks the list it is given', async () => {
    const { fx } = await scene();
    const path = `/company/events/${fx.event.id}`;
    const cases: [unknown, string, string][] = [
      [[{ label: '' }], 'intentOptions.0.label', 'required'],
      [[{ label: 'x'.repeat(41) }], 'intentOptions.0.label', 'tooLong'],
      [[{ label: 'Hire' }, { label: 'hire' }], 'intentOptions.1.label', 'duplicateOption'],
      [[{ id: 'Not An Id', label: 'Hire' }], 'intentOptions.0.id', 'invalidValue'],
      [
        [
          { id: 'a', label: 'A' },
          { id: 'a', label: 'B' },
        ],
        'intentOptions.1.id',
        'invalidValue',
      ],
      [Array.from({ length: 11 }, (_, i) => ({ label: `Option ${i}` })), 'intentOptions', 'tooMany'],
    ];
    for (const [intentOptions, field, key] of cases) {
      const res = await api('PATCH', path, fx.org, { intentOptions });
      expect(res.statusCode, JSON.stringify(intentOptions)).toBe(400);
      expect(res.json().issues[0]).toMatchObject({ field, key });
    }
    expect((await api('GET', path, fx.org)).json().intentOptions).toHaveLength(7);
  });

  it('only the event’s organisers edit them: another company gets 404, an attendee gets nothing', async () => {
    const { fx, p } = await scene();
    const path = `/company/events/${fx.event.id}`;
    const rival = await companyMember(t, `ab${scenes}rival`);
    const byRival = await api('PATCH', path, rival, { intentOptions: [{ label: 'Poach' }] });
    expect(byRival.statusCode).toBe(404);
    const byAttendee = await api('PATCH', path, { headers: { ...p.ana.headers, 'x-company-id': fx.org.company.id } }, { intentOptions: [{ label: 'Poach' }] });
    expect(byAttendee.statusCode).toBe(403);
    expect((await api('GET', path, fx.org)).json().intentOptions).toHaveLength(7);
  });
});

describe('who sees about and intents', () => {
  /** Every read that shows ana to someone else, as that person gets it. */
  async function seen(slug: string, ana: Who, viewer: Who) {
    const view = (await api('GET', `/events/${slug}/attendees/${ana.id}`, viewer)).json();
    const card = ((await api('GET', `/events/${slug}/attendees`, viewer)).json().items as { userId: string }[]).find((c) => c.userId === ana.id) as Record<string, unknown>;
    const profile = (await api('GET', `/events/${slug}/users/${ana.id}/profile`, viewer)).json();
    const toMeet = ((await api('GET', `/events/${slug}/people-to-meet`, viewer)).json().items as { userId: string }[]).find((c) => c.userId === ana.id) as Record<string, unknown> | undefined;
    return { view, card, profile, toMeet };
  }
  const aboutOf = (x: Record<string, unknown>) => ({ headline: x.headline, bio: x.bio, links: x.links });
  const hiddenAbout = { headline: null, bio: null, links: [] };

  it('everyone: her connection and a stranger both see them, in the profile, the directory, the connection profile and people to meet', async () => {
    const { slug, p, about } = await scene();
    const labels = [
      { id: 'learn', label: 'Learn' },
      { id: 'hire', label: 'Hire' },
    ];
    for (const viewer of [p.ben, p.cy]) {
      const { view, card, profile } = await seen(slug, p.ana, viewer);
      expect(aboutOf(view)).toEqual({ headline: about.headline, bio: about.bio, links: about.links });
      expect(aboutOf(profile)).toEqual({ headline: about.headline, bio: about.bio, links: about.links });
      expect([view.intents, profile.intents, card.intents]).toEqual([labels, labels, labels]);
      expect(card.headline).toBe(about.headline);
    }
    const { toMeet } = await seen(slug, p.ana, p.cy);
    expect(toMeet).toMatchObject({ headline: about.headline, intents: labels });
  });

  it('connections: her connection sees them, a stranger sees none of them anywhere', async () => {
    const { slug, p, about, setPrivacy } = await scene();
    expect((await setPrivacy({ about: 'connections', intents: 'connections' })).json().visibility).toMatchObject({ about: 'connections', intents: 'connections' });
    const ben = await seen(slug, p.ana, p.ben);
    expect(aboutOf(ben.view)).toEqual({ headline: about.headline, bio: about.bio, links: about.links });
    expect(ben.profile.intents).toHaveLength(2);
    expect(ben.card).toMatchObject({ headline: about.headline });
    const cy = await seen(slug, p.ana, p.cy);
    expect(aboutOf(cy.view)).toEqual(hiddenAbout);
    expect(aboutOf(cy.profile)).toEqual(hiddenAbout);
    expect([cy.view.intents, cy.profile.intents, cy.card.intents]).toEqual([[], [], []]);
    expect(cy.card.headline).toBeNull();
    // She still shows up for what else they share, without what she keeps from cy.
    expect(cy.toMeet).toMatchObject({ headline: null, intents: [] });
  });

  it('only me: hidden from her connection too; each field has its own audience; she sees all of hers', async () => {
    const { slug, p, about, setPrivacy } = await scene();
    await setPrivacy({ about: 'me' });
    const ben = await seen(slug, p.ana, p.ben);
    expect(aboutOf(ben.view)).toEqual(hiddenAbout);
    expect(aboutOf(ben.profile)).toEqual(hiddenAbout);
    expect(ben.card.headline).toBeNull();
    expect(ben.view.intents).toHaveLength(2); // intents still for everyone
    await setPrivacy({ intents: 'me' });
    const cy = await seen(slug, p.ana, p.cy);
    expect(cy.view.intents).toEqual([]);
    expect(cy.toMeet).toMatchObject({ headline: about.headline, intents: [] });
    const mine = (await api('GET', `/events/${slug}/profile`, p.ana)).json();
    expect(mine).toMatchObject({ headline: about.headline, links: about.links });
    expect(mine.intents).toHaveLength(2);
  });
});
