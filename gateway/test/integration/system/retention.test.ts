import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../../support/testGateway';

const DAY = 86_400_000;

describe('retention: webhook deliveries, sync outcomes and sent e-mails expire', () => {
  let t: TestGateway;

  beforeAll(async () => {
    t = await startTestGateway({
      WEBHOOK_EVENT_RETENTION_DAYS: '10',
      SYNC_OUTCOME_RETENTION_DAYS: '5',
      OUTBOX_RETENTION_DAYS: '2',
    });
  });
  afterAll(() => t.close());

  const ago = (days: number) => new Date(Date.now() - days * DAY);
  const ids = async (name: string) =>
    (await t.gateway.db.collection(name).find({}).toArray()).map((row) => String(row._id)).sort();

  it('the purge deletes what is older than its setting and keeps the rest', async () => {
    const db = t.gateway.db;
    await db.collection('webhookevents').insertMany([
      {
        _id: 'body:old',
        eventKey: 'body:old',
        type: 'OpportunityStageUpdate',
        opportunityId: 'o',
        receivedAt: ago(11),
      },
      { _id: 'body:new', eventKey: 'body:new', type: 'OpportunityStageUpdate', opportunityId: 'o', receivedAt: ago(9) },
    ] as never[]);
    await db.collection('ghlsyncoutcomes').insertMany([
      { _id: 'deleted:old', runId: 'deal-deleted', dealId: 'old', state: 'succeeded', error: null, updatedAt: ago(6) },
      { _id: 'deleted:new', runId: 'deal-deleted', dealId: 'new', state: 'succeeded', error: null, updatedAt: ago(4) },
    ] as never[]);
    const message = (key: string, status: string, updatedAt: Date) => ({
      _id: key,
      key,
      kind: 'newDeal',
      subject: 's',
      text: 't',
      status,
      attempts: 1,
      attemptsSinceRetry: 1,
      nextAttemptAt: updatedAt,
      lastError: null,
      createdAt: updatedAt,
      updatedAt,
      sentAt: status === 'sent' ? updatedAt : null,
    });
    await db.collection('outbox').insertMany([
      message('newDeal:sent-old', 'sent', ago(3)),
      message('newDeal:sent-new', 'sent', ago(1)),
      // Never delivered: kept whatever its age, so nothing unsent is lost.
      message('newDeal:failed-old', 'failed', ago(30)),
    ] as never[]);

    // A comparison whose gateway stopped mid-run, and one still reading.
    await db.collection('compareprogress').insertMany([
      { _id: 'compare:stopped', pagesRead: 3, opportunitiesRead: 300, total: 900, at: ago(2) },
      { _id: 'compare:running', pagesRead: 1, opportunitiesRead: 100, total: 900, at: new Date() },
    ] as never[]);

    const summary = await t.gateway.container.services.retention.purge();
    expect(summary).toMatchObject({ webhookEvents: 1, syncOutcomes: 1, outbox: 1, compareRuns: 1 });
    expect(await ids('compareprogress')).toEqual(['compare:running']);
    expect(await ids('webhookevents')).toEqual(['body:new']);
    expect(await ids('ghlsyncoutcomes')).toEqual(['deleted:new']);
    expect(await ids('outbox')).toEqual(['newDeal:failed-old', 'newDeal:sent-new']);
  });

  it('the hourly job is registered and runs once per hour', async () => {
    await t.waitFor(() => t.gateway.db.collection('agendajobs').findOne({ name: 'purge-expired-records' }));
    await t.waitFor(() => t.gateway.db.collection('jobruns').findOne({ job: 'purge-expired-records' }));
    expect(await t.gateway.container.services.retention.runScheduled()).toBeNull();
  });

  it('refuses a retention below one day', async () => {
    await expect(startTestGateway({ OUTBOX_RETENTION_DAYS: '0' })).rejects.toThrow(/OUTBOX_RETENTION_DAYS/);
  });
});
