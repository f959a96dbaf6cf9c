/**
 * Answers shaped like the examples of GHL's published API documents (GoHighLevel/highlevel-api-docs),
 * written for our tests. Facts taken from the documents:
 *
 * - apps/opportunities.json, GetPipelinesSuccessfulResponseDto → PipelinesResponseSchema: `stages`
 *   is typed "array of arrays", so a mock built from the document serves stages without `id` or
 *   `name`; a pipeline has `id`, `name`, `showInFunnel`, `showInPieChart`, `locationId`.
 * - SearchSuccessfulResponseDto: `opportunities` (SearchOpportunitiesResponseSchema: `indexVersion`
 *   typed string with the example 1, `notes`/`tasks`/`calendarEvents`/`followers` arrays of arrays,
 *   `customFields` as `{ id, fieldValue }`, an embedded `contact`) and `meta` (`total`,
 *   `nextPageUrl`, `startAfterId`, `startAfter` a number, `currentPage`, `nextPage`, `prevPage`).
 * - apps/contacts.json, UpsertContactsSuccessfulResponseDto `{ new, contact, traceId }` and
 *   ContactsByIdSuccessfulResponseDto `{ contact }` (GetContectByIdSchema).
 * - apps/locations.json, CustomFieldsListSuccessfulResponseDto `{ customFields: CustomFieldSchema[] }`.
 * - apps/calendars.json, CalendarsGetSuccessfulResponseDTO `{ calendars: CalendarDTO[] }` (`id`,
 *   `locationId` and `name` required).
 */

/** GET /opportunities/pipelines as a mock of the published document serves it: stages without id or name. */
export function examplePipelines(locationId: string) {
  return {
    pipelines: [
      {
        id: 'exPipeline00000000001',
        name: 'Example pipeline',
        stages: [[]],
        showInFunnel: false,
        showInPieChart: true,
        locationId,
      },
    ],
  };
}

/** One opportunity of GET /opportunities/search (and, under `opportunity`, of GET /opportunities/{id}). */
export function exampleOpportunity(input: {
  id: string;
  pipelineId: string;
  pipelineStageId: string;
  locationId: string;
}) {
  return {
    id: input.id,
    name: 'Example opportunity',
    monetaryValue: 500,
    pipelineId: input.pipelineId,
    pipelineStageId: input.pipelineStageId,
    assignedTo: 'exUser000000000000001',
    status: 'open',
    source: '',
    lastStatusChangeAt: '2021-08-03T04:55:17.355Z',
    lastStageChangeAt: '2021-08-03T04:55:17.355Z',
    lastActionDate: '2021-08-03T04:55:17.355Z',
    indexVersion: 1,
    createdAt: '2021-08-03T04:55:17.355Z',
    updatedAt: '2021-08-03T04:55:17.355Z',
    contactId: 'exContact000000000001',
    locationId: input.locationId,
    contact: {
      id: 'exContact000000000001',
      name: 'Example Contact',
      companyName: 'Example Inc',
      email: 'contact@example.com',
      phone: '+12025550107',
      tags: [],
    },
    notes: [[]],
    tasks: [[]],
    calendarEvents: [[]],
    lostReasonId: 'exLostReason00000001',
    customFields: [{ id: 'exCustomField00000001', fieldValue: 'Example value' }],
    followers: [[]],
  };
}

/** GET /opportunities/search's `meta` for a last page. */
export const exampleLastPageMeta = (total: number) => ({
  total,
  currentPage: 1,
  nextPage: null,
  prevPage: null,
});

export const exampleContact = (id: string, locationId: string) => ({
  id,
  name: 'example deo',
  locationId,
  firstName: 'example',
  lastName: 'Deo',
  email: 'example@deos.example',
  emailLowerCase: 'example@deos.example',
  timezone: 'Asia/Calcutta',
  companyName: 'Example Co',
  phone: '+18832327657',
  dnd: true,
  type: 'read',
  source: 'public api',
  tags: ['example'],
  dateAdded: '2021-07-02T05:18:26.704Z',
  dateUpdated: '2021-07-02T05:18:26.704Z',
  customFields: [],
});

export const exampleCustomField = (id: string, locationId: string) => ({
  id,
  name: 'pincode',
  fieldKey: 'opportunity.pincode',
  placeholder: 'Pin code',
  dataType: 'TEXT',
  position: 0,
  picklistOptions: ['first option'],
  picklistImageOptions: [],
  isAllowedCustomOption: false,
  isMultiFileAllowed: true,
  maxFileLimit: 4,
  locationId,
  model: 'opportunity',
});

export const exampleCalendar = (id: string, locationId: string) => ({
  id,
  locationId,
  name: 'test calendar',
  description: 'this is used for testing',
  slug: 'test1',
  widgetSlug: 'test1',
  calendarType: 'event',
  widgetType: 'classic',
  eventTitle: '{{contact.name}}',
  eventColor: '#039be5',
  slotDuration: 30,
  isActive: true,
  teamMembers: [],
});

/** Answers that are not GHL's at all: what a proxy, a misrouted call or a broken release can put in its place. */
export const MALFORMED_ANSWERS: { what: string; body: unknown; contentType?: string }[] = [
  { what: 'an HTML page', body: '<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>' },
  { what: 'an array instead of an object', body: [] },
  { what: 'an object without the list', body: { traceId: 'ex-trace' } },
  {
    what: 'the list of another type',
    body: { pipelines: 'none', opportunities: 'none', customFields: {}, calendars: 3 },
  },
];
