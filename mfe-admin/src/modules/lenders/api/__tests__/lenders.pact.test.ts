// @vitest-environment node
import { bearer, createConsumerPact, lastPageOf, Matchers, pactClient } from '@portal/contracts/pact';
import type { LenderProgramCreateRequest } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { isoDateTime, JSON_CONTENT_TYPE } from '../../../../test/pactBodies';
import { LenderPactStates, PACT_CONTACT_NAME, PACT_LENDER_NAME, PACT_PROGRAM_NAME } from '../../../../test/pactStates';
import { fetchExport } from '../../../exports/api/fetchExport';
import { NO_LENDER_FILTERS } from '../../types/LenderFilters';
import { createLender } from '../createLender';
import { createLenderContact } from '../createLenderContact';
import { createLenderProgram } from '../createLenderProgram';
import { deleteLenderContact } from '../deleteLenderContact';
import { deleteLenderProgram } from '../deleteLenderProgram';
import { fetchLender } from '../fetchLender';
import { fetchLenderImportTemplate } from '../fetchLenderImportTemplate';
import { fetchLendersPage, LENDERS_PAGE_SIZE } from '../fetchLendersPage';
import { importLenders } from '../importLenders';
import { updateLender } from '../updateLender';
import { updateLenderContact } from '../updateLenderContact';
import { updateLenderProgram } from '../updateLenderProgram';

const { boolean, eachLike, fromProviderState, integer, number, regex, string } = Matchers;

const LENDER_PATH = '/admin/lenders/${lenderId}';
const PROGRAM_PATH = '/admin/lenders/${lenderId}/programs/${programId}';
const CONTACT_PATH = '/admin/lenders/${lenderId}/contacts/${contactId}';
const lenderPath = (suffix = '') => fromProviderState(`${LENDER_PATH}${suffix}`, `/admin/lenders/l-1${suffix}`);

const lenderBody = (overrides: Record<string, unknown> = {}) => ({
  id: string('l-1'),
  name: string(PACT_LENDER_NAME),
  type: regex(/^bank$/, 'bank'),
  website: string('https://lonestar.example'),
  notes: null,
  active: boolean(true),
  programCount: integer(1),
  activeProgramCount: integer(1),
  contactCount: integer(1),
  states: eachLike('TX'),
  nationwide: boolean(false),
  propertyTypes: eachLike('Multifamily'),
  loanPurposes: eachLike('purchase'),
  createdAt: isoDateTime(),
  updatedAt: isoDateTime(),
  ...overrides,
});

const programBody = (overrides: Record<string, unknown> = {}) => ({
  id: string('p-1'),
  lenderId: string('l-1'),
  lenderName: string(PACT_LENDER_NAME),
  name: string(PACT_PROGRAM_NAME),
  loanPurposes: eachLike('purchase'),
  propertyTypes: eachLike('Multifamily'),
  minLoan: number(1_000_000),
  maxLoan: number(15_000_000),
  maxLtv: number(70),
  maxLtc: null,
  minDscr: number(1.25),
  minDebtYield: number(9),
  states: eachLike('TX'),
  nationwide: boolean(false),
  recourse: string('partial'),
  termMinMonths: integer(60),
  termMaxMonths: integer(120),
  indicativeRate: number(6.5),
  notes: null,
  active: boolean(true),
  createdAt: isoDateTime(),
  updatedAt: isoDateTime(),
  ...overrides,
});

const contactBody = (overrides: Record<string, unknown> = {}) => ({
  id: string('c-1'),
  lenderId: string('l-1'),
  name: string(PACT_CONTACT_NAME),
  email: string('ana@lonestar.example'),
  phone: string('+1 555-0101'),
  role: string('Originator'),
  createdAt: isoDateTime(),
  updatedAt: isoDateTime(),
  ...overrides,
});

const importResult = (dryRun: boolean) => ({
  dryRun,
  rows: 2,
  lendersCreated: 1,
  lendersUpdated: 0,
  programsCreated: 2,
  programsUpdated: 0,
  contactsCreated: 1,
  contactsUpdated: 0,
});

/** A program as the dialog sends it: the whole credit box. */
const bridgeProgram: LenderProgramCreateRequest = {
  name: 'Bridge',
  loanPurposes: ['bridge'],
  propertyTypes: ['Office'],
  minLoan: 2_000_000,
  maxLoan: 20_000_000,
  maxLtv: 75,
  maxLtc: null,
  minDscr: null,
  minDebtYield: 8,
  termMinMonths: 12,
  termMaxMonths: 36,
  indicativeRate: 9.25,
  nationwide: true,
  states: [],
  recourse: 'non-recourse',
  notes: null,
  active: true,
};

const HEADER =
  'lender_name,lender_type,program_name,loan_purposes,property_types,min_loan,max_loan,max_ltv,states,contact_name,contact_email';
const GOOD_CSV = [
  HEADER,
  'Pact Coastal Fund,debt-fund,Bridge,bridge,Industrial,5000000,75000000,75,nationwide,Ben Ode,ben@coastal.example',
  'Pact Coastal Fund,,Construction,construction,Multifamily,2000000,20000000,65,TX,,',
  '',
].join('\r\n');
const BAD_CSV = [
  HEADER,
  'Pact Coastal Fund,debt-fund,Bridge,bridge,Industrial,5000000,75000000,150,nationwide,,',
  'Pact Coastal Fund,,Construction,construction,Multifamily,2000000,20000000,65,ZZ,,',
  '',
].join('\r\n');
const CSV_HEADERS = { ...bearer, 'Content-Type': 'text/csv' };

describe('mfe-admin → gateway: the lender directory', () => {
  const pact = createConsumerPact('mfe-admin');

  it('reads the first page of lenders', () => {
    pact
      .given(LenderPactStates.oneLender)
      .uponReceiving('a request for the first page of lenders')
      .withRequest({
        method: 'GET',
        path: '/admin/lenders',
        query: { limit: String(LENDERS_PAGE_SIZE) },
        headers: bearer,
      })
      .willRespondWith({ status: 200, headers: JSON_CONTENT_TYPE, body: lastPageOf(lenderBody()) });
    return pact.executeTest(async (server) => {
      const page = await fetchLendersPage(pactClient(server.url), NO_LENDER_FILTERS);
      expect(page.items[0]!.name).toBe(PACT_LENDER_NAME);
      expect(page.nextCursor).toBeNull();
    });
  });

  it('searches lenders by name under every filter', () => {
    pact
      .given(LenderPactStates.oneLender)
      .uponReceiving('a search of the lenders by name, type, status, state, property type and loan purpose')
      .withRequest({
        method: 'GET',
        path: '/admin/lenders',
        query: {
          limit: String(LENDERS_PAGE_SIZE),
          q: 'lone star',
          type: 'bank',
          active: 'true',
          state: 'TX',
          propertyType: 'Multifamily',
          loanPurpose: 'refinance',
        },
        headers: bearer,
      })
      .willRespondWith({ status: 200, body: lastPageOf(lenderBody()) });
    return pact.executeTest(async (server) => {
      const page = await fetchLendersPage(pactClient(server.url), {
        q: 'lone star',
        type: 'bank',
        active: 'active',
        state: 'TX',
        propertyType: 'Multifamily',
        loanPurpose: 'refinance',
      });
      expect(page.total).toBe(1);
    });
  });

  it('adds a lender', () => {
    const body = { name: 'Pact Harbor Life', type: 'life-company', website: 'harborlife.example', notes: null };
    pact
      .given(LenderPactStates.directoryEmpty)
      .uponReceiving('a request to add a lender')
      .withRequest({
        method: 'POST',
        path: '/admin/lenders',
        headers: { ...bearer, 'Content-Type': 'application/json' },
        body,
      })
      .willRespondWith({
        status: 201,
        body: lenderBody({
          name: string('Pact Harbor Life'),
          type: regex(/^life-company$/, 'life-company'),
          website: regex(/^https:\/\/harborlife\.example$/, 'https://harborlife.example'),
          programCount: integer(0),
          activeProgramCount: integer(0),
          contactCount: integer(0),
          states: [],
          propertyTypes: [],
          loanPurposes: [],
        }),
      });
    return pact.executeTest(async (server) => {
      const lender = await createLender(pactClient(server.url), {
        name: 'Pact Harbor Life',
        type: 'life-company',
        website: 'harborlife.example',
        notes: null,
      });
      expect(lender.website).toBe('https://harborlife.example');
    });
  });

  it('a lender name already taken answers 409', () => {
    pact
      .given(LenderPactStates.oneLender)
      .uponReceiving('a request to add a lender under a name another lender has')
      .withRequest({
        method: 'POST',
        path: '/admin/lenders',
        headers: { ...bearer, 'Content-Type': 'application/json' },
        body: { name: PACT_LENDER_NAME.toLowerCase(), type: 'bank', website: null, notes: null },
      })
      .willRespondWith({ status: 409, body: { error: string(`A lender named "${PACT_LENDER_NAME}" already exists`) } });
    return pact.executeTest(async (server) => {
      await expect(
        createLender(pactClient(server.url), {
          name: PACT_LENDER_NAME.toLowerCase(),
          type: 'bank',
          website: null,
          notes: null,
        }),
      ).rejects.toMatchObject({ status: 409 });
    });
  });

  it('reads a lender with its programs and contacts', () => {
    pact
      .given(LenderPactStates.oneLender)
      .uponReceiving('a request for a lender with its programs and contacts')
      .withRequest({ method: 'GET', path: lenderPath(), headers: bearer })
      .willRespondWith({
        status: 200,
        body: { ...lenderBody(), programs: eachLike(programBody()), contacts: eachLike(contactBody()) },
      });
    return pact.executeTest(async (server) => {
      const lender = await fetchLender(pactClient(server.url), 'l-1');
      expect(lender.programs[0]!.name).toBe(PACT_PROGRAM_NAME);
      expect(lender.contacts[0]!.name).toBe(PACT_CONTACT_NAME);
    });
  });

  it('edits a lender', () => {
    const body = { name: PACT_LENDER_NAME, type: 'bank', website: null, notes: 'Prefers Texas deals' };
    pact
      .given(LenderPactStates.oneLender)
      .uponReceiving('a request to edit a lender')
      .withRequest({
        method: 'PATCH',
        path: lenderPath(),
        headers: { ...bearer, 'Content-Type': 'application/json' },
        body,
      })
      .willRespondWith({
        status: 200,
        body: lenderBody({ website: null, notes: string('Prefers Texas deals') }),
      });
    return pact.executeTest(async (server) => {
      const lender = await updateLender(pactClient(server.url), 'l-1', {
        name: PACT_LENDER_NAME,
        type: 'bank',
        website: null,
        notes: 'Prefers Texas deals',
      });
      expect(lender.notes).toBe('Prefers Texas deals');
    });
  });

  it('deactivates a lender', () => {
    pact
      .given(LenderPactStates.oneLender)
      .uponReceiving('a request to deactivate a lender')
      .withRequest({
        method: 'PATCH',
        path: lenderPath(),
        headers: { ...bearer, 'Content-Type': 'application/json' },
        body: { active: false },
      })
      .willRespondWith({ status: 200, body: lenderBody({ active: false }) });
    return pact.executeTest(async (server) => {
      const lender = await updateLender(pactClient(server.url), 'l-1', { active: false });
      expect(lender.active).toBe(false);
    });
  });

  it('adds a nationwide program', () => {
    pact
      .given(LenderPactStates.oneLender)
      .uponReceiving('a request to add a nationwide program to a lender')
      .withRequest({
        method: 'POST',
        path: lenderPath('/programs'),
        headers: { ...bearer, 'Content-Type': 'application/json' },
        body: bridgeProgram,
      })
      .willRespondWith({
        status: 201,
        body: programBody({
          name: string('Bridge'),
          loanPurposes: eachLike('bridge'),
          propertyTypes: eachLike('Office'),
          maxLtv: number(75),
          minDscr: null,
          minDebtYield: number(8),
          states: [],
          nationwide: boolean(true),
          recourse: string('non-recourse'),
        }),
      });
    return pact.executeTest(async (server) => {
      const program = await createLenderProgram(pactClient(server.url), 'l-1', bridgeProgram);
      expect(program.nationwide).toBe(true);
    });
  });

  it('a program whose minimum loan exceeds its maximum answers 400 naming minLoan', () => {
    const reversed = { ...bridgeProgram, minLoan: 20_000_000, maxLoan: 5_000_000 };
    const message = 'Minimum loan must not exceed maximum loan';
    pact
      .given(LenderPactStates.oneLender)
      .uponReceiving('a request to add a program whose minimum loan exceeds its maximum')
      .withRequest({
        method: 'POST',
        path: lenderPath('/programs'),
        headers: { ...bearer, 'Content-Type': 'application/json' },
        body: reversed,
      })
      .willRespondWith({
        status: 400,
        body: { error: message, message, details: [{ field: 'body.minLoan', message }] },
      });
    return pact.executeTest(async (server) => {
      await expect(createLenderProgram(pactClient(server.url), 'l-1', reversed)).rejects.toMatchObject({
        status: 400,
        body: { details: [{ field: 'body.minLoan' }] },
      });
    });
  });

  it('edits a program', () => {
    const changes = { ...bridgeProgram, name: PACT_PROGRAM_NAME, nationwide: false, states: ['TX'] as 'TX'[] };
    pact
      .given(LenderPactStates.oneLender)
      .uponReceiving('a request to edit a program of a lender')
      .withRequest({
        method: 'PATCH',
        path: fromProviderState(PROGRAM_PATH, '/admin/lenders/l-1/programs/p-1'),
        headers: { ...bearer, 'Content-Type': 'application/json' },
        body: changes,
      })
      .willRespondWith({
        status: 200,
        body: programBody({ loanPurposes: eachLike('bridge'), states: eachLike('TX'), minDscr: null }),
      });
    return pact.executeTest(async (server) => {
      const program = await updateLenderProgram(pactClient(server.url), 'l-1', 'p-1', changes);
      expect(program.states).toEqual(['TX']);
    });
  });

  it('deletes a program', () => {
    pact
      .given(LenderPactStates.oneLender)
      .uponReceiving('a request to delete a program of a lender')
      .withRequest({
        method: 'DELETE',
        path: fromProviderState(PROGRAM_PATH, '/admin/lenders/l-1/programs/p-1'),
        headers: bearer,
      })
      .willRespondWith({ status: 200, body: { message: string(`Program "${PACT_PROGRAM_NAME}" deleted`) } });
    return pact.executeTest(async (server) => {
      await expect(deleteLenderProgram(pactClient(server.url), 'l-1', 'p-1')).resolves.toBeUndefined();
    });
  });

  it('adds, edits and deletes a contact', async () => {
    const added = { name: 'Ben Ode', role: 'Underwriter', email: 'ben@lonestar.example', phone: null };
    pact
      .given(LenderPactStates.oneLender)
      .uponReceiving('a request to add a contact to a lender')
      .withRequest({
        method: 'POST',
        path: lenderPath('/contacts'),
        headers: { ...bearer, 'Content-Type': 'application/json' },
        body: added,
      })
      .willRespondWith({
        status: 201,
        body: contactBody({
          name: string('Ben Ode'),
          role: string('Underwriter'),
          email: string('ben@lonestar.example'),
          phone: null,
        }),
      });
    await pact.executeTest(async (server) => {
      const contact = await createLenderContact(pactClient(server.url), 'l-1', added);
      expect(contact.name).toBe('Ben Ode');
    });

    const edited = { name: PACT_CONTACT_NAME, role: 'Senior originator', email: null, phone: '+1 555-0199' };
    pact
      .given(LenderPactStates.oneLender)
      .uponReceiving('a request to edit a contact of a lender')
      .withRequest({
        method: 'PATCH',
        path: fromProviderState(CONTACT_PATH, '/admin/lenders/l-1/contacts/c-1'),
        headers: { ...bearer, 'Content-Type': 'application/json' },
        body: edited,
      })
      .willRespondWith({
        status: 200,
        body: contactBody({ role: string('Senior originator'), email: null, phone: string('+1 555-0199') }),
      });
    await pact.executeTest(async (server) => {
      const contact = await updateLenderContact(pactClient(server.url), 'l-1', 'c-1', edited);
      expect(contact.email).toBeNull();
    });

    pact
      .given(LenderPactStates.oneLender)
      .uponReceiving('a request to delete a contact of a lender')
      .withRequest({
        method: 'DELETE',
        path: fromProviderState(CONTACT_PATH, '/admin/lenders/l-1/contacts/c-1'),
        headers: bearer,
      })
      .willRespondWith({ status: 200, body: { message: string(`Contact "${PACT_CONTACT_NAME}" deleted`) } });
    return pact.executeTest(async (server) => {
      await expect(deleteLenderContact(pactClient(server.url), 'l-1', 'c-1')).resolves.toBeUndefined();
    });
  });

  it('checks a good CSV as a dry run, counting what would change', () => {
    pact
      .given(LenderPactStates.directoryEmpty)
      .uponReceiving('a dry run of a good lender CSV')
      .withRequest({
        method: 'POST',
        path: '/admin/lenders/import',
        query: { dryRun: 'true' },
        headers: CSV_HEADERS,
        body: GOOD_CSV,
      })
      .willRespondWith({ status: 200, body: importResult(true) });
    return pact.executeTest(async (server) => {
      const result = await importLenders(pactClient(server.url), GOOD_CSV, true);
      expect(result).toEqual(importResult(true));
    });
  });

  it('a CSV with bad rows answers 400 naming each row and column, and saves nothing', () => {
    pact
      .given(LenderPactStates.directoryEmpty)
      .uponReceiving('a dry run of a lender CSV with two bad rows')
      .withRequest({
        method: 'POST',
        path: '/admin/lenders/import',
        query: { dryRun: 'true' },
        headers: CSV_HEADERS,
        body: BAD_CSV,
      })
      .willRespondWith({
        status: 400,
        body: {
          error: regex(
            /^The file has \d+ errors?: nothing was imported$/,
            'The file has 2 errors: nothing was imported',
          ),
          message: string('Row 2, column max_ltv: must be a number between 1 and 100 (and 1 more)'),
          details: eachLike(
            {
              field: regex(/^rows\[\d+\]\.[a-z_]+$/, 'rows[2].max_ltv'),
              message: regex(
                /^Row \d+, column [a-z_]+: .+$/,
                'Row 2, column max_ltv: must be a number between 1 and 100',
              ),
            },
            2,
          ),
        },
      });
    return pact.executeTest(async (server) => {
      await expect(importLenders(pactClient(server.url), BAD_CSV, true)).rejects.toMatchObject({ status: 400 });
    });
  });

  it('imports a good CSV', () => {
    pact
      .given(LenderPactStates.directoryEmpty)
      .uponReceiving('an import of a good lender CSV')
      .withRequest({ method: 'POST', path: '/admin/lenders/import', headers: CSV_HEADERS, body: GOOD_CSV })
      .willRespondWith({ status: 200, body: importResult(false) });
    return pact.executeTest(async (server) => {
      const result = await importLenders(pactClient(server.url), GOOD_CSV, false);
      expect(result.dryRun).toBe(false);
    });
  });

  it('downloads the import template', () => {
    pact
      .given(LenderPactStates.directoryEmpty)
      .uponReceiving('a request for the lender import template')
      .withRequest({ method: 'GET', path: '/admin/lenders/import/template', headers: bearer })
      .willRespondWith({
        status: 200,
        headers: {
          'Content-Type': regex(/^text\/csv.*$/, 'text/csv; charset=utf-8'),
          'Content-Disposition': regex(
            /^attachment; filename="lenders-template\.csv".*$/,
            'attachment; filename="lenders-template.csv"',
          ),
        },
      });
    return pact.executeTest(async (server) => {
      await expect(fetchLenderImportTemplate(pactClient(server.url))).resolves.toBeInstanceOf(Blob);
    });
  });

  it('streams the directory as CSV with the row count up front', () => {
    pact
      .given(LenderPactStates.oneLender)
      .uponReceiving('a request for the lender export')
      .withRequest({ method: 'GET', path: '/admin/lenders/export', headers: bearer })
      .willRespondWith({
        status: 200,
        headers: {
          'Content-Type': regex(/^text\/csv; charset=utf-8$/, 'text/csv; charset=utf-8'),
          'X-Total-Count': regex(/^[1-9]\d*$/, '1'),
          'Content-Disposition': regex(
            /^attachment; filename="lenders-\d{4}-\d{2}-\d{2}\.csv".*$/,
            'attachment; filename="lenders-2026-11-23.csv"',
          ),
        },
      });
    return pact.executeTest(async (server) => {
      const download = await fetchExport(pactClient(server.url), 'lenders');
      expect(download.total).toBe(1);
      expect(download.blob).not.toBeNull();
    });
  });
});
