import 'i18next';
import type { EN } from '@mingle/contracts';
import type attendee from '../public/locales/en-US/attendee.json';
import type auth from '../public/locales/en-US/auth.json';
import type common from '../public/locales/en-US/common.json';
import type company from '../public/locales/en-US/company.json';
import type companyEvents from '../public/locales/en-US/companyEvents.json';
import type events from '../public/locales/en-US/events.json';
import type directory from '../public/locales/en-US/directory.json';
import type connections from '../public/locales/en-US/connections.json';
import type guides from '../public/locales/en-US/guides.json';
import type insights from '../public/locales/en-US/insights.json';
import type home from '../public/locales/en-US/home.json';
import type profile from '../public/locales/en-US/profile.json';
import type groups from '../public/locales/en-US/groups.json';
import type board from '../public/locales/en-US/board.json';
import type gatherings from '../public/locales/en-US/gatherings.json';
import type myData from '../public/locales/en-US/myData.json';
import type safety from '../public/locales/en-US/safety.json';
import type moderation from '../public/locales/en-US/moderation.json';
import type announcements from '../public/locales/en-US/announcements.json';
import type icebreakers from '../public/locales/en-US/icebreakers.json';
import type door from '../public/locales/en-US/door.json';
import type meetings from '../public/locales/en-US/meetings.json';
import type rounds from '../public/locales/en-US/rounds.json';

/** Typed translation keys: tsc fails on a key missing from the en-US resources. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      auth: typeof auth;
      home: typeof home;
      events: typeof events;
      company: typeof company;
      companyEvents: typeof companyEvents;
      attendee: typeof attendee;
      profile: typeof profile;
      directory: typeof directory;
      connections: typeof connections;
      guides: typeof guides;
      insights: typeof insights;
      groups: typeof groups;
      board: typeof board;
      gatherings: typeof gatherings;
      myData: typeof myData;
      safety: typeof safety;
      moderation: typeof moderation;
      announcements: typeof announcements;
      icebreakers: typeof icebreakers;
      door: typeof door;
      meetings: typeof meetings;
      rounds: typeof rounds;
      validation: (typeof EN)['validation'];
      errors: (typeof EN)['errors'];
    };
  }
}
