import { z } from 'zod';
import { requiredLine, singleLine, text, V } from './validation.js';

/** What people come to an event for (decision 040): the organisers' short list, the attendee's pick from it. */
export const INTENTS = { optionsMax: 10, labelMax: 40, chosenMax: 3 } as const;

/** One option: a stable id (what profiles store) and the label organisers may reword. */
export const IntentOptionSchema = z.object({ id: z.string(), label: z.string() });
export type IntentOption = z.infer<typeof IntentOptionSchema>;

/** An event whose organisers never edited the list offers these. */
export const DEFAULT_INTENT_OPTIONS: readonly IntentOption[] = [
  { id: 'meet-like-me', label: 'Meet people like me' },
  { id: 'learn', label: 'Learn' },
  { id: 'hire', label: 'Hire' },
  { id: 'get-hired', label: 'Get hired' },
  { id: 'find-collaborators', label: 'Find collaborators' },
  { id: 'invest', label: 'Invest' },
  { id: 'raise', label: 'Raise' },
];

const INTENT_ID = /^[a-z0-9-]{1,40}$/;

/**
 * The organisers' list, in order. An option keeps its id when its label is edited; a new one comes
 * without an id and the server gives it one. An option left out is gone, and so are people's choices of it.
 */
export const IntentOptionsInput = z
  .array(
    z.object({
      id: text().regex(INTENT_ID, { error: V.invalidValue }).optional(),
      label: requiredLine(INTENTS.labelMax),
    }),
    { error: V.invalidValue },
  )
  .max(INTENTS.optionsMax, { error: V.tooMany })
  .superRefine((options, ctx) => {
    const ids = new Set<string>();
    const labels = new Set<string>();
    options.forEach((o, i) => {
      if (o.id && ids.has(o.id)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: V.invalidValue });
      if (labels.has(o.label.toLowerCase())) ctx.addIssue({ code: 'custom', path: [i, 'label'], message: V.duplicateOption });
      if (o.id) ids.add(o.id);
      labels.add(o.label.toLowerCase());
    });
  });
export type IntentOptionsInput = z.input<typeof IntentOptionsInput>;

/** An attendee's intents: ids of the event's options, distinct, at most three. */
export const ChosenIntentsInput = z
  .array(text().min(1, { error: V.invalidValue }), { error: V.invalidValue })
  .max(INTENTS.chosenMax, { error: V.tooMany })
  .refine((ids) => new Set(ids).size === ids.length, { error: V.invalidValue });

/** Headline, bio and links: what a person says about their work (decision 040). */
export const ABOUT = { headlineMax: 80, bioMax: 300, linksMax: 3, linkMax: 200 } as const;

/** A web address people may open: http or https with a host; javascript:, data: and the rest are refused. */
export function isWebLink(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

// eslint-disable-next-line no-control-regex
const CONTROL_BUT_LINE_BREAK = /[\u0000-\u0009\u000b-\u001f\u007f\u0085\u2028\u2029]/;

/** Empty after trimming is no value (null). */
const emptyToNull = (s: string | null | undefined) => (s ? s : null);

export const aboutFields = {
  headline: singleLine(text()).max(ABOUT.headlineMax, { error: V.tooLong }).nullish().transform(emptyToNull),
  /** A few lines: line breaks stay, other control characters are refused. */
  bio: text()
    .trim()
    .max(ABOUT.bioMax, { error: V.tooLong })
    .refine((s) => !CONTROL_BUT_LINE_BREAK.test(s.replace(/\r\n/g, '\n')), { error: V.controlCharacter })
    .transform((s) => s.replace(/\r\n?/g, '\n'))
    .nullish()
    .transform(emptyToNull),
  links: z
    .array(singleLine(text(V.required)).min(1, { error: V.required, abort: true }).max(ABOUT.linkMax, { error: V.tooLong, abort: true }).refine(isWebLink, { error: V.webLink }), {
      error: V.invalidValue,
    })
    .max(ABOUT.linksMax, { error: V.tooMany })
    .default([]),
};
