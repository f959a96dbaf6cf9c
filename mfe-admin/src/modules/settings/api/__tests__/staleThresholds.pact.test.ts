// @vitest-environment node
import { bearer, createConsumerPact, Matchers, pactClient, States } from '@portal/contracts/pact';
import { describe, expect, it } from 'vitest';
import { errorBody, isoDateTime } from '../../../../test/pactBodies';
import { SettingsPactStates } from '../../../../test/pactStates';
import { fetchStaleThresholds } from '../fetchStaleThresholds';
import { resetStaleThresholds } from '../resetStaleThresholds';
import { saveStaleThresholds } from '../saveStaleThresholds';

const { eachLike, integer, string } = Matchers;

const PATH = '/admin/settings/stale-thresholds';

/** The default thresholds in pipeline order (docs/stale-deals.md); Closed is never stale. */
const defaultStages = (qualificationDays = 7) => [
  { stage: 'Qualification', days: integer(qualificationDays) },
  { stage: 'Needs Analysis', days: integer(14) },
  { stage: 'Lender Submission', days: integer(14) },
  { stage: 'Proposal', days: integer(14) },
  { stage: 'Signed Proposal', days: integer(21) },
  { stage: 'Underwriting', days: integer(30) },
  { stage: 'Approved', days: integer(30) },
  { stage: 'Closed', days: null },
];

describe('mfe-admin → gateway: stale-deal thresholds', () => {
  const pact = createConsumerPact('mfe-admin');

  it('reads one threshold per stage in pipeline order; null is never stale', () => {
    pact
      .given(SettingsPactStates.staleDefaults)
      .uponReceiving('a request for the stale-deal thresholds')
      .withRequest({ method: 'GET', path: PATH, headers: bearer })
      .willRespondWith({ status: 200, body: { stages: defaultStages(), updatedAt: null } });
    return pact.executeTest(async (server) => {
      const thresholds = await fetchStaleThresholds(pactClient(server.url));
      expect(thresholds.stages.map((row) => row.stage)[0]).toBe('Qualification');
      expect(thresholds.stages.at(-1)).toEqual({ stage: 'Closed', days: null });
    });
  });

  it('saves a stage’s days and answers every threshold as it now is', () => {
    const request = { stages: [{ stage: 'Qualification', days: 10 }] };
    pact
      .given(SettingsPactStates.staleDefaults)
      .uponReceiving('a request to set the Qualification threshold to 10 days')
      .withRequest({
        method: 'PUT',
        path: PATH,
        headers: { ...bearer, 'Content-Type': 'application/json' },
        body: request,
      })
      .willRespondWith({ status: 200, body: { stages: defaultStages(10), updatedAt: isoDateTime() } });
    return pact.executeTest(async (server) => {
      const saved = await saveStaleThresholds(pactClient(server.url), request);
      expect(saved.stages[0]).toEqual({ stage: 'Qualification', days: 10 });
      expect(saved.updatedAt).not.toBeNull();
    });
  });

  it('days out of bounds answer 400 naming the stage’s row', () => {
    const request = { stages: [{ stage: 'Proposal', days: 400 }] };
    const message = 'Proposal: days in stage must be a whole number from 1 to 365, or empty for never stale';
    pact
      .given(SettingsPactStates.staleDefaults)
      .uponReceiving('a request to set a stale threshold of 400 days')
      .withRequest({
        method: 'PUT',
        path: PATH,
        headers: { ...bearer, 'Content-Type': 'application/json' },
        body: request,
      })
      .willRespondWith({
        status: 400,
        body: { error: message, message, details: eachLike({ field: 'body.stages.0.days', message: string(message) }) },
      });
    return pact.executeTest(async (server) => {
      await expect(saveStaleThresholds(pactClient(server.url), request)).rejects.toMatchObject({ status: 400 });
    });
  });

  it('puts the defaults back and answers them, now in force', () => {
    pact
      .given(SettingsPactStates.staleSaved)
      .uponReceiving('a request to restore the default stale-deal thresholds')
      .withRequest({ method: 'DELETE', path: PATH, headers: bearer })
      .willRespondWith({ status: 200, body: { stages: defaultStages(), updatedAt: null } });
    return pact.executeTest(async (server) => {
      const defaults = await resetStaleThresholds(pactClient(server.url));
      expect(defaults.stages[0]).toEqual({ stage: 'Qualification', days: 7 });
      expect(defaults.stages.at(-1)).toEqual({ stage: 'Closed', days: null });
      expect(defaults.updatedAt).toBeNull();
    });
  });

  it('a member may not restore them (403)', () => {
    pact
      .given(States.memberSignedIn)
      .uponReceiving('a member’s request to restore the default stale-deal thresholds')
      .withRequest({ method: 'DELETE', path: PATH, headers: bearer })
      .willRespondWith({ status: 403, body: errorBody('Admin access required') });
    return pact.executeTest(async (server) => {
      await expect(resetStaleThresholds(pactClient(server.url))).rejects.toMatchObject({ status: 403 });
    });
  });

  it('a member may not read them (403)', () => {
    pact
      .given(States.memberSignedIn)
      .uponReceiving('a member’s request for the stale-deal thresholds')
      .withRequest({ method: 'GET', path: PATH, headers: bearer })
      .willRespondWith({ status: 403, body: errorBody('Admin access required') });
    return pact.executeTest(async (server) => {
      await expect(fetchStaleThresholds(pactClient(server.url))).rejects.toMatchObject({ status: 403 });
    });
  });
});
