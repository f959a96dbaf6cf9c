import { States } from '@portal/contracts/pact';
import type { TestGateway } from './testGateway';
import { seedDeal, seedGhlConfig, seedGhlLinkedDeal } from './seed';

const HOUR = 3600 * 1000;

/** Removes a user's deals (and their documents) so a state can be set up again from scratch. */
async function clearDeals(t: TestGateway, userId: string): Promise<void> {
  const c = t.gateway.container;
  for (const deal of await c.repositories.deals.listByUser(userId)) {
    await c.services.documents.removeAllForDeal(deal);
    await c.repositories.deals.delete(deal._id);
  }
}

/**
 * Provider-state handlers for the deal and document operations, built on the same seed functions as
 * the integration tests. `signIn` is the provider test's helper that signs a user in and keeps the
 * token for the request filter; it returns the signed-in user's id and username.
 */
export function dealStateHandlers(
  t: TestGateway,
  signIn: (username: string) => Promise<{ id: string; username: string }>,
): Record<string, () => Promise<unknown>> {
  return {
    [States.memberWithDealsSignedIn]: async () => {
      const member = await signIn('demo-member');
      await clearDeals(t, member.id);
      const now = t.clock.now().getTime();
      for (const [i, stage] of (['Needs Analysis', 'Lender Submission'] as const).entries()) {
        const changedAt = new Date(now - (i + 1) * HOUR);
        await seedDeal(
          t.gateway.container,
          { _id: member.id, username: member.username },
          {
            status: 'Open',
            stage,
            stageLastUpdated: changedAt,
            stageHistory: [{ from: 'Qualification', to: stage, at: changedAt, source: 'webhook' }],
            createdAt: new Date(now - (i + 2) * 24 * HOUR),
          },
        );
      }
    },
  };
}

/** The sentences of the GHL provider states (the consumer defines them; see mfe-admin's pact states). */
export type GhlStateSentences = {
  /** GHL configured with the sandbox GHL's key, location and pipeline (no mappings); gives apiKeyMask, locationId, pipelineId, firstStageId. */
  configured: string;
  /** …and an opportunity in the configured pipeline; gives pipelineId, opportunityId, memberId. */
  opportunityOpen: string;
  /** …and one deal imported from it whose address was changed on our side; gives dealId. */
  dealDiffers: string;
};

const PACT_OPPORTUNITY = {
  name: 'Maple Court Refinance',
  contact: { firstName: 'Jane', lastName: 'Client', email: 'jane@clients.example', phone: '+15550100' },
  monetaryValue: 2_400_000,
  customFields: {
    'opportunity.property_address': '12 Maple Court',
    'opportunity.property_type': 'Multifamily',
    'opportunity.deal_type': 'Acquisition',
    'opportunity.loan_request': '$2.4M',
  },
};

/**
 * Provider-state handlers for the GHL operations, for a provider test gateway started with
 * `{ ghl: true }`. `signIn` signs a user in and makes their token the one the next request
 * carries (the last call wins, so the admin signs in last). Each state removes the deals linked to
 * GHL before it seeds, so comparisons show exactly the state's deal.
 */
export function ghlStateHandlers(
  t: TestGateway,
  signIn: (username: string) => Promise<{ id: string; username: string }>,
  sentences: GhlStateSentences,
): Record<string, () => Promise<Record<string, string>>> {
  const c = t.gateway.container;
  const ghl = () => {
    if (!t.ghl) throw new Error('start the provider test gateway with { ghl: true }');
    return t.ghl;
  };

  async function configured(): Promise<Record<string, string>> {
    const sandbox = ghl();
    for (const deal of await c.repositories.deals.listGhlLinked()) {
      await c.services.documents.removeAllForDeal(deal);
      await c.repositories.deals.delete(deal._id);
    }
    // Key, location and pipeline only: no calendar, no stage mappings yet (as the consumer expects).
    await seedGhlConfig(c, sandbox, {
      calendarId: null,
      assignedUserId: null,
      v2Token: null,
      underReviewStageId: null,
      inUnderwritingStageId: null,
      loeSentStageId: null,
      closedStageId: null,
      signedProposalStageId: null,
      noShowStageId: null,
    });
    const saved = await c.services.ghl.settings.getConfig();
    return {
      apiKeyMask: saved.apiKey ?? '',
      locationId: sandbox.locationId,
      pipelineId: sandbox.pipelineId,
      firstStageId: sandbox.stages.qualification.id,
    };
  }

  /** The state's opportunity: always a fresh one, so an earlier import or sync left no trace on it. */
  const freshOpportunity = () => ghl().addOpportunity({ ...PACT_OPPORTUNITY, stageId: ghl().stages.qualification.id });

  return {
    [sentences.configured]: async () => {
      await signIn('demo-admin');
      return configured();
    },

    [sentences.opportunityOpen]: async () => {
      const member = await signIn('demo-member');
      await signIn('demo-admin');
      const values = await configured();
      const opportunity = freshOpportunity();
      return { ...values, opportunityId: opportunity.id, memberId: member.id };
    },

    [sentences.dealDiffers]: async () => {
      const member = await signIn('demo-member');
      await signIn('demo-admin');
      const values = await configured();
      const at = t.clock.now();
      const { deal } = await seedGhlLinkedDeal(
        c,
        ghl(),
        { _id: member.id, username: member.username },
        {
          propertyName: PACT_OPPORTUNITY.name,
          opportunityName: PACT_OPPORTUNITY.name,
          propertyAddress: '99 Changed Street',
          propertyType: 'Multifamily',
          dealType: 'Acquisition',
          loanRequest: '$2.4M',
          contactName: 'Jane Client',
          contactEmail: 'jane@clients.example',
          status: 'Open',
          stage: 'Qualification',
          stageLastUpdated: at,
          stageHistory: [{ from: null, to: 'Qualification', at, source: 'import' }],
        },
        {
          name: PACT_OPPORTUNITY.name,
          contact: PACT_OPPORTUNITY.contact,
          stageId: ghl().stages.qualification.id,
          monetaryValue: PACT_OPPORTUNITY.monetaryValue,
          customFields: PACT_OPPORTUNITY.customFields,
        },
      );
      return { ...values, dealId: deal._id };
    },
  };
}
