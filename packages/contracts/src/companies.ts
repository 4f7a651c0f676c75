import { z } from 'zod';
import { MembershipSchema } from './auth.js';
import { requiredLine, requiredString, text, V } from './validation.js';

/** Slugs that would collide with the web app's own top-level routes. */
export const RESERVED_SLUGS = [
  'api',
  'assets',
  'auth',
  'config.js',
  'events',
  'forgot-password',
  'locales',
  'login',
  'media',
  'setup',
  'sign-up',
  'validate-account',
  'validate-confirm-password',
  'ws',
  'favicon.svg',
] as const;

export const slug = (max = 60) =>
  text(V.required)
    .trim()
    .toLowerCase()
    .min(1, { error: V.required, abort: true })
    .max(max, { error: V.tooLong })
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: V.slugFormat });

/** "Summer Makers Meetup!" -> "summer-makers-meetup" */
export function slugify(text: string, max = 60): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/g, '');
}

export const CompanySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  contactInformation: z.string(),
  logoUploadId: z.uuid().nullable(),
  logoUrl: z.string().nullable(),
});
export type Company = z.infer<typeof CompanySchema>;

const companyFields = {
  name: requiredLine(80),
  description: text().trim().max(500, { error: V.tooLong }).default(''),
  contactInformation: requiredString(200),
};

export const CreateCompanyInput = z.object({
  slug: slug(40).refine((s) => !(RESERVED_SLUGS as readonly string[]).includes(s), { error: V.slugTaken }),
  ...companyFields,
});
export type CreateCompanyInput = z.infer<typeof CreateCompanyInput>;

export const UpdateCompanyInput = z.object({ ...companyFields, logoUploadId: z.uuid({ error: V.invalidValue }).nullish() }).partial();
export type UpdateCompanyInput = z.infer<typeof UpdateCompanyInput>;

export const CreateCompanyResponse = z.object({ company: CompanySchema, membership: MembershipSchema });
export type CreateCompanyResponse = z.infer<typeof CreateCompanyResponse>;

export const CompanySlugParams = z.object({ slug: text().min(1) });
