import { checklistStates } from './checklist';
import { collaborationStates } from './collaboration';
import type { StateContext, StateHandlers } from './context';
import { feeStates } from './fees';
import { duplicateStates } from './duplicates';
import { mfeAdminStates } from './mfeAdmin';
import { mfeAdminLenderStates } from './mfeAdminLenders';
import { mfeAdminPlacementStates } from './mfeAdminPlacement';
import { mfeAdminPlacementFiguresStates } from './mfeAdminPlacementFigures';
import { mfeAdminRoleStates } from './mfeAdminRoles';
import { mfeAdminSettingsStates } from './mfeAdminSettings';
import { mfeDealsStates } from './mfeDeals';
import { mfeDealsPlacementStates } from './mfeDealsPlacement';
import { mfeDealsSummaryPdfStates } from './mfeDealsSummaryPdf';
import { sampleDataStates } from './sampleData';
import { shellStates } from './shell';
import { quoteStates } from './quotes';
import { submissionStates } from './submissions';

/** Every consumer's provider states. A sentence used by two consumers must mean the same seed. */
export function allStates(context: StateContext): StateHandlers {
  return {
    ...shellStates(context),
    ...mfeDealsStates(context),
    ...mfeAdminStates(context),
    // Access from Discord roles (mfe-admin Settings).
    ...mfeAdminRoleStates(context),
    // Document checklists and stale-deal thresholds (mfe-admin Settings).
    ...mfeAdminSettingsStates(context),
    // The lender directory (mfe-admin Lenders tab).
    ...mfeAdminLenderStates(context),
    // A deal's sizing, match counts and matches (mfe-deals Deal Summary).
    ...mfeDealsPlacementStates(context),
    // A deal's summary PDF (mfe-deals Deal Summary).
    ...mfeDealsSummaryPdfStates(context),
    // Loan sizing and matching settings and a program's fitting deals (mfe-admin).
    ...mfeAdminPlacementStates(context),
    // Placement figures per lender (mfe-admin Overview, a lender's page, the export).
    ...mfeAdminPlacementFiguresStates(context),
    // Timeline, comments and notifications (docs/collaboration.md).
    ...collaborationStates(context),
    // Sample data for a first look (docs/sample-data.md).
    ...sampleDataStates(context),
    // The document checklist of a deal and its review (docs/checklist.md).
    ...checklistStates(context),
    // Sending a deal to lenders and their deal rooms (docs/deal-rooms.md).
    ...submissionStates(context),
    // A deal's quotes: the admins' comparison and the owner's shared quotes (docs/placement.md#quotes).
    ...quoteStates(context),
    // Broker fees: a deal's fee, earnings, the report, overdue fees and settings (docs/duplicates-and-fees.md).
    ...feeStates(context),
    // Duplicate flags, their merge and a GHL import's matches (docs/duplicates-and-fees.md).
    ...duplicateStates(context),
  };
}

export type { StateContext, StateHandlers };
