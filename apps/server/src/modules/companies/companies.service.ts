import type { Company, CreateCompanyInput, CreateCompanyResponse, Membership, TeamRole, UpdateCompanyInput } from '@mingle/contracts';
import type { Db } from '../../db/index.js';
import { errors, isUniqueViolation } from '../../lib/errors.js';
import type { UploadsService } from '../uploads/uploads.service.js';
import { companiesRepo } from './companies.repo.js';

type CompanyRow = Awaited<ReturnType<typeof companiesRepo.insert>>;

export function createCompaniesService({ db, uploads }: { db: Db; uploads: Pick<UploadsService, 'urlOf' | 'checkOwned'> }) {
  const toCompany = (c: CompanyRow, logoKey: string | null): Company => ({
    id: c.id,
    slug: c.slug,
    name: c.name,
    description: c.description,
    contactInformation: c.contactInformation,
    logoUploadId: c.logoUploadId,
    logoUrl: logoKey ? uploads.urlOf(logoKey) : null,
  });

  /** The company of this slug and the caller's role in it; anyone else's slug looks like no company at all (404). */
  async function memberCompany(slug: string, userId: string): Promise<{ company: CompanyRow; role: TeamRole; logoKey: string | null }> {
    const found = await companiesRepo.findForMember(db, slug, userId);
    if (!found) throw errors.notFound();
    return found;
  }

  return {
    memberCompany,
    /** Company setup (/setup): only for a user without a membership; they become its owner. */
    async create(userId: string, input: CreateCompanyInput): Promise<CreateCompanyResponse> {
      try {
        return await db.transaction(async (tx) => {
          if (await companiesRepo.hasAnyMembership(tx, userId)) throw errors.conflict('alreadyMember');
          const company = await companiesRepo.insert(tx, input);
          await companiesRepo.addMember(tx, { companyId: company.id, userId, role: 'owner' });
          return { company: toCompany(company, null), membership: { companyId: company.id, slug: company.slug, role: 'owner' as const } };
        });
      } catch (err) {
        if (isUniqueViolation(err, 'companies_slug_key')) throw errors.field(409, 'slug', 'slugTaken');
        throw err;
      }
    },
    async get(slug: string, userId: string) {
      const { company, logoKey } = await memberCompany(slug, userId);
      return toCompany(company, logoKey);
    },
    /** The company a person joined first and their role in it (the one a sign-in opens). */
    firstCompanyOf: (userId: string) => companiesRepo.firstMembership(db, userId),
    async membershipOf(userId: string): Promise<Membership | undefined> {
      const first = await companiesRepo.firstMembership(db, userId);
      return first && { companyId: first.company.id, slug: first.company.slug, role: first.role };
    },
    /** The caller's role in the company, read per request: a removed teammate has none at once. */
    roleIn: (userId: string, companyId: string) => companiesRepo.roleIn(db, userId, companyId),
    isMember: async (userId: string, companyId: string) => !!(await companiesRepo.roleIn(db, userId, companyId)),
    /** The profile and the logo: owners and organisers alike (decision 033: it is what attendees see of the events they run). */
    async update(slug: string, userId: string, input: UpdateCompanyInput) {
      const { company } = await memberCompany(slug, userId);
      await uploads.checkOwned(db, company.id, [{ field: 'logoUploadId', id: input.logoUploadId, kind: 'logo' }]);
      const updated = await companiesRepo.update(db, company.id, input);
      return toCompany(updated.company, updated.logoKey);
    },
  };
}
export type CompaniesService = ReturnType<typeof createCompaniesService>;
