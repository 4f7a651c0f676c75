import type { SharedReason } from '@mingle/contracts';
import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { guideSectionHash, namesInWords, openerQuestion, reasonText } from './reason-text';

// The texts the app serves (tests run in apps/web).
const icebreakers = JSON.parse(readFileSync('public/locales/en-US/icebreakers.json', 'utf8')) as Record<string, unknown>;
const i18n = i18next.createInstance();
await i18n.init({ lng: 'en-US', resources: { 'en-US': { icebreakers } }, interpolation: { escapeValue: false } });
const t = i18n.getFixedT('en-US', 'icebreakers');
const reason = (kind: SharedReason['kind'], names: string[]): SharedReason => ({ kind, names, guide: { articleId: '1', section: 4 } });

describe('reasons in words', () => {
  it('say what the two share, naming only what the server sent', () => {
    expect(reasonText(t, reason('destination', ['Patagonia']), 'en-US')).toBe('You both dream of Patagonia');
    expect(reasonText(t, reason('interest', ['Hiking', 'Camping']), 'en-US')).toBe('You both love Hiking and Camping');
    expect(reasonText(t, reason('hometown', ['Lisbon']), 'en-US')).toBe("You're both from Lisbon");
    expect(reasonText(t, reason('destination', ['Oslo', 'Lima', 'Quito']), 'en-US')).toBe('You both dream of Oslo, Lima, and Quito');
  });

  it('open with a question about the first thing shared, and point at the guide section', () => {
    expect(openerQuestion(t, reason('interest', ['Hiking', 'Camping']))).toBe('Try: “How did you get into Hiking?”');
    expect(openerQuestion(t, reason('destination', ['Patagonia']))).toBe('Try: “What draws you to Patagonia?”');
    expect(guideSectionHash(reason('hometown', ['Lisbon']))).toBe('section-4');
  });

  it('joins names as the language does', () => {
    expect(namesInWords(['Jazz'], 'en-US')).toBe('Jazz');
    expect(namesInWords(['Jazz', 'Chess'], 'pt-PT')).toBe('Jazz e Chess');
  });
});
