// @vitest-environment node
import type { ChecklistDealType, ChecklistSettingsRequest } from '@portal/contracts';
import { bearer, createConsumerPact, Matchers, pactClient, States } from '@portal/contracts/pact';
import { describe, expect, it } from 'vitest';
import { errorBody, isoDateTime } from '../../../../test/pactBodies';
import { SettingsPactStates } from '../../../../test/pactStates';
import { fetchChecklistSettings } from '../fetchChecklistSettings';
import { resetChecklistSettings } from '../resetChecklistSettings';
import { saveChecklistSettings } from '../saveChecklistSettings';

const { boolean, eachLike, integer, regex, string } = Matchers;

const PATH = '/admin/settings/checklist';
const DEAL_TYPES: ChecklistDealType[] = [
  'Acquisition',
  'Purchase',
  'Refinance',
  'New Construction',
  'Construction',
  'Bridge',
  'Other',
];

const templateLike = () =>
  eachLike(
    {
      dealType: string('Acquisition'),
      items: eachLike({
        id: regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'rent-roll'),
        name: string('Rent Roll'),
        description: string('Current rent roll with unit mix, rents and lease dates'),
        required: boolean(true),
      }),
    },
    DEAL_TYPES.length,
  );

/** Every deal type with a rent roll; Acquisition also with an optional site plan added by the admin. */
const request = (acquisitionFirstName = 'Rent Roll'): ChecklistSettingsRequest => ({
  reminderAfterDays: 10,
  templates: DEAL_TYPES.map((dealType) => ({
    dealType,
    items: [
      {
        id: 'rent-roll',
        name: dealType === 'Acquisition' ? acquisitionFirstName : 'Rent Roll',
        description: 'Current rent roll',
        required: true,
      },
      ...(dealType === 'Acquisition'
        ? [{ id: 'site-plan', name: 'Site Plan', description: 'If the lender asks for one', required: false }]
        : []),
    ],
  })),
});

describe('mfe-admin → gateway: document checklist templates', () => {
  const pact = createConsumerPact('mfe-admin');

  it('reads a template per deal type and the reminder interval; the shipped defaults until saved', () => {
    pact
      .given(SettingsPactStates.checklistDefaults)
      .uponReceiving('a request for the checklist templates')
      .withRequest({ method: 'GET', path: PATH, headers: bearer })
      .willRespondWith({
        status: 200,
        body: { templates: templateLike(), reminderAfterDays: integer(7), updatedAt: null },
      });
    return pact.executeTest(async (server) => {
      const settings = await fetchChecklistSettings(pactClient(server.url));
      expect(settings.templates).toHaveLength(DEAL_TYPES.length);
      expect(settings.templates[0]!.items[0]!.id).toMatch(/^[a-z0-9-]+$/);
      expect(settings.updatedAt).toBeNull();
    });
  });

  it('replaces the templates and the reminder interval', () => {
    pact
      .given(SettingsPactStates.checklistDefaults)
      .uponReceiving('a request to save the checklist templates with a 10-day reminder')
      .withRequest({
        method: 'PUT',
        path: PATH,
        headers: { ...bearer, 'Content-Type': 'application/json' },
        body: request(),
      })
      .willRespondWith({
        status: 200,
        body: { templates: templateLike(), reminderAfterDays: 10, updatedAt: isoDateTime() },
      });
    return pact.executeTest(async (server) => {
      const saved = await saveChecklistSettings(pactClient(server.url), request());
      expect(saved.reminderAfterDays).toBe(10);
      expect(saved.updatedAt).not.toBeNull();
    });
  });

  it('a blank item name answers 400 naming the item’s field', () => {
    pact
      .given(SettingsPactStates.checklistDefaults)
      .uponReceiving('a request to save checklist templates with a blank item name')
      .withRequest({
        method: 'PUT',
        path: PATH,
        headers: { ...bearer, 'Content-Type': 'application/json' },
        body: request('  '),
      })
      .willRespondWith({
        status: 400,
        body: {
          error: 'Item name is required',
          message: 'Item name is required',
          details: [{ field: 'body.templates[0].items[0].name', message: 'Item name is required' }],
        },
      });
    return pact.executeTest(async (server) => {
      await expect(saveChecklistSettings(pactClient(server.url), request('  '))).rejects.toMatchObject({
        status: 400,
        body: { details: [{ field: 'body.templates[0].items[0].name' }] },
      });
    });
  });

  it('puts the shipped defaults back', () => {
    pact
      .given(SettingsPactStates.checklistSaved)
      .uponReceiving('a request to restore the shipped checklist templates')
      .withRequest({ method: 'DELETE', path: PATH, headers: bearer })
      .willRespondWith({
        status: 200,
        body: { templates: templateLike(), reminderAfterDays: integer(7), updatedAt: null },
      });
    return pact.executeTest(async (server) => {
      const defaults = await resetChecklistSettings(pactClient(server.url));
      expect(defaults.templates).toHaveLength(DEAL_TYPES.length);
      expect(defaults.updatedAt).toBeNull();
    });
  });

  it('a member may not restore them (403)', () => {
    pact
      .given(States.memberSignedIn)
      .uponReceiving('a member’s request to restore the shipped checklist templates')
      .withRequest({ method: 'DELETE', path: PATH, headers: bearer })
      .willRespondWith({ status: 403, body: errorBody('Admin access required') });
    return pact.executeTest(async (server) => {
      await expect(resetChecklistSettings(pactClient(server.url))).rejects.toMatchObject({ status: 403 });
    });
  });

  it('a member may not read them (403)', () => {
    pact
      .given(States.memberSignedIn)
      .uponReceiving('a member’s request for the checklist templates')
      .withRequest({ method: 'GET', path: PATH, headers: bearer })
      .willRespondWith({ status: 403, body: errorBody('Admin access required') });
    return pact.executeTest(async (server) => {
      await expect(fetchChecklistSettings(pactClient(server.url))).rejects.toMatchObject({ status: 403 });
    });
  });
});
