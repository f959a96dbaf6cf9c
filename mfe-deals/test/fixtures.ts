import type { Deal, DealDocument, User } from '@portal/contracts';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u-member',
    discordId: '1001',
    username: 'maria.member',
    name: 'Maria Member',
    email: 'maria@example.com',
    avatar: null,
    isAdmin: false,
    isWhitelisted: true,
    ...overrides,
  };
}

export const member = makeUser();
export const admin = makeUser({
  id: 'u-admin',
  discordId: '1000',
  username: 'ada.admin',
  name: 'Ada Admin',
  email: 'ada@example.com',
  isAdmin: true,
});

/** The fixed "now" of the component tests. */
export const NOW = new Date('2026-04-10T12:00:00.000Z');

export function makeDeal(overrides: Partial<Deal> = {}): Deal {
  return {
    id: 'd1',
    dealId: 'DL-2026-000001',
    userId: member.id,
    createdBy: member.username,
    propertyName: 'Harbor View Apartments',
    propertyAddress: '1 Harbor Way',
    propertyType: 'Multifamily',
    dealType: 'Acquisition',
    propertyVintage: '1998',
    sponsorNetWorth: '5M',
    sponsorLiquidity: '1M',
    loanRequest: '$1.5M',
    loanAmount: 1_500_000,
    additionalInformation: null,
    contactName: 'Cleo Client',
    contactPhone: '555-0100',
    contactEmail: 'cleo@example.com',
    status: 'Open',
    stage: 'Qualification',
    stageLastUpdated: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-02T10:00:00.000Z',
    opportunityName: null,
    ghlOpportunityId: null,
    applicationDealType: null,
    applicationPropertyType: null,
    applicationPropertyAddress: null,
    applicationPropertyVintage: null,
    applicationSponsorNetWorth: null,
    applicationSponsorLiquidity: null,
    applicationLoanRequest: null,
    applicationAdditionalInformation: null,
    stageHistory: [],
    ...overrides,
  };
}

export function makeDocument(overrides: Partial<DealDocument> = {}): DealDocument {
  return {
    id: 'doc1',
    dealId: 'd1',
    userId: member.id,
    originalName: 'term-sheet.pdf',
    mimeType: 'application/pdf',
    fileSize: 1_572_864,
    tags: [],
    oneDriveUrl: null,
    createdAt: '2026-03-05T09:30:00.000Z',
    ...overrides,
  };
}

/** A File of `size` bytes (the content is not read by the checks). */
export function makeFile(name: string, size: number, type: string): File {
  const file = new File(['%PDF-1.4\n'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
