import type { ChecklistDealType } from '@portal/contracts';
import type { ChecklistTemplateItemRecord, ChecklistTemplateRecord } from './model';

/**
 * The deal types of the create and edit forms (docs/product.md#option-lists), then `Other` for any
 * other or no type.
 */
export const CHECKLIST_DEAL_TYPES: readonly ChecklistDealType[] = [
  'Acquisition',
  'Purchase',
  'Refinance',
  'New Construction',
  'Construction',
  'Bridge',
  'Other',
];

export const DEFAULT_REMINDER_AFTER_DAYS = 7;

const item = (id: string, name: string, description: string, required = true): ChecklistTemplateItemRecord => ({
  id,
  name,
  description,
  required,
});

// The documents a CRE lender asks for; an id shared by several templates is the same document.
const purchaseContract = item('purchase-contract', 'Purchase Contract', 'The signed purchase and sale agreement');
const t12 = item('t12', 'T12 Operating Statement', 'Trailing twelve months of income and expenses');
const rentRoll = item('rent-roll', 'Rent Roll', 'Current rent roll with unit, tenant, rent and lease dates');
const pfs = item('pfs', 'Personal Financial Statement', "Each sponsor's signed personal financial statement");
const reo = item('reo', 'Schedule of Real Estate Owned', 'Properties the sponsors own, with debt and income');
const entityDocs = item('entity-docs', 'Entity Documents', 'Operating agreement, articles and good standing');
const appraisal = item('appraisal', 'Appraisal', 'A recent appraisal of the property, if there is one', false);
const mortgageStatement = item(
  'mortgage-statement',
  'Current Mortgage Statement',
  'The latest statement of the loan being refinanced',
);
const constructionBudget = item('construction-budget', 'Construction Budget', 'Hard and soft costs, line by line');
const plans = item('plans', 'Plans and Specifications', 'Architectural plans and the scope of work');
const contractorAgreement = item(
  'contractor-agreement',
  'General Contractor Agreement',
  'The signed agreement with the general contractor',
);
const exitStrategy = item('exit-strategy', 'Exit Strategy', 'How the bridge loan will be repaid (sale or refinance)');
const insurance = item('insurance', 'Insurance Certificate', 'Evidence of property insurance', false);

const acquisition = [purchaseContract, t12, rentRoll, pfs, reo, entityDocs, appraisal, insurance];
const construction = [constructionBudget, plans, contractorAgreement, pfs, reo, entityDocs, appraisal, insurance];

/** The shipped templates, used until an admin saves their own. */
export const DEFAULT_TEMPLATES: ChecklistTemplateRecord[] = [
  { dealType: 'Acquisition', items: acquisition },
  { dealType: 'Purchase', items: acquisition },
  { dealType: 'Refinance', items: [mortgageStatement, t12, rentRoll, pfs, reo, entityDocs, appraisal, insurance] },
  { dealType: 'New Construction', items: construction },
  { dealType: 'Construction', items: construction },
  { dealType: 'Bridge', items: [purchaseContract, t12, rentRoll, exitStrategy, pfs, reo, entityDocs, appraisal] },
  { dealType: 'Other', items: [t12, rentRoll, pfs, reo, entityDocs] },
];
