import type { CreateIndexesOptions, IndexSpecification } from 'mongodb';

type IndexDefinition = { key: IndexSpecification; options: CreateIndexesOptions & { name: string } };
type CollectionDefinition = { name: string; indexes: IndexDefinition[] };

/**
 * Every collection the portal uses and its indexes. The single source of truth: the
 * gateway's mongoose models never create indexes themselves (autoIndex is off).
 */
export const collections: CollectionDefinition[] = [
  {
    name: 'users',
    indexes: [
      { key: { discordId: 1 }, options: { name: 'discordId_unique', unique: true } },
      { key: { usernameLower: 1 }, options: { name: 'usernameLower' } },
      { key: { createdAt: -1 }, options: { name: 'createdAt' } },
    ],
  },
  {
    name: 'sessions',
    indexes: [
      { key: { userId: 1 }, options: { name: 'userId' } },
      { key: { expiresAt: 1 }, options: { name: 'expiresAt' } },
    ],
  },
  {
    name: 'deals',
    indexes: [
      { key: { dealId: 1 }, options: { name: 'dealId_unique', unique: true } },
      { key: { userId: 1, createdAt: -1 }, options: { name: 'userId_createdAt' } },
      { key: { createdAt: -1 }, options: { name: 'createdAt' } },
      { key: { status: 1, createdAt: -1 }, options: { name: 'status_createdAt' } },
      { key: { propertyType: 1, createdAt: -1 }, options: { name: 'propertyType_createdAt' } },
      { key: { ghlOpportunityId: 1 }, options: { name: 'ghlOpportunityId' } },
    ],
  },
  {
    name: 'documents',
    indexes: [
      { key: { dealId: 1, createdAt: -1 }, options: { name: 'dealId_createdAt' } },
      { key: { userId: 1, createdAt: -1 }, options: { name: 'userId_createdAt' } },
    ],
  },
  {
    name: 'autoaccessusers',
    indexes: [
      {
        key: { discordUsernameLower: 1 },
        options: { name: 'discordUsernameLower_unique', unique: true },
      },
    ],
  },
  { name: 'counters', indexes: [] },
  { name: 'settings', indexes: [] },
  {
    name: 'webhookevents',
    indexes: [{ key: { eventKey: 1 }, options: { name: 'eventKey_unique', unique: true } }],
  },
];
