import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_STAGES } from '../../../sandbox/ghl';
import { GHL_LENDER_SUBMISSION_JOB } from '../../../src/features/ghl/lenderSubmissionStage';
import { JOBS_COLLECTION } from '../../../src/infra/jobs';
import { seedGhlLinkedDeal } from '../../support/seed';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';
import { json, lenderWithContacts } from './support';

describe('Settings: move the deal to Lender Submission in GHL on send', () => {
  let t: TestGateway;
  let admin: SignedIn;
  let contactId: string;

  beforeAll(async () => {
    t = await startTestGateway({}, { smtp: true, ghl: true });
    admin = await t.signInAs('stage-admin', { isAdmin: true });
    await t.configureGhl(admin.token);
    await t.configureEmail(admin.token, ['ops@portal.example']);
    contactId = (await lenderWithContacts(t, admin, 'Keystone Bank', ['kim@keystone.example']))[0]!;
  }, 120_000);
  afterAll(() => t.close());

  const linkedDeal = () =>
    seedGhlLinkedDeal(
      t.gateway.container,
      t.ghl!,
      { _id: admin.user.id, username: 'stage-admin' },
      {},
      { stageId: SANDBOX_STAGES.qualification.id },
    );
  const send = async (dealId: string) =>
    json(
      await t.request(`/admin/deals/${dealId}/submissions`, {
        method: 'POST',
        token: admin.token,
        json: { sendKey: randomUUID(), contactIds: [contactId], documentIds: [], message: '' },
      }),
    );
  const saveSwitch = async (on: boolean) =>
    json<{ moveToLenderSubmissionOnSend: boolean }>(
      await t.request('/admin/settings/placement', {
        method: 'PUT',
        token: admin.token,
        json: { moveToLenderSubmissionOnSend: on },
      }),
    );

  it('is off until an admin turns it on: a send leaves the GHL stage as it is', async () => {
    const settings = await json<{ moveToLenderSubmissionOnSend: boolean }>(
      await t.request('/admin/settings/placement', { token: admin.token }),
    );
    expect(settings.moveToLenderSubmissionOnSend).toBe(false);
    const { deal, opportunityId } = await linkedDeal();
    await send(deal._id);
    // The move is queued before the send answers, when it is asked for at all.
    const queued = await t.gateway.db.collection(JOBS_COLLECTION).countDocuments({ name: GHL_LENDER_SUBMISSION_JOB });
    expect(queued).toBe(0);
    expect(t.ghl!.opportunity(opportunityId)!.pipelineStageId).toBe(SANDBOX_STAGES.qualification.id);
  });

  it('on: the opportunity moves to Lender Submission and the deal follows', async () => {
    expect((await saveSwitch(true)).moveToLenderSubmissionOnSend).toBe(true);
    const { deal, opportunityId } = await linkedDeal();
    await send(deal._id);
    await t.waitFor(
      () => t.ghl!.opportunity(opportunityId)!.pipelineStageId === SANDBOX_STAGES.lenderSubmission.id,
      30_000,
    );
    await t.waitFor(async () => {
      const read = await json<{ stage: string | null }>(await t.request(`/deals/${deal._id}`, { token: admin.token }));
      return read.stage === 'Lender Submission';
    }, 30_000);
  });
});
