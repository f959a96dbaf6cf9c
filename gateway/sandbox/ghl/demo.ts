import { SANDBOX_OTHER_PIPELINE, SANDBOX_STAGES } from './fixtures';
import type { GhlStore } from './store';

/** The opportunities a fresh sandbox location holds: three loans in the loan pipeline, one referral. */
export function seedDemoOpportunities(store: GhlStore): void {
  const { addOpportunity } = store;
  const day = 24 * 3600 * 1000;
  const seeds = [
    [
      'Riverside Apartments refinance',
      'Olivia',
      'Park',
      'olivia.park@sandbox-clients.example',
      SANDBOX_STAGES.needsAnalysis.id,
      4_200_000,
      'Multifamily',
      'Refinance',
      '$4.2M',
    ],
    [
      'Harbor Point office acquisition',
      'Marcus',
      'Lee',
      'marcus.lee@sandbox-clients.example',
      SANDBOX_STAGES.lenderSubmission.id,
      9_500_000,
      'Office',
      'Acquisition',
      '$9.5M',
    ],
    [
      'Oak Street self storage',
      'Priya',
      'Nair',
      'priya.nair@sandbox-clients.example',
      SANDBOX_STAGES.siteVisit.id,
      1_750_000,
      'Self Storage',
      'New Construction',
      '1.75M',
    ],
  ] as const;
  seeds.forEach(([name, firstName, lastName, email, stageId, value, propertyType, dealType, loanRequest], i) =>
    addOpportunity({
      name,
      contact: { firstName, lastName, email, phone: `+1555010${i}` },
      stageId,
      monetaryValue: value,
      createdAt: new Date(Date.now() - (i + 2) * day),
      customFields: {
        'opportunity.property_address': `${100 + i} Sandbox Avenue, Springfield`,
        'opportunity.property_type': propertyType,
        'opportunity.deal_type': dealType,
        'opportunity.loan_request': loanRequest,
        'opportunity.sponsor_net_worth': '$12M',
        'opportunity.sponsor_liquidity': '$2M',
      },
    }),
  );
  addOpportunity({
    name: 'Referral from Lakeside Capital',
    pipelineId: SANDBOX_OTHER_PIPELINE.id,
    contact: { firstName: 'Daniel', lastName: 'Osei', email: 'daniel.osei@sandbox-clients.example' },
    monetaryValue: 0,
    createdAt: new Date(Date.now() - 6 * day),
  });
}
