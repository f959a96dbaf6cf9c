import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { smallPdf } from '../../support/files';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';

/** Text that would be markup in HTML or syntax in a PDF if it were not printed as text. */
const LITERAL = '<b>bold?</b> (paren) \\ BT /F1 24 Tf (owned) Tj ET %%EOF & <script>alert(1)</script>';

const client = {
  clientFirstName: 'Wilhelmina',
  clientLastName: 'Okonkwo-Hart',
  clientPhone: '312-555-0187',
  clientEmail: 'wilhelmina.hart@okonkwo.example',
};
const STREET = '2250 Archer Avenue';

/** Every text item of every page, one string per page. */
async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const pdf = await getDocument({ data: bytes, isEvalSupported: false, useSystemFonts: false }).promise;
  const texts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  const pages = pdf.numPages;
  await pdf.destroy();
  // pdf.js splits a run of text where the font changes: compare without its spacing.
  return { pages, text: texts.join('\n').replace(/\s+/g, ' ') };
}

describe('GET /deals/{id}/summary.pdf', () => {
  let t: TestGateway;
  let admin: SignedIn;
  let member: SignedIn;
  let other: SignedIn;
  let deal: { id: string; dealId: string };

  beforeAll(async () => {
    t = await startTestGateway();
    admin = await t.signInAs('summary-admin', { isAdmin: true });
    member = await t.signInAs('summary-member');
    other = await t.signInAs('summary-other');
    const created = await t.request('/deals', {
      method: 'POST',
      token: member.token,
      json: {
        ...client,
        propertyAddress: `${STREET}, Chicago, IL 60616`,
        propertyType: 'Multifamily',
        dealType: 'Acquisition',
        loanRequest: '$1.5M',
        sponsorNetWorth: '$14M',
        sponsorLiquidity: '$3.2M',
        anyAdditionalInformation: `Stabilised 60 units. ${LITERAL}`,
        propertyValue: 2_400_000,
        netOperatingIncome: 180_000,
        loanPurpose: 'purchase',
      },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    deal = (await created.json()) as { id: string; dealId: string };
    const uploaded = await t.upload(member.token, {
      dealId: deal.id,
      fileName: 'rent-roll-2026.pdf',
      content: smallPdf(),
    });
    expect(uploaded.status).toBe(201);
  });
  afterAll(() => t?.close());

  const download = (who: SignedIn, query = '') =>
    t.request(`/deals/${deal.id}/summary.pdf${query}`, { token: who.token });

  it('the anonymised form (the default) leaves out the client name, phone, e-mail and street address', async () => {
    const response = await download(member);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(`attachment; filename="${deal.dealId}-summary.pdf"`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const { pages, text } = await pdfText(bytes);
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(2);
    for (const value of [...Object.values(client), 'Wilhelmina', 'Okonkwo', STREET, 'Archer', '60616']) {
      expect(text).not.toContain(value);
    }
    expect(text).toContain(deal.dealId);
    expect(text).toContain('$1.5M');
    expect(text).toContain('Chicago, IL');
    expect(text).toContain('Multifamily');
    expect(text).toContain('$14M');
    expect(text).toContain('rent-roll-2026.pdf');
    // Value $2.4M at the purchase default LTV binds below DSCR and debt yield.
    expect(text).toMatch(/Maximum loan \$[\d,]+ \((LTV|DSCR|Debt yield) binds\)/);
  });

  it('the full form includes the client name, phone, e-mail and the property address', async () => {
    const response = await download(member, '?form=full');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(`filename="${deal.dealId}-summary-full.pdf"`);
    const { text } = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain('Wilhelmina Okonkwo-Hart');
    expect(text).toContain(client.clientPhone);
    expect(text).toContain(client.clientEmail);
    expect(text).toContain(`${STREET}, Chicago, IL 60616`);
    expect(text).toContain(deal.dealId);
    expect(text).toContain('$1.5M');
  });

  it('prints text with HTML- and PDF-looking characters literally', async () => {
    const { text } = await pdfText(new Uint8Array(await (await download(member)).arrayBuffer()));
    expect(text).toContain(LITERAL.replace(/\s+/g, ' '));
    expect(text).not.toContain('owned owned');
  });

  it('an admin gets any deal; another member gets 404 as for every deal operation', async () => {
    expect((await download(admin, '?form=full')).status).toBe(200);
    const refused = await download(other);
    expect(refused.status).toBe(404);
    expect(((await refused.json()) as { error: string }).error).toBe(
      ((await (await t.request(`/deals/${deal.id}/placement`, { token: other.token })).json()) as { error: string })
        .error,
    );
    expect((await t.request('/deals/no-such-deal/summary.pdf', { token: member.token })).status).toBe(404);
  });

  it('an unknown form answers 400 naming the forms', async () => {
    const response = await download(member, '?form=public');
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string };
    expect(body.error).toBe('query.form must be one of: anonymised, full');
  });

  it('the service makes the anonymised PDF of a deal by its id for other callers', async () => {
    const made = await t.gateway.container.services.dealSummaries.summaryPdf(deal.id);
    expect(made?.fileName).toBe(`${deal.dealId}-summary.pdf`);
    const { text } = await pdfText(new Uint8Array(made!.pdf));
    expect(text).toContain(deal.dealId);
    expect(text).not.toContain(client.clientEmail);
    expect(await t.gateway.container.services.dealSummaries.summaryPdf('no-such-deal')).toBeNull();
  });
});
