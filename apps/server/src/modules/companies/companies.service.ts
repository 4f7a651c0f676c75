import type { Company, CreateCompanyInput, CreateCompanyResponse, Membership, UpdateCompanyInput } from '@mingle/contracts';
import type { Db } from '../../db/index.js';
import { errors, isUniqueViolation } from '../../lib/errors.js';
import { companiesRepo } from './companies.repo.js';

const toCompany = (c: Company & Record<string, unknown>): Company => ({
  id: c.id,
  slug: c.slug,
  name: c.name,
  description: c.description,
  contactInformation: c.contactInformation,
});

export function createCompaniesService({ db }: { db: Db }) {
  async function memberCompany(slug: string, userId: string) {
    const company = await companiesRepo.findForMember(db, slug, userId);
    if (!company) throw errors.notFound(); // another company's slug looks like no company at all
    return company;
  }

  return {
    /** Company setup (/setup): only for a user without a membership; they become its owner. */
    async create(userId: string, input: CreateCompanyInput): Promise<CreateCompanyResponse> {
      try {
        return await db.transaction(async (tx) => {
          if (await companiesRepo.hasAnyMembership(tx, userId)) throw errors.conflict('alreadyMember');
          const company = await companiesRepo.insert(tx, input);
          await companiesRepo.addMember(tx, { companyId: company.id, userId, role: 'owner' });
          return { company: toCompany(company), membership: { companyId: company.id, slug: company.slug, role: 'owner' as const } };
        });
      } catch (err) {
        if (isUniqueViolation(err, 'companies_slug_key')) throw errors.field(409, 'slug', 'slugTaken');
        throw err;
      }
    },
    get: async (slug: string, userId: string) => toCompany(await memberCompany(slug, userId)),
    /** The company a person joined first and their role in it (the one a sign-in opens). */
    firstCompanyOf: (userId: string) => companiesRepo.firstMembership(db, userId),
    async membershipOf(userId: string): Promise<Membership | undefined> {
      const first = await companiesRepo.firstMembership(db, userId);
      return first && { companyId: first.company.id, slug: first.company.slug, role: first.role };
    },
    isMember: (userId: string, companyId: string) => companiesRepo.isMember(db, userId, companyId),
    async update(slug: string, userId: string, input: UpdateCompanyInput) {
      const company = await memberCompany(slug, userId);
      return toCompany(await companiesRepo.update(db, company.id, input));
    },
  };
}
export type CompaniesService = ReturnType<typeof createCompaniesService>;
