import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMicrosoftClient, ONEDRIVE_SCOPES } from '../../src/infra/microsoftGraph';
import { CHUNK_UNIT, startMicrosoftSandbox, type MicrosoftSandbox } from '../microsoft';

const REDIRECT = 'http://127.0.0.1:9/auth/onedrive/callback';

describe('sandbox Microsoft identity platform and Graph refuse what Microsoft refuses', () => {
  let ms: MicrosoftSandbox;
  beforeAll(async () => {
    ms = await startMicrosoftSandbox();
  });
  afterAll(() => ms.close());

  const authorizeParams = (overrides: Record<string, string | null> = {}) => {
    const params = new URLSearchParams({
      client_id: ms.env.MS_CLIENT_ID,
      response_type: 'code',
      redirect_uri: REDIRECT,
      response_mode: 'query',
      scope: ONEDRIVE_SCOPES.join(' '),
      state: 'onedrive_auth.x',
    });
    for (const [key, value] of Object.entries(overrides)) {
      if (value === null) params.delete(key);
      else params.set(key, value);
    }
    return params;
  };

  async function approve(overrides: Record<string, string | null> = {}): Promise<URL> {
    const response = await fetch(`${ms.authorityUrl}/oauth2/v2.0/authorize/approve?${authorizeParams(overrides)}`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    return new URL(response.headers.get('location')!);
  }
  const newCode = async () => (await approve()).searchParams.get('code')!;

  const tokenForm = (code: string, overrides: Record<string, string | null> = {}) => {
    const form: Record<string, string> = {
      client_id: ms.env.MS_CLIENT_ID,
      client_secret: ms.env.MS_CLIENT_SECRET,
      scope: ONEDRIVE_SCOPES.join(' '),
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
    };
    for (const [key, value] of Object.entries(overrides)) {
      if (value === null) delete form[key];
      else form[key] = value;
    }
    return form;
  };
  const token = (form: Record<string, string>, json = false) =>
    fetch(`${ms.authorityUrl}/oauth2/v2.0/token`, {
      method: 'POST',
      headers: { 'Content-Type': json ? 'application/json' : 'application/x-www-form-urlencoded' },
      body: json ? JSON.stringify(form) : new URLSearchParams(form).toString(),
    });
  const tokenError = async (form: Record<string, string>, json = false) => {
    const response = await token(form, json);
    const body = (await response.json()) as { error: string; error_description: string; error_codes: number[] };
    expect(body.error_description).toMatch(/^AADSTS\d+: /);
    expect(body.error_codes).toHaveLength(1);
    expect(body).toHaveProperty('trace_id');
    expect(body).toHaveProperty('correlation_id');
    return {
      status: response.status,
      error: body.error,
      code: body.error_codes[0],
      description: body.error_description,
    };
  };

  it('the authorize endpoint refuses an unknown client and a missing scope, response_type or redirect_uri', async () => {
    for (const [overrides, text] of [
      [{ client_id: 'someone-else' }, 'AADSTS700016'],
      [{ scope: null }, 'parameter: &#39;scope&#39;'],
      [{ response_type: null }, 'parameter: &#39;response_type&#39;'],
      [{ redirect_uri: null }, 'parameter: &#39;redirect_uri&#39;'],
    ] as const) {
      const response = await fetch(`${ms.authorityUrl}/oauth2/v2.0/authorize?${authorizeParams(overrides)}`);
      expect(response.status).toBe(400);
      expect(await response.text()).toContain(text);
    }
  });

  it('the approval returns exactly the state it was given', async () => {
    const back = await approve({ state: 'onedrive_auth.a b' });
    expect(back.searchParams.get('state')).toBe('onedrive_auth.a b');
    expect((await approve({ state: null })).searchParams.has('state')).toBe(false);
  });

  it('the token endpoint reads form bodies only: JSON arrives without grant_type', async () => {
    const refused = await tokenError(tokenForm(await newCode()), true);
    expect(refused).toMatchObject({ status: 400, error: 'invalid_request', code: 900144 });
    expect(refused.description).toContain("'grant_type'");
  });

  it.each(['client_id', 'scope', 'code', 'redirect_uri'])('the token endpoint requires %s', async (field) => {
    const refused = await tokenError(tokenForm(await newCode(), { [field]: null }));
    expect(refused).toMatchObject({ status: 400, error: 'invalid_request', code: 900144 });
    expect(refused.description).toContain(`'${field}'`);
  });

  it('the token endpoint refuses a missing or wrong client secret (401 invalid_client) and an unknown grant', async () => {
    expect(await tokenError(tokenForm(await newCode(), { client_secret: null }))).toMatchObject({
      status: 401,
      error: 'invalid_client',
      code: 7000218,
    });
    expect(await tokenError(tokenForm(await newCode(), { client_secret: 'guess' }))).toMatchObject({
      status: 401,
      error: 'invalid_client',
      code: 7000215,
    });
    expect(await tokenError(tokenForm(await newCode(), { grant_type: 'password' }))).toMatchObject({
      status: 400,
      error: 'unsupported_grant_type',
    });
  });

  it('a code is redeemed once, and only with the redirect_uri it was issued for', async () => {
    const code = await newCode();
    expect((await token(tokenForm(code))).status).toBe(200);
    expect(await tokenError(tokenForm(code))).toMatchObject({ status: 400, error: 'invalid_grant', code: 54005 });
    expect(
      await tokenError(tokenForm(await newCode(), { redirect_uri: 'http://127.0.0.1:9/elsewhere' })),
    ).toMatchObject({ status: 400, error: 'invalid_grant', code: 500112 });
  });

  describe('upload sessions', () => {
    let uploadUrl: string;
    let accessToken: string;

    beforeAll(async () => {
      accessToken = ((await (await token(tokenForm(await newCode()))).json()) as { access_token: string }).access_token;
    });

    async function newSession(name: string): Promise<string> {
      const response = await fetch(`${ms.graphUrl}/me/drive/root:/Uploads/${name}:/createUploadSession`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ item: { '@microsoft.graph.conflictBehavior': 'rename' } }),
      });
      expect(response.status).toBe(200);
      const session = (await response.json()) as { uploadUrl: string; expirationDateTime: string };
      expect(Date.parse(session.expirationDateTime)).toBeGreaterThan(Date.now());
      return session.uploadUrl;
    }

    const put = (url: string, bytes: Buffer, range: string) =>
      fetch(url, {
        method: 'PUT',
        headers: { 'Content-Range': range, 'Content-Length': String(bytes.length) },
        body: bytes,
      });
    const graphError = async (response: Response) => {
      const body = (await response.json()) as { error: { code: string; message: string; innerError?: unknown } };
      expect(body.error.message).toBeTruthy();
      return { status: response.status, code: body.error.code };
    };

    const total = CHUNK_UNIT * 2 + 1000;
    const file = Buffer.alloc(total, 7);

    beforeAll(async () => {
      uploadUrl = await newSession('rules.bin');
    });

    it('a chunk that is not a multiple of 320 KiB (and not the last) is refused', async () => {
      const short = CHUNK_UNIT - 1;
      expect(await graphError(await put(uploadUrl, file.subarray(0, short), `bytes 0-${short - 1}/${total}`))).toEqual({
        status: 400,
        code: 'invalidRequest',
      });
    });

    it.each([
      ['no unit', `0-${CHUNK_UNIT - 1}/${total}`],
      ['a star total', `bytes 0-${CHUNK_UNIT - 1}/*`],
      ['end before start', `bytes 10-5/${total}`],
      ['end beyond the total', `bytes 0-${CHUNK_UNIT - 1}/${CHUNK_UNIT - 1}`],
    ])('a malformed Content-Range is refused (%s)', async (_case, range) => {
      expect((await put(uploadUrl, file.subarray(0, CHUNK_UNIT), range)).status).toBe(400);
    });

    it('a Content-Length that does not match the range is refused', async () => {
      expect(
        await graphError(await put(uploadUrl, file.subarray(0, CHUNK_UNIT), `bytes 0-${CHUNK_UNIT * 2 - 1}/${total}`)),
      ).toEqual({ status: 400, code: 'invalidRequest' });
    });

    it('ranges must be contiguous and the total must stay the same', async () => {
      expect((await put(uploadUrl, file.subarray(0, CHUNK_UNIT), `bytes 0-${CHUNK_UNIT - 1}/${total}`)).status).toBe(
        202,
      );
      // Skipping ahead, or sending the first range again, is refused with the range still missing.
      for (const start of [CHUNK_UNIT * 2, 0]) {
        const length = start === 0 ? CHUNK_UNIT : 1000;
        const response = await put(
          uploadUrl,
          file.subarray(start, start + length),
          `bytes ${start}-${start + length - 1}/${total}`,
        );
        expect(response.status).toBe(416);
        const body = (await response.json()) as { error: { code: string }; nextExpectedRanges: string[] };
        expect(body.error.code).toBe('invalidRange');
        expect(body.nextExpectedRanges).toEqual([`${CHUNK_UNIT}-${total - 1}`]);
      }
      const otherTotal = await put(
        uploadUrl,
        file.subarray(CHUNK_UNIT, CHUNK_UNIT * 2),
        `bytes ${CHUNK_UNIT}-${CHUNK_UNIT * 2 - 1}/${total + 1}`,
      );
      expect(await graphError(otherTotal)).toEqual({ status: 400, code: 'invalidRequest' });
      // The right next ranges complete the file.
      expect(
        (
          await put(
            uploadUrl,
            file.subarray(CHUNK_UNIT, CHUNK_UNIT * 2),
            `bytes ${CHUNK_UNIT}-${CHUNK_UNIT * 2 - 1}/${total}`,
          )
        ).status,
      ).toBe(202);
      const last = await put(uploadUrl, file.subarray(CHUNK_UNIT * 2), `bytes ${CHUNK_UNIT * 2}-${total - 1}/${total}`);
      expect(last.status).toBe(201);
      expect(ms.files().find((f) => f.path === 'Uploads/rules.bin')?.size).toBe(total);
    });

    it('an Authorization header on the pre-authenticated upload URL is refused', async () => {
      const url = await newSession('auth.bin');
      const response = await fetch(url, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${accessToken}`, 'Content-Range': 'bytes 0-9/10', 'Content-Length': '10' },
        body: Buffer.alloc(10),
      });
      expect(await graphError(response)).toEqual({ status: 401, code: 'unauthenticated' });
    });

    it('a session past its expirationDateTime answers 404 itemNotFound', async () => {
      const url = await newSession('late.bin');
      expect((await put(url, file.subarray(0, CHUNK_UNIT), `bytes 0-${CHUNK_UNIT - 1}/${total}`)).status).toBe(202);
      ms.expireUploadSessions();
      const late = await put(
        url,
        file.subarray(CHUNK_UNIT, CHUNK_UNIT * 2),
        `bytes ${CHUNK_UNIT}-${CHUNK_UNIT * 2 - 1}/${total}`,
      );
      expect(await graphError(late)).toEqual({ status: 404, code: 'itemNotFound' });
    });
  });

  it("the gateway's Microsoft client connects and uploads against it", async () => {
    const client = createMicrosoftClient({
      clientId: ms.env.MS_CLIENT_ID,
      clientSecret: ms.env.MS_CLIENT_SECRET,
      authorityUrl: ms.authorityUrl,
      graphUrl: ms.graphUrl,
      redirectUri: REDIRECT,
    });
    const authorize = new URL(client.authorizeUrl('onedrive_auth.client'));
    const back = await fetch(`${ms.authorityUrl}/oauth2/v2.0/authorize/approve${authorize.search}`, {
      redirect: 'manual',
    });
    const callback = new URL(back.headers.get('location')!);
    expect(callback.searchParams.get('state')).toBe('onedrive_auth.client');
    const tokens = await client.exchangeCode(callback.searchParams.get('code')!);
    const refreshed = await client.refresh(tokens.refreshToken!);
    expect(await client.me(refreshed.accessToken)).toMatchObject({ email: 'drive-owner@sandbox.example' });
  });

  it('a rename to a name taken in the folder is refused (409, the client says taken); a free name is applied', async () => {
    const client = createMicrosoftClient({
      clientId: ms.env.MS_CLIENT_ID,
      clientSecret: ms.env.MS_CLIENT_SECRET,
      authorityUrl: ms.authorityUrl,
      graphUrl: ms.graphUrl,
      redirectUri: REDIRECT,
    });
    const { accessToken } = await client.exchangeCode(await newCode());
    const folder = await client.ensureFolder(accessToken, '', 'Renames');
    const create = async (name: string) => {
      const response = await fetch(`${ms.graphUrl}/me/drive/items/${folder.id}/children`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name, file: {} }),
      });
      return (await response.json()) as { id: string };
    };
    await create('report.pdf');
    const uploading = await create('abc.uploading');
    expect(await client.renameItem(accessToken, uploading.id, 'REPORT.pdf')).toBe('taken');
    const renamed = await client.renameItem(accessToken, uploading.id, 'report 1.pdf');
    expect(renamed).toMatchObject({ id: uploading.id, name: 'report 1.pdf' });
    expect(
      ms
        .files()
        .map((f) => f.path)
        .sort(),
    ).toEqual(expect.arrayContaining(['Renames/report 1.pdf', 'Renames/report.pdf']));
  });

  it('a held rename is applied at once and answered only when released, as the item was then', async () => {
    const client = createMicrosoftClient({
      clientId: ms.env.MS_CLIENT_ID,
      clientSecret: ms.env.MS_CLIENT_SECRET,
      authorityUrl: ms.authorityUrl,
      graphUrl: ms.graphUrl,
      redirectUri: REDIRECT,
    });
    const { accessToken } = await client.exchangeCode(await newCode());
    const folder = await client.ensureFolder(accessToken, '', 'Held');
    const response = await fetch(`${ms.graphUrl}/me/drive/items/${folder.id}/children`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'x.uploading', file: {} }),
    });
    const item = (await response.json()) as { id: string };

    const hold = ms.holdNextRename();
    let answered = false;
    const renaming = client.renameItem(accessToken, item.id, 'held.pdf').then((renamed) => {
      answered = true;
      return renamed;
    });
    await hold.applied;
    expect(ms.files().map((f) => f.path)).toContain('Held/held.pdf');
    await client.deletePath(accessToken, 'Held');
    expect(answered).toBe(false);
    hold.release();
    expect(await renaming).toMatchObject({ id: item.id, name: 'held.pdf' });
  });
});
