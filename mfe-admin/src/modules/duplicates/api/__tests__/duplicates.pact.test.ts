// @vitest-environment node
import { bearer, createConsumerPact, Matchers, pactClient } from '@portal/contracts/pact';
import { describe, expect, it } from 'vitest';
import { duplicateFlagBody, errorBody, isoDateTime, JSON_CONTENT_TYPE } from '../../../../test/pactBodies';
import { DuplicatePactStates } from '../../../../test/pactStates';
import { dismissDuplicateFlag } from '../dismissDuplicateFlag';
import { DUPLICATE_FLAGS_PAGE_SIZE, fetchDuplicateFlagsPage } from '../fetchDuplicateFlagsPage';
import { fetchDuplicateSettings } from '../fetchDuplicateSettings';
import { mergeDuplicateDeals } from '../mergeDuplicateDeals';
import { saveDuplicateSettings } from '../saveDuplicateSettings';

const { boolean, eachLike, fromProviderState, integer, regex, string } = Matchers;

const JSON_REQUEST = { ...bearer, 'Content-Type': 'application/json' };
const SETTINGS_PATH = '/admin/settings/duplicates';

describe('mfe-admin → gateway: duplicate deals', () => {
  const pact = createConsumerPact('mfe-admin');

  it('lists the open flags with the deal that raised each and the deals it matches', () => {
    pact
      .given(DuplicatePactStates.openFlag)
      .uponReceiving('a request for the first page of open duplicate flags')
      .withRequest({
        method: 'GET',
        path: '/admin/duplicates',
        query: { status: 'open', limit: String(DUPLICATE_FLAGS_PAGE_SIZE) },
        headers: bearer,
      })
      .willRespondWith({
        status: 200,
        headers: JSON_CONTENT_TYPE,
        body: { items: eachLike(duplicateFlagBody()), nextCursor: null, total: integer(1) },
      });
    return pact.executeTest(async (server) => {
      const page = await fetchDuplicateFlagsPage(pactClient(server.url), 'open');
      expect(page.items[0]?.status).toBe('open');
      expect(page.items[0]?.matches[0]?.reasons).toContain('address');
      expect(page.items[0]?.matches[0]?.deal.owner?.username).toBe('demo-member');
    });
  });

  it('dismisses an open flag as not a duplicate', () => {
    pact
      .given(DuplicatePactStates.openFlag)
      .uponReceiving('a request to dismiss the open duplicate flag')
      .withRequest({
        method: 'POST',
        path: fromProviderState('/admin/duplicates/${flagId}/dismiss', '/admin/duplicates/6a1d2c3b-flag/dismiss'),
        headers: bearer,
      })
      .willRespondWith({
        status: 200,
        body: duplicateFlagBody({ status: 'dismissed', resolvedAt: isoDateTime(), resolvedBy: string('demo-admin') }),
      });
    return pact.executeTest(async (server) => {
      const flag = await dismissDuplicateFlag(pactClient(server.url), '6a1d2c3b-flag');
      expect(flag.status).toBe('dismissed');
      expect(flag.resolvedBy).toBe('demo-admin');
    });
  });

  it('merges the deal that raised the flag into the one it matches, answering what moved', () => {
    pact
      .given(DuplicatePactStates.openFlag)
      .uponReceiving('a request to merge the deal that raised the open flag into the one it matches')
      .withRequest({
        method: 'POST',
        path: fromProviderState('/admin/duplicates/${flagId}/merge', '/admin/duplicates/6a1d2c3b-flag/merge'),
        headers: JSON_REQUEST,
        body: {
          keepDealId: fromProviderState('${matchedDealId}', 'deal-kept'),
          mergeDealId: fromProviderState('${raisedDealId}', 'deal-merged'),
        },
      })
      .willRespondWith({
        status: 200,
        body: {
          // Only what the dashboard reads: the kept deal may carry any fields, and the merged one's
          // fields are null once it is removed (DuplicateDeal).
          deal: {
            id: fromProviderState('${matchedDealId}', 'deal-kept'),
            dealId: regex(/^DL-\d{4}-\d{6}$/, 'DL-2026-000001'),
            propertyName: string('Pact Harbor Lofts'),
          },
          flag: {
            id: string('6a1d2c3b-flag'),
            deal: { id: fromProviderState('${raisedDealId}', 'deal-merged'), exists: false },
            matches: eachLike({
              deal: { id: string('deal-kept'), exists: boolean(true) },
              reasons: eachLike('address'),
            }),
            status: 'merged',
            resolvedAt: isoDateTime(),
            resolvedBy: string('demo-admin'),
            keptDealId: fromProviderState('${matchedDealId}', 'deal-kept'),
          },
          moved: {
            documents: integer(0),
            comments: integer(0),
            checklistReviews: integer(0),
            activities: integer(1),
            submissions: integer(0),
            quotes: integer(0),
          },
        },
      });
    return pact.executeTest(async (server) => {
      const result = await mergeDuplicateDeals(pactClient(server.url), '6a1d2c3b-flag', {
        keepDealId: 'deal-kept',
        mergeDealId: 'deal-merged',
      });
      expect(result.flag.status).toBe('merged');
      expect(result.flag.keptDealId).toBe('deal-kept');
      expect(result.flag.deal.exists).toBe(false);
      expect(typeof result.moved.activities).toBe('number');
    });
  });

  it('a flag already merged answers 409 and nothing changes', () => {
    pact
      .given(DuplicatePactStates.mergedFlag)
      .uponReceiving('a request to merge the deals of a flag already merged')
      .withRequest({
        method: 'POST',
        path: fromProviderState('/admin/duplicates/${flagId}/merge', '/admin/duplicates/6a1d2c3b-flag/merge'),
        headers: JSON_REQUEST,
        body: {
          keepDealId: fromProviderState('${keepDealId}', 'deal-kept'),
          mergeDealId: fromProviderState('${mergeDealId}', 'deal-merged'),
        },
      })
      .willRespondWith({ status: 409, body: errorBody('This flag is already resolved') });
    return pact.executeTest(async (server) => {
      const failure = mergeDuplicateDeals(pactClient(server.url), '6a1d2c3b-flag', {
        keepDealId: 'deal-kept',
        mergeDealId: 'deal-merged',
      });
      await expect(failure).rejects.toMatchObject({ status: 409, body: { error: 'This flag is already resolved' } });
    });
  });

  it('reads the duplicate settings with the shipped default', () => {
    pact
      .given(DuplicatePactStates.duplicateDefaults)
      .uponReceiving('a request for the duplicate settings')
      .withRequest({ method: 'GET', path: SETTINGS_PATH, headers: bearer })
      .willRespondWith({
        status: 200,
        headers: JSON_CONTENT_TYPE,
        body: { closedWithinDays: integer(365), defaults: { closedWithinDays: integer(365) } },
      });
    return pact.executeTest(async (server) => {
      const settings = await fetchDuplicateSettings(pactClient(server.url));
      expect(settings.closedWithinDays).toBe(365);
      expect(settings.defaults.closedWithinDays).toBe(365);
    });
  });

  it('saves a 90-day window and answers the settings now in force', () => {
    pact
      .given(DuplicatePactStates.duplicateDefaults)
      .uponReceiving('a request to count closed deals for 90 days')
      .withRequest({ method: 'PUT', path: SETTINGS_PATH, headers: JSON_REQUEST, body: { closedWithinDays: 90 } })
      .willRespondWith({
        status: 200,
        body: { closedWithinDays: 90, defaults: { closedWithinDays: integer(365) } },
      });
    return pact.executeTest(async (server) => {
      const saved = await saveDuplicateSettings(pactClient(server.url), { closedWithinDays: 90 });
      expect(saved.closedWithinDays).toBe(90);
    });
  });

  it('puts the shipped window back with null', () => {
    pact
      .given(DuplicatePactStates.duplicateDefaults)
      .uponReceiving('a request to restore the default duplicate window')
      .withRequest({ method: 'PUT', path: SETTINGS_PATH, headers: JSON_REQUEST, body: { closedWithinDays: null } })
      .willRespondWith({
        status: 200,
        body: { closedWithinDays: integer(365), defaults: { closedWithinDays: integer(365) } },
      });
    return pact.executeTest(async (server) => {
      const saved = await saveDuplicateSettings(pactClient(server.url), { closedWithinDays: null });
      expect(saved.closedWithinDays).toBe(saved.defaults.closedWithinDays);
    });
  });
});
