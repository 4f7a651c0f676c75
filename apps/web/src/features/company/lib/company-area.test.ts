import { describe, expect, it } from 'vitest';
import { companyAreaTarget } from './company-area';

describe('companyAreaTarget', () => {
  it('lets a member into their own company', () => {
    expect(companyAreaTarget({ slug: 'northwind' }, 'northwind', '/northwind/events')).toBeUndefined();
  });

  it('sends someone without a company to setup', () => {
    expect(companyAreaTarget(undefined, 'northwind', '/northwind/events')).toBe('/setup');
  });

  it("swaps another company's slug for the member's own, keeping the page", () => {
    expect(companyAreaTarget({ slug: 'acme' }, 'northwind', '/northwind/events/123/share')).toBe('/acme/events/123/share');
    expect(companyAreaTarget({ slug: 'acme' }, 'northwind', '/northwind')).toBe('/acme/events');
  });
});
