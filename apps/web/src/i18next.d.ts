import 'i18next';
import type { EN } from '@mingle/contracts';
import type auth from '../public/locales/en-US/auth.json';
import type common from '../public/locales/en-US/common.json';
import type events from '../public/locales/en-US/events.json';
import type home from '../public/locales/en-US/home.json';

/** Typed translation keys: tsc fails on a key missing from the en-US resources. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      auth: typeof auth;
      home: typeof home;
      events: typeof events;
      validation: (typeof EN)['validation'];
      errors: (typeof EN)['errors'];
    };
  }
}
