/** `anonymised` (the default, what lenders get) leaves out the client and the street address. */
export type SummaryPdfForm = 'anonymised' | 'full';
