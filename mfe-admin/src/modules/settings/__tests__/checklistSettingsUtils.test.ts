import { describe, expect, it } from 'vitest';
import { makeChecklistSettings } from '../../../../test/fixtures';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';
import {
  comparableDraft,
  itemIdFrom,
  moveItem,
  parseReminderDays,
  toChecklistDraft,
  toChecklistRequest,
} from '../utils/checklistDraft';
import { fieldErrorsOf } from '../utils/fieldErrors';
import { parseStaleDays } from '../utils/staleDays';

describe('checklist item ids', () => {
  it('are the name in lowercase words joined by hyphens, as the contract requires', () => {
    expect(itemIdFrom('Rent Roll')).toBe('rent-roll');
    expect(itemIdFrom('  T-12 / Operating Statement! ')).toBe('t-12-operating-statement');
    expect(itemIdFrom('Pro Forma (Año 1)')).toBe('pro-forma-ano-1');
    expect(itemIdFrom('!!!')).toBe('item');
    expect(itemIdFrom('x'.repeat(200))).toMatch(/^x{1,60}$/);
  });

  it('a new item gets a unique id in its template; saved items keep theirs when renamed', () => {
    const draft = toChecklistDraft(makeChecklistSettings());
    const acquisition = draft.templates[0]!;
    acquisition.items[1] = { ...acquisition.items[1]!, name: 'Certified Rent Roll' };
    acquisition.items.push({ key: 'a', id: null, name: 'Rent Roll', description: ' ', required: false });
    acquisition.items.push({ key: 'b', id: null, name: 'Rent roll', description: '', required: false });
    const request = toChecklistRequest(draft, 7);
    expect(request.templates[0]!.items.map((item) => item.id)).toEqual([
      'purchase-contract',
      'rent-roll',
      'appraisal',
      'rent-roll-2',
      'rent-roll-3',
    ]);
    expect(request.templates[0]!.items[3]!.description).toBe('');
  });

  it('tells a changed draft from the saved one, whatever the editing keys', () => {
    const saved = makeChecklistSettings();
    const draft = toChecklistDraft(saved);
    expect(comparableDraft(draft)).toBe(comparableDraft(toChecklistDraft(saved)));
    draft.templates[0]!.items = moveItem(draft.templates[0]!.items, 2, 0);
    expect(comparableDraft(draft)).not.toBe(comparableDraft(toChecklistDraft(saved)));
  });
});

describe('days typed in Settings', () => {
  it('the reminder interval is whole days from 1 to 365', () => {
    expect(parseReminderDays(' 7 ')).toBe(7);
    expect(parseReminderDays('365')).toBe(365);
    for (const bad of ['', '0', '366', '2.5', '-1', 'seven']) expect(parseReminderDays(bad)).toBeUndefined();
  });

  it('a stale threshold is whole days from 1 to 365, or empty for never stale', () => {
    expect(parseStaleDays('')).toBeNull();
    expect(parseStaleDays(' 14 ')).toBe(14);
    for (const bad of ['0', '366', '1.5', '1e2', 'never']) expect(parseStaleDays(bad)).toBeUndefined();
  });
});

describe('field errors of a 400', () => {
  it('name fields the same way whether the contract check or the service refused', () => {
    const error = new ApiRequestError('PUT', 400, {
      error: 'Item name is required',
      message: 'Item name is required',
      details: [
        { field: 'body.templates[0].items[2].name', message: 'Item name is required' },
        { field: 'body.stages.3.days', message: 'bad days' },
        { field: 'body', message: 'body is required' },
      ],
    });
    expect(fieldErrorsOf(error)).toEqual([
      { field: 'templates.0.items.2.name', message: 'Item name is required' },
      { field: 'stages.3.days', message: 'bad days' },
      { field: '', message: 'body is required' },
    ]);
    expect(fieldErrorsOf(new ApiRequestError('PUT', 403, { error: 'Admin access required' }))).toEqual([]);
    expect(fieldErrorsOf(new Error('network'))).toEqual([]);
  });
});
