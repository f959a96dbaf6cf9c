import {
  LenderPactStates,
  PACT_ADMIN_USERNAME,
  PACT_CONTACT_NAME,
  PACT_LENDER_NAME,
  PACT_PROGRAM_NAME,
} from '../../../../mfe-admin/src/test/pactStates';
import type { StateContext, StateHandlers } from './context';

/** The collections of the lender directory (docs/lenders-csv.md). */
const DIRECTORY = ['lenders', 'lenderprograms', 'lendercontacts'] as const;

/**
 * Provider states of mfe-admin's Lenders tab pacts. Each empties the lender directory, seeds what
 * its interaction reads through the real lender service, signs the demo admin in, and empties the
 * directory again afterwards, so no other consumer's interaction finds these lenders.
 */
export function mfeAdminLenderStates({ t, setToken }: StateContext): StateHandlers {
  const container = () => t.gateway.container;

  async function signInAdmin(): Promise<void> {
    const users = container().repositories.users;
    const existing = await users.findByUsername(PACT_ADMIN_USERNAME);
    const id = existing?._id ?? (await t.signIn(PACT_ADMIN_USERNAME)).user.id;
    await users.setFlags(id, { isAdmin: true, isWhitelisted: true });
    setToken((await container().services.auth.openSession(id))!.grant.token);
  }

  async function emptyDirectory(): Promise<void> {
    for (const name of DIRECTORY) await t.gateway.db.collection(name).deleteMany({});
    await container().services.programsVersion.changed();
  }

  const must = <T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
    if (!result.ok) throw new Error(`state setup: ${result.error.message}`);
    return result.value;
  };

  /** A bank with one program (Texas and Oklahoma) and one contact; gives their ids. */
  async function oneLender(): Promise<Record<string, string>> {
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
    const contact = must(
      await lenders.createContact(lender.id, {
        name: PACT_CONTACT_NAME,
        email: 'ana@lonestar.example',
        phone: '+1 555-0101',
        role: 'Originator',
      }),
    );
    return { lenderId: lender.id, programId: program.id, contactId: contact.id };
  }

  /** A state that seeds, signs the admin in (answering the seed's ids), and afterwards empties the directory. */
  const state = (seed: () => Promise<Record<string, string> | void>) => {
    const setup = async () => {
      const ids = await seed();
      await signInAdmin();
      return ids ?? {};
    };
    return Object.assign(setup, { setup, teardown: emptyDirectory });
  };

  return {
    [LenderPactStates.directoryEmpty]: state(emptyDirectory),
    [LenderPactStates.oneLender]: state(oneLender),
  };
}
