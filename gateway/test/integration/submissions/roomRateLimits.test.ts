import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../../support/testGateway';

const guess = () => randomBytes(32).toString('base64url');

describe('deal-room rate limits', () => {
  let t: TestGateway;

  beforeAll(async () => {
    t = await startTestGateway({
      ROOM_RATE_LIMIT_PER_MINUTE_PER_LINK: '3',
      ROOM_RATE_LIMIT_PER_MINUTE_PER_ADDRESS: '6',
    });
  });
  afterAll(() => t.close());

  it('one link is limited on its own, and guessing links from one address hits 429 after the limit', async () => {
    const statuses: number[] = [];
    const link = guess();
    for (let i = 0; i < 4; i++) statuses.push((await t.request(`/rooms/${link}`)).status);
    // The link's limit is reached on its fourth call; the address has made four.
    expect(statuses).toEqual([404, 404, 404, 429]);

    const guesses: number[] = [];
    for (let i = 0; i < 3; i++)
      guesses.push(
        (await t.request(`/rooms/${guess()}/answer`, { method: 'POST', json: { answer: 'interested' } })).status,
      );
    // Calls five and six of the address go ahead; the seventh, whatever its link, does not.
    expect(guesses).toEqual([404, 404, 429]);

    const refused = await t.request(`/rooms/${guess()}/documents/some-id`);
    expect(refused.status).toBe(429);
    // The term sheet upload counts against the same limits, before its body is read.
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')]), 'terms.pdf');
    const upload = await t.request(`/rooms/${guess()}/term-sheet`, { method: 'POST', body: form });
    expect(upload.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: string }).error).toBe(
      'Too many requests for this deal room. Please wait a minute and try again.',
    );
  });
});
