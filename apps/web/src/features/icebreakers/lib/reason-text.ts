import type { SharedReason } from '@mingle/contracts';
import type { TFunction } from 'i18next';

/** "Hiking", "Hiking and Camping", "Oslo, Lima, and Quito": the names joined as the language does. */
export function namesInWords(names: string[], language: string): string {
  return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(names);
}

/** The reason in words: "You both dream of Patagonia", "You both love Hiking and Camping", "You're both from Lisbon". */
export function reasonText(t: TFunction<'icebreakers'>, reason: SharedReason, language: string): string {
  return t(`reason.${reason.kind}`, { names: namesInWords(reason.names, language) });
}

/** A question to start with, about the first thing shared: "What draws you to Patagonia?". */
export function openerQuestion(t: TFunction<'icebreakers'>, reason: SharedReason): string {
  return t(`question.${reason.kind}`, { name: reason.names[0] });
}

/** The guide section an opener points to: its anchor on the article page. */
export const guideSectionHash = (reason: SharedReason) => `section-${reason.guide.section}`;
