import { dealsPactStates, placementPactNames, placementPactStates } from '@portal/mfe-deals/pact-states';
import type { StateContext, StateHandlers } from './context';
import { mfeDealsStates } from './mfeDeals';

/** The collections of the lender directory (docs/lenders-csv.md). */
const DIRECTORY = ['lenders', 'lenderprograms', 'lendercontacts'] as const;

/**
 * Provider states of mfe-deals' placement pacts (docs/lenders.md): the mfe-deals pact deal, owned
 * by demo-member, and a lender directory holding one bank whose one program the deal Matches on
 * every criterion, with one contact. Seeded through the real lender service; afterwards the
 * directory is emptied again, so no other consumer's interaction finds this lender.
 */
export function mfeDealsPlacementStates(context: StateContext): StateHandlers {
  const { t, signInAs } = context;
  const container = () => t.gateway.container;
  const seedMemberDeal = mfeDealsStates(context)[dealsPactStates.memberOwnsDealWithDocument]!;

  async function emptyDirectory(): Promise<void> {
    for (const name of DIRECTORY) await t.gateway.db.collection(name).deleteMany({});
    await container().services.programsVersion.changed();
  }

  const must = <T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
    if (!result.ok) throw new Error(`state setup: ${result.error.message}`);
    return result.value;
  };

  /** The pact deal (IL, Multifamily, $1.5M, purchase, value, NOI, term) and a program it Matches. */
  async function seedDealAndLender(): Promise<void> {
    await seedMemberDeal();
    await emptyDirectory();
    // The shipped sizing defaults, whatever an earlier interaction saved.
    await t.gateway.db.collection('settings').deleteOne({ _id: 'placementSettings' as never });
    const lenders = container().services.lenders;
    const lender = must(
      await lenders.createLender({
        name: placementPactNames.lender,
        type: 'bank',
        website: 'prairie.example',
        notes: null,
      }),
    );
    must(
      await lenders.createProgram(lender.id, {
        name: placementPactNames.program,
        loanPurposes: ['purchase', 'refinance'],
        propertyTypes: ['Multifamily'],
        minLoan: 1_000_000,
        maxLoan: 5_000_000,
        maxLtv: 75,
        maxLtc: null,
        minDscr: 1.2,
        minDebtYield: 8,
        states: ['IL'],
        nationwide: false,
        recourse: 'partial',
        termMinMonths: 60,
        termMaxMonths: 120,
        indicativeRate: 6.5,
        notes: null,
      }),
    );
    must(
      await lenders.createContact(lender.id, {
        name: placementPactNames.contact,
        email: 'pat@prairie.example',
        phone: '+1 555-0199',
        role: 'Originator',
      }),
    );
  }

  /** Seeds, signs `username` in with the given role, and afterwards empties the directory. */
  const state = (username: 'demo-member' | 'demo-admin', isAdmin: boolean) => {
    const setup = async () => {
      await seedDealAndLender();
      const session = await signInAs(username);
      await container().repositories.users.setFlags(String(session.user.id), { isAdmin, isWhitelisted: true });
      return {};
    };
    return Object.assign(setup, { setup, teardown: emptyDirectory });
  };

  return {
    [placementPactStates.memberDealMatchesOneProgram]: state('demo-member', false),
    [placementPactStates.adminDealMatchesOneProgram]: state('demo-admin', true),
  };
}
