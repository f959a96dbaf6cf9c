import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfOfSize } from '../../support/files';
import { seedDeal } from '../../support/seed';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';

const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('ranged and inline downloads of documents stored in OneDrive (through the sandbox Graph)', () => {
  let t: TestGateway;
  let member: SignedIn;
  let other: SignedIn;
  const content = pdfOfSize(700_000);
  let documentId: string;

  beforeAll(async () => {
    t = await startTestGateway({}, { microsoft: true });
    const admin = await t.signInAs('odr-admin', { isAdmin: true });
    member = await t.signInAs('odr-member');
    other = await t.signInAs('odr-other');
    await t.connectOneDrive(admin);
    const deal = await seedDeal(t.gateway.container, { _id: member.user.id, username: 'odr-member' });
    const response = await t.upload(member.token, { dealId: deal._id, fileName: 'T12.pdf', content });
    expect(response.status).toBe(201);
    documentId = ((await response.json()) as { document: { id: string } }).document.id;
  });
  afterAll(() => t.close());

  const get = (headers: Record<string, string>, token = member.token) =>
    t.request(`/documents/${documentId}/download?disposition=inline`, { token, headers });

  it('passes the Range to the pre-authenticated URL: 206 with exactly those bytes, and only they left the drive', async () => {
    const served = t.microsoft!.servedDownloads.length;
    const response = await get({ Range: 'bytes=300000-365535' });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-range')).toBe(`bytes 300000-365535/${content.length}`);
    expect((await bytesOf(response)).equals(content.subarray(300_000, 365_536))).toBe(true);
    expect(t.microsoft!.servedDownloads.slice(served)).toEqual([
      { itemId: expect.any(String), range: 'bytes=300000-365535', status: 206, bytes: 65_536 },
    ]);
  });

  it('a suffix range (where a PDF keeps its cross-reference table) and a whole download', async () => {
    const suffix = await get({ Range: 'bytes=-2048' });
    expect(suffix.status).toBe(206);
    expect(suffix.headers.get('content-range')).toBe(
      `bytes ${content.length - 2048}-${content.length - 1}/${content.length}`,
    );
    expect((await bytesOf(suffix)).equals(content.subarray(-2048))).toBe(true);

    const whole = await get({});
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect((await bytesOf(whole)).equals(content)).toBe(true);
  });

  it('416 past the end without asking the drive; another member gets 404', async () => {
    const served = t.microsoft!.servedDownloads.length;
    const past = await get({ Range: `bytes=${content.length}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${content.length}`);
    expect((await get({ Range: 'bytes=0-99' }, other.token)).status).toBe(404);
    expect(t.microsoft!.servedDownloads.length).toBe(served);
  });
});
