import {
  PACT_ADMIN_USERNAME,
  PACT_FITTING_DEAL_PROPERTY,
  PACT_LENDER_NAME,
  PACT_MEMBER_USERNAME,
  PACT_PROGRAM_NAME,
  PlacementPactStates,
} from '../../../../mfe-admin/src/test/pactStates';
import { seedDeal } from '../../support/seed';
import type { StateContext, StateHandlers } from './context';

/** The collections of the lender directory (docs/lenders-csv.md). */
const DIRECTORY = ['lenders', 'lenderprograms', 'lendercontacts'] as const;

/**
 * Provider states of mfe-admin's placement pacts: the loan sizing and matching settings (Settings)
 * and a program's fitting deals (Lenders tab). Each puts the shipped settings back through the
 * HTTP API, seeds through the real lender service and the seed helpers, signs the demo admin in,
 * and afterwards removes what it seeded (the deals and the directory) and puts the shipped settings
 * back again.
 */
export function mfeAdminPlacementStates({ t, setToken }: StateContext): StateHandlers {
  const container = () => t.gateway.container;
  const collection = (name: string) => t.gateway.db.collection(name);

  /** The id of `username`, signed in through the sandbox Discord the first time. */
  async function userId(username: string): Promise<string> {
    const existing = await container().repositories.users.findByUsername(username);
    return existing?._id ?? (await t.signIn(username)).user.id;
  }

  /** Signs the demo admin in for the interaction; returns their token. */
  async function signInAdmin(): Promise<string> {
    const id = await userId(PACT_ADMIN_USERNAME);
    await container().repositories.users.setFlags(id, { isAdmin: true, isWhitelisted: true });
    const token = (await container().services.auth.openSession(id))!.grant.token;
    setToken(token);
    return token;
  }

  /** PUT /admin/settings/placement with every part null (the switch off): the shipped defaults apply again. */
  async function shippedSettings(): Promise<void> {
    const response = await t.request('/admin/settings/placement', {
      method: 'PUT',
      token: await signInAdmin(),
      json: { sizingDefaults: null, tolerances: null, indexRates: null, moveToLenderSubmissionOnSend: false },
    });
    if (!response.ok) throw new Error(`state setup: PUT /admin/settings/placement answered ${response.status}`);
  }

  /** No deal at all (the seeded one is then the only open deal); the rollups are counted afresh. */
  async function resetDeals(): Promise<void> {
    for (const name of ['deals', 'documents', 'ghllinks', 'rollups', 'rollupdeltas'])
      await collection(name).deleteMany({});
    await container().services.rollupRepair.runOnce({ force: true });
  }

  async function emptyDirectory(): Promise<void> {
    for (const name of DIRECTORY) await collection(name).deleteMany({});
    await container().services.programsVersion.changed();
  }

  const must = <T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
    if (!result.ok) throw new Error(`state setup: ${result.error.message}`);
    return result.value;
  };

  /** A bank with one program (as the lender states seed it) and one open deal that matches it. */
  async function programWithFittingDeal(): Promise<Record<string, string>> {
    await shippedSettings();
    await emptyDirectory();
    const lenders = container().services.lenders;
    const lender = must(
      await lenders.createLender({ name: PACT_LENDER_NAME, type: 'bank', website: 'lonestar.example', notes: null }),
    );
    const program = must(
      await lenders.createProgram(lender.id, {
        name: PACT_PROGRAM_NAME,
        loanPurposes: ['purchase', 'refinance'],
        propertyTypes: ['Multifamily'],
        minLoan: 1_000_000,
        maxLoan: 15_000_000,
        maxLtv: 70,
        maxLtc: null,
        minDscr: 1.25,
        minDebtYield: 9,
        states: ['TX', 'OK'],
        nationwide: false,
        recourse: 'partial',
        termMinMonths: 60,
        termMaxMonths: 120,
        indicativeRate: 6.5,
        notes: null,
      }),
    );
    await resetDeals();
    const ownerId = await userId(PACT_MEMBER_USERNAME);
    // LTV 50 %, debt yield 16 %, DSCR about 2.1x at 6.5 % over 360 months: every criterion met.
    await seedDeal(
      container(),
      { _id: ownerId, username: PACT_MEMBER_USERNAME },
      {
        propertyName: PACT_FITTING_DEAL_PROPERTY,
        propertyAddress: '500 Congress Ave, Austin, TX 78701',
        propertyType: 'Multifamily',
        dealType: 'Acquisition',
        loanRequest: '$5M',
        status: 'Open',
        stage: 'Qualification',
        propertyState: 'TX',
        propertyValue: 10_000_000,
        netOperatingIncome: 800_000,
        loanPurpose: 'purchase',
        termMonths: 120,
      },
    );
    await signInAdmin();
    return { lenderId: lender.id, programId: program.id };
  }

  async function removeSeeds(): Promise<void> {
    await resetDeals();
    await emptyDirectory();
    await shippedSettings();
  }

  /** A state that seeds (answering the seed's ids) and afterwards tidies up. */
  const state = (seed: () => Promise<Record<string, string> | void>, teardown: () => Promise<void>) => {
    const setup = async () => (await seed()) ?? {};
    return Object.assign(setup, { setup, teardown });
  };

  return {
    [PlacementPactStates.placementDefaults]: state(shippedSettings, shippedSettings),
    [PlacementPactStates.programWithFittingDeal]: state(programWithFittingDeal, removeSeeds),
  };
}
