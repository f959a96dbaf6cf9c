// @vitest-environment node
import { bearer, createConsumerPact, Matchers, pactClient } from '@portal/contracts/pact';
import { describe, expect, it } from 'vitest';
import { dealsPactStates, pactIds } from '../../../../test/pactStates';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';
import { createSavedView, deleteSavedView, fetchSavedViews, renameSavedView } from '../savedViews';

const { eachLike, regex, string } = Matchers;

const isoDateTime = (example: string) => regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/, example);
const json = { 'Content-Type': regex(/^application\/json.*$/, 'application/json; charset=utf-8') };

const savedView = (overrides: Record<string, unknown> = {}) => ({
  id: string(pactIds.savedView),
  name: string('Open deals'),
  query: string('q=pact&status=Open'),
  createdByUsername: string('demo-admin'),
  createdAt: isoDateTime('2026-03-20T09:00:00.000Z'),
  updatedAt: isoDateTime('2026-03-20T09:00:00.000Z'),
  ...overrides,
});

describe('mfe-deals → gateway: saved views', () => {
  const pact = createConsumerPact('mfe-deals');

  it('lists the saved views for the chips', () => {
    pact
      .given(dealsPactStates.adminWithSavedView)
      .uponReceiving('a request for the saved views')
      .withRequest({ method: 'GET', path: '/admin/saved-views', headers: bearer })
      .willRespondWith({ status: 200, headers: json, body: { items: eachLike(savedView()) } });
    return pact.executeTest(async (server) => {
      const views = await fetchSavedViews(pactClient(server.url));
      expect(views[0]).toMatchObject({ name: 'Open deals', query: 'q=pact&status=Open' });
    });
  });

  it('saves the filters on screen under a name', () => {
    pact
      .given(dealsPactStates.adminWithSavedView)
      .uponReceiving('a request to save a view')
      .withRequest({
        method: 'POST',
        path: '/admin/saved-views',
        headers: { ...bearer, 'Content-Type': 'application/json' },
        body: { name: 'Closed deals', query: 'status=Closed' },
      })
      .willRespondWith({
        status: 201,
        headers: json,
        body: savedView({
          id: string('6f0d4c1e-0000-4000-8000-00000000abcd'),
          name: 'Closed deals',
          query: 'status=Closed',
        }),
      });
    return pact.executeTest(async (server) => {
      const view = await createSavedView(pactClient(server.url), 'Closed deals', 'status=Closed');
      expect(view).toMatchObject({ name: 'Closed deals', query: 'status=Closed' });
    });
  });

  it('a name already used is refused with the reason', () => {
    pact
      .given(dealsPactStates.adminWithSavedView)
      .uponReceiving('a request to save a view under a name in use')
      .withRequest({
        method: 'POST',
        path: '/admin/saved-views',
        headers: { ...bearer, 'Content-Type': 'application/json' },
        body: { name: 'OPEN DEALS', query: 'status=Open' },
      })
      .willRespondWith({
        status: 409,
        headers: json,
        body: {
          error: 'A saved view named "OPEN DEALS" already exists',
          message: string('A saved view named "OPEN DEALS" already exists'),
        },
      });
    return pact.executeTest(async (server) => {
      const error = await createSavedView(pactClient(server.url), 'OPEN DEALS', 'status=Open').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiRequestError);
      expect((error as ApiRequestError).message).toBe('A saved view named "OPEN DEALS" already exists');
    });
  });

  it('renames a view', () => {
    pact
      .given(dealsPactStates.adminWithSavedView)
      .uponReceiving('a request to rename a saved view')
      .withRequest({
        method: 'PATCH',
        path: `/admin/saved-views/${pactIds.savedView}`,
        headers: { ...bearer, 'Content-Type': 'application/json' },
        body: { name: 'Open pipeline' },
      })
      .willRespondWith({ status: 200, headers: json, body: savedView({ name: 'Open pipeline' }) });
    return pact.executeTest(async (server) => {
      const view = await renameSavedView(pactClient(server.url), pactIds.savedView, 'Open pipeline');
      expect(view.name).toBe('Open pipeline');
    });
  });

  it('deletes a view', () => {
    pact
      .given(dealsPactStates.adminWithSavedView)
      .uponReceiving('a request to delete a saved view')
      .withRequest({ method: 'DELETE', path: `/admin/saved-views/${pactIds.savedView}`, headers: bearer })
      .willRespondWith({ status: 200, headers: json, body: { message: string('Saved view deleted') } });
    return pact.executeTest(async (server) => {
      await expect(deleteSavedView(pactClient(server.url), pactIds.savedView)).resolves.toBeUndefined();
    });
  });
});
