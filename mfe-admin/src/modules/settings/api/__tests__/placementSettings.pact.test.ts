// @vitest-environment node
import { bearer, createConsumerPact, Matchers, pactClient } from '@portal/contracts/pact';
import {
  DEFAULT_INDEX_RATES,
  DEFAULT_MATCH_TOLERANCES,
  DEFAULT_SIZING_BY_PURPOSE,
  LOAN_PURPOSES,
  type PlacementSettingsRequest,
  type SizingDefaultsDto,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { JSON_CONTENT_TYPE } from '../../../../test/pactBodies';
import { PlacementPactStates } from '../../../../test/pactStates';
import { fetchPlacementSettings } from '../fetchPlacementSettings';
import { savePlacementSettings } from '../savePlacementSettings';

const { boolean, eachLike, integer, number, string } = Matchers;

const PATH = '/admin/settings/placement';
const JSON_REQUEST = { ...bearer, 'Content-Type': 'application/json' };

/** Sizing terms by purpose as matchers: numbers of any value, the amortisation whole months. */
const sizingBody = (sizing: SizingDefaultsDto) =>
  Object.fromEntries(
    LOAN_PURPOSES.map((purpose) => {
      const terms = sizing[purpose];
      return [
        purpose,
        {
          ratePercent: number(terms.ratePercent ?? 6.5),
          amortisationMonths: integer(terms.amortisationMonths ?? 360),
          maxLtvPercent: number(terms.maxLtvPercent ?? 70),
          maxLtcPercent: number(terms.maxLtcPercent ?? 80),
          minDscr: number(terms.minDscr ?? 1.25),
          minDebtYieldPercent: number(terms.minDebtYieldPercent ?? 9),
        },
      ];
    }),
  );

const tolerancesBody = (tolerances = DEFAULT_MATCH_TOLERANCES) => ({
  loanAmountPercent: number(tolerances.loanAmountPercent),
  ltvPoints: number(tolerances.ltvPoints),
  ltcPoints: number(tolerances.ltcPoints),
  dscr: number(tolerances.dscr),
  debtYieldPoints: number(tolerances.debtYieldPoints),
});

/** The rate of each index, as numbers of any value. */
const indexRatesBody = (rates = DEFAULT_INDEX_RATES) => ({
  SOFR: number(rates.SOFR),
  prime: number(rates.prime),
  'treasury-5y': number(rates['treasury-5y']),
  'treasury-10y': number(rates['treasury-10y']),
  other: number(rates.other),
});

const shipped = DEFAULT_SIZING_BY_PURPOSE as SizingDefaultsDto;
const defaultsBody = { sizingDefaults: sizingBody(shipped), tolerances: tolerancesBody() };

describe('mfe-admin → gateway: loan sizing and matching settings', () => {
  const pact = createConsumerPact('mfe-admin');

  it('reads the sizing terms per loan purpose, the tolerances and the shipped values', () => {
    pact
      .given(PlacementPactStates.placementDefaults)
      .uponReceiving('a request for the loan sizing and matching settings')
      .withRequest({ method: 'GET', path: PATH, headers: bearer })
      .willRespondWith({
        status: 200,
        headers: JSON_CONTENT_TYPE,
        body: { ...defaultsBody, defaults: defaultsBody },
      });
    return pact.executeTest(async (server) => {
      const settings = await fetchPlacementSettings(pactClient(server.url));
      expect(Object.keys(settings.sizingDefaults).sort()).toEqual([...LOAN_PURPOSES].sort());
      expect(settings.sizingDefaults.construction.amortisationMonths).toBe(300);
      expect(settings.tolerances.loanAmountPercent).toBe(10);
      expect(settings.defaults.sizingDefaults.bridge.ratePercent).toBe(9.5);
    });
  });

  it('saves both parts and answers the settings now in force', () => {
    const sizingDefaults: SizingDefaultsDto = {
      ...shipped,
      bridge: { ...shipped.bridge, ratePercent: 10.25 },
    };
    const request: PlacementSettingsRequest = {
      sizingDefaults,
      tolerances: { ...DEFAULT_MATCH_TOLERANCES, ltvPoints: 3 },
    };
    pact
      .given(PlacementPactStates.placementDefaults)
      .uponReceiving('a request to save the sizing terms with a 10.25 % bridge rate and a 3-point LTV tolerance')
      .withRequest({ method: 'PUT', path: PATH, headers: JSON_REQUEST, body: request })
      .willRespondWith({
        status: 200,
        body: {
          sizingDefaults: sizingBody(sizingDefaults),
          tolerances: tolerancesBody({ ...DEFAULT_MATCH_TOLERANCES, ltvPoints: 3 }),
          defaults: defaultsBody,
        },
      });
    return pact.executeTest(async (server) => {
      const saved = await savePlacementSettings(pactClient(server.url), request);
      expect(saved.sizingDefaults.bridge.ratePercent).toBe(10.25);
      expect(saved.tolerances.ltvPoints).toBe(3);
      expect(saved.defaults.tolerances.ltvPoints).toBe(5);
    });
  });

  // The contract lets a rate be null (a program's or deal's may be unknown); the sizing defaults'
  // own rule needs one for every purpose, so the gateway answers 400 naming the field.
  it('a purpose without a rate answers 400 naming the field, and nothing is saved', () => {
    const request: PlacementSettingsRequest = {
      sizingDefaults: { ...shipped, construction: { ...shipped.construction, ratePercent: null } },
    };
    pact
      .given(PlacementPactStates.placementDefaults)
      .uponReceiving('a request to save sizing terms without a construction rate')
      .withRequest({ method: 'PUT', path: PATH, headers: JSON_REQUEST, body: request })
      .willRespondWith({
        status: 400,
        body: {
          error: string('Rate is required'),
          message: string('Rate is required'),
          details: eachLike({
            field: string('body.sizingDefaults.construction.ratePercent'),
            message: string('Rate is required'),
          }),
        },
      });
    return pact.executeTest(async (server) => {
      const failure = savePlacementSettings(pactClient(server.url), request);
      await expect(failure).rejects.toMatchObject({ status: 400 });
      await expect(failure).rejects.toHaveProperty('body.details.0.field');
    });
  });

  // An index rate out of range is refused by the contract itself (0 to 25), so no pact sends one:
  // pacts must match openapi.yaml. The card's handling of that 400 is a component test.
  it('turns the move to Lender Submission on and saves the index rates', () => {
    const indexRates = { ...DEFAULT_INDEX_RATES, SOFR: 4.55, 'treasury-10y': 4.1 };
    const request: PlacementSettingsRequest = { moveToLenderSubmissionOnSend: true, indexRates };
    pact
      .given(PlacementPactStates.placementDefaults)
      .uponReceiving(
        'a request to move deals to Lender Submission on send, with SOFR at 4.55 % and the 10-year Treasury at 4.1 %',
      )
      .withRequest({ method: 'PUT', path: PATH, headers: JSON_REQUEST, body: request })
      .willRespondWith({
        status: 200,
        body: {
          moveToLenderSubmissionOnSend: boolean(true),
          indexRates: indexRatesBody(indexRates),
          defaults: { ...defaultsBody, indexRates: indexRatesBody() },
        },
      });
    return pact.executeTest(async (server) => {
      const saved = await savePlacementSettings(pactClient(server.url), request);
      expect(saved.moveToLenderSubmissionOnSend).toBe(true);
      expect(saved.indexRates.SOFR).toBe(4.55);
      expect(saved.defaults.indexRates.SOFR).toBe(DEFAULT_INDEX_RATES.SOFR);
    });
  });

  it('puts the shipped index rates back with null', () => {
    const request: PlacementSettingsRequest = { indexRates: null };
    pact
      .given(PlacementPactStates.placementDefaults)
      .uponReceiving('a request to restore the default index rates')
      .withRequest({ method: 'PUT', path: PATH, headers: JSON_REQUEST, body: request })
      .willRespondWith({
        status: 200,
        body: { moveToLenderSubmissionOnSend: boolean(false), indexRates: indexRatesBody() },
      });
    return pact.executeTest(async (server) => {
      const saved = await savePlacementSettings(pactClient(server.url), request);
      expect(saved.indexRates).toEqual(DEFAULT_INDEX_RATES);
    });
  });
});
