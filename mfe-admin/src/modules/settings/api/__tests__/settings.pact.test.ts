// @vitest-environment node
import { bearer, createConsumerPact, Matchers, pactClient } from '@portal/contracts/pact';
import { describe, expect, it } from 'vitest';
import { isoDateTime } from '../../../../test/pactBodies';
import { AdminPactStates } from '../../../../test/pactStates';
import { fetchGhlConfig } from '../fetchGhlConfig';
import { fetchGhlCustomFields } from '../fetchGhlCustomFields';
import { loadGhlPipelines } from '../loadGhlPipelines';
import { saveGhlConfig } from '../saveGhlConfig';

const { eachLike, fromProviderState, integer, regex, string } = Matchers;

/** A saved key is only ever shown masked: bullets and its last characters. */
const MASK = regex(/^•+.{0,4}$/, '••••-key');

/** The configuration the GHL state saves: key, location, pipeline, calendar and the six mappings; no token. */
const configBody = (overrides: Record<string, unknown> = {}) => ({
  apiKey: MASK,
  hasApiKey: true,
  v2Token: null,
  hasV2Token: false,
  pipelineId: string('pipe-1'),
  calendarId: string('cal-1'),
  locationId: string('loc-1'),
  assignedUserId: null,
  onDealDeleted: 'leave',
  underReviewStageId: string('stage-1'),
  inUnderwritingStageId: string('stage-2'),
  loeSentStageId: string('stage-3'),
  closedStageId: string('stage-4'),
  signedProposalStageId: string('stage-5'),
  noShowStageId: string('stage-6'),
  updatedAt: isoDateTime(),
  ...overrides,
});

describe('mfe-admin → gateway: GHL settings', () => {
  const pact = createConsumerPact('mfe-admin');

  it('reads the GHL configuration with the key masked', () => {
    pact
      .given(AdminPactStates.ghlConfigured)
      .uponReceiving('a request for the GHL configuration')
      .withRequest({ method: 'GET', path: '/admin/ghl/config', headers: bearer })
      .willRespondWith({ status: 200, body: configBody() });
    return pact.executeTest(async (server) => {
      const config = await fetchGhlConfig(pactClient(server.url));
      expect(config.hasApiKey).toBe(true);
    });
  });

  it('saves the configuration with the masked key posted back (the saved key is kept)', () => {
    pact
      .given(AdminPactStates.ghlConfigured)
      .uponReceiving(
        'a request to save the GHL configuration keeping the key, with one stage mapped and deleted deals marking the opportunity lost',
      )
      .withRequest({
        method: 'POST',
        path: '/admin/ghl/config',
        headers: { ...bearer, 'Content-Type': 'application/json' },
        body: {
          apiKey: fromProviderState('${apiKeyMask}', '••••-key'),
          v2Token: null,
          pipelineId: fromProviderState('${pipelineId}', 'pipe-1'),
          calendarId: null,
          locationId: fromProviderState('${locationId}', 'loc-1'),
          assignedUserId: null,
          onDealDeleted: 'markLost',
          underReviewStageId: fromProviderState('${firstStageId}', 'stage-1'),
          inUnderwritingStageId: null,
          loeSentStageId: null,
          closedStageId: null,
          signedProposalStageId: null,
          noShowStageId: null,
        },
      })
      .willRespondWith({
        status: 200,
        body: configBody({
          onDealDeleted: 'markLost',
          calendarId: null,
          inUnderwritingStageId: null,
          loeSentStageId: null,
          closedStageId: null,
          signedProposalStageId: null,
          noShowStageId: null,
        }),
      });
    return pact.executeTest(async (server) => {
      const saved = await saveGhlConfig(pactClient(server.url), {
        apiKey: '••••-key',
        v2Token: null,
        pipelineId: 'pipe-1',
        calendarId: null,
        locationId: 'loc-1',
        assignedUserId: null,
        onDealDeleted: 'markLost',
        underReviewStageId: 'stage-1',
        inUnderwritingStageId: null,
        loeSentStageId: null,
        closedStageId: null,
        signedProposalStageId: null,
        noShowStageId: null,
      });
      expect(saved.underReviewStageId).toBe('stage-1');
      expect(saved.onDealDeleted).toBe('markLost');
    });
  });

  it('loads the pipelines with the key and location in the form (the mask meaning the saved key)', () => {
    pact
      .given(AdminPactStates.ghlConfigured)
      .uponReceiving('a request to load the GHL pipelines with the masked key and a location')
      .withRequest({
        method: 'POST',
        path: '/admin/ghl/pipelines',
        headers: { ...bearer, 'Content-Type': 'application/json' },
        body: {
          apiKey: fromProviderState('${apiKeyMask}', '••••-key'),
          locationId: fromProviderState('${locationId}', 'loc-1'),
        },
      })
      .willRespondWith({
        status: 200,
        body: {
          pipelines: eachLike({
            id: string('pipe-1'),
            name: string('Loan Pipeline'),
            stages: eachLike({ id: string('stage-1'), name: string('Initial Qualification Stage') }),
            locationId: string('loc-1'),
          }),
        },
      });
    return pact.executeTest(async (server) => {
      const pipelines = await loadGhlPipelines(pactClient(server.url), '••••-key', 'loc-1');
      expect(pipelines.length).toBeGreaterThan(0);
    });
  });

  it('fetches the custom fields', () => {
    pact
      .given(AdminPactStates.ghlConfigured)
      .uponReceiving('a request to fetch the GHL custom fields')
      .withRequest({
        method: 'POST',
        path: '/admin/ghl/fetch-custom-fields',
        headers: { ...bearer, 'Content-Type': 'application/json' },
        body: {
          apiKey: fromProviderState('${apiKeyMask}', '••••-key'),
          locationId: fromProviderState('${locationId}', 'loc-1'),
        },
      })
      .willRespondWith({
        status: 200,
        body: {
          summary: { totalFields: integer(8) },
          fields: eachLike({
            id: string('cf-1'),
            name: string('Property Address'),
            fieldKey: string('opportunity.property_address'),
            dataType: string('TEXT'),
            model: string('opportunity'),
          }),
        },
      });
    return pact.executeTest(async (server) => {
      const result = await fetchGhlCustomFields(pactClient(server.url), '••••-key', 'loc-1');
      expect(result.summary.totalFields).toBeGreaterThan(0);
    });
  });
});
