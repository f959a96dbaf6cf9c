import { formatCompactMoney, type Deal } from '@portal/contracts';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { mobileMedia } from '@portal/web-kit/theme';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { Modal } from '@portal/web-kit/ui/Modal';
import { ActivityTimeline } from '../../collaboration/components/ActivityTimeline';
import { CommentsPanel } from '../../collaboration/components/CommentsPanel';
import { DocumentsPanel } from '../../documents/components/DocumentsPanel';
import { useDealsServices } from '../../services/hooks/useDealsServices';
import { StageBadge } from '../../stages/components/StageBadge';
import { displayStage } from '../../stages/utils/displayStage';
import { StaleBadge, daysInStageLabel } from './StaleBadge';
import { isRecentStageUpdate } from '../../stages/utils/isRecentStageUpdate';
import { dealCreatorLabel } from '../utils/dealCreatorLabel';
import { dealDisplayFields } from '../utils/dealDisplayFields';
import { formatDateTime } from '@portal/web-kit/format/formatDateTime';
import { ChecklistProgressBadge } from '../../checklist/components/ChecklistProgressBadge';
import { StatusBadge } from './StatusBadge';
import { LoanSizingPanel } from '../../underwriting/components/LoanSizingPanel';
import { DealLendersTab } from '../../matching/components/DealLendersTab';
import { QuotesTab } from '../../quotes/components/QuotesTab';
import { SelectedQuoteSummary } from '../../quotes/components/SelectedQuoteSummary';
import { Tabs } from '../../../ui/Tabs';
import { underwritingRows } from '../../underwriting/utils/underwritingRows';
import { DetailsList } from '../../../ui/DetailsList';
import { SummaryPdfButton } from '../../dealSummaryPdf/components/SummaryPdfButton';
import { DealFeeSection } from '../../fees/components/DealFeeSection';
import { PossibleDuplicateNotice } from '../../duplicates/components/PossibleDuplicateNotice';

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};

  ${mobileMedia} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledSection = styled.section<{ $wide?: boolean }>`
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  min-width: 0;
`;

const StyledSectionTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  letter-spacing: 0.12em;
  color: ${({ theme }) => theme.colors.textMuted};
  text-transform: uppercase;
`;

const StyledText = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;

const NOT_PROVIDED = 'Not provided';

type SummaryTab = 'summary' | 'lenders' | 'quotes';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

type DealTabsProps = {
  isAdmin: boolean;
  tab: SummaryTab;
  onSelect: (tab: SummaryTab) => void;
  lenders: ReactNode;
  quotes: ReactNode;
  children: ReactNode;
};

/**
 * The tabs 'Summary' and 'Quotes', with 'Lenders' between them for admins (the summary stays
 * mounted while another tab shows).
 */
function DealTabs({ isAdmin, tab, onSelect, lenders, quotes, children }: DealTabsProps) {
  return (
    <Tabs
      label="Deal"
      selected={tab}
      onSelect={onSelect}
      tabs={[
        { key: 'summary', label: 'Summary' },
        ...(isAdmin ? [{ key: 'lenders' as const, label: 'Lenders' }] : []),
        { key: 'quotes', label: 'Quotes' },
      ]}
    >
      <div hidden={tab !== 'summary'}>{children}</div>
      {tab === 'lenders' && isAdmin && lenders}
      {tab === 'quotes' && quotes}
    </Tabs>
  );
}

export type DealSummaryDialogProps = {
  deal: Deal;
  onClose: () => void;
  /** Admins see who created the deal. */
  showCreator?: boolean;
};

/**
 * The read-only summary of a deal (docs/product.md#deal-summary) with its activity timeline,
 * comments and documents.
 */
export function DealSummaryDialog({ deal, onClose, showCreator = false }: DealSummaryDialogProps) {
  const { now, user } = useDealsServices();
  const [tab, setTab] = useState<SummaryTab>('summary');
  const fields = dealDisplayFields(deal);
  const text = (value: string | null | undefined) => value?.trim() || NOT_PROVIDED;
  const underwriting = underwritingRows(deal);
  return (
    <Modal title="Deal Summary" onClose={onClose} width="860px">
      {/* Admins also see the deal's lender matches (docs/lenders.md#matching); everyone its quotes. */}
      <DealTabs
        isAdmin={user.isAdmin}
        tab={tab}
        onSelect={setTab}
        lenders={<DealLendersTab dealId={deal.id} dealNumber={deal.dealId} />}
        quotes={<QuotesTab dealId={deal.id} dealNumber={deal.dealId} />}
      >
        <StyledGrid>
          {deal.possibleDuplicate && <PossibleDuplicateNotice />}
          <StyledSection aria-label="Client Information">
            <StyledSectionTitle>Client Information</StyledSectionTitle>
            <DetailsList>
              <Row term="Client Name">{text(deal.contactName)}</Row>
              <Row term="Phone">{text(deal.contactPhone)}</Row>
              <Row term="Email">{text(deal.contactEmail)}</Row>
            </DetailsList>
          </StyledSection>
          <StyledSection aria-label="Deal Information">
            <StyledSectionTitle>Deal Information</StyledSectionTitle>
            <DetailsList>
              {deal.propertyName && <Row term="Property Name">{deal.propertyName}</Row>}
              <Row term="Deal Type">{text(fields.dealType)}</Row>
              <Row term="Property Type">{text(fields.propertyType)}</Row>
              <Row term="Property Address">{text(fields.propertyAddress)}</Row>
              <Row term="Property Vintage">{text(fields.propertyVintage)}</Row>
            </DetailsList>
          </StyledSection>
          <StyledSection aria-label="Financial Information">
            <StyledSectionTitle>Financial Information</StyledSectionTitle>
            <DetailsList>
              <Row term="Loan Request">
                {fields.loanRequest
                  ? `${fields.loanRequest} (${formatCompactMoney(deal.loanAmount ?? fields.loanRequest)})`
                  : NOT_PROVIDED}
              </Row>
              <Row term="Sponsor Net Worth">{text(fields.sponsorNetWorth)}</Row>
              <Row term="Sponsor Liquidity">{text(fields.sponsorLiquidity)}</Row>
            </DetailsList>
          </StyledSection>
          <StyledSection aria-label="Underwriting">
            <StyledSectionTitle>Underwriting</StyledSectionTitle>
            {underwriting.length > 0 ? (
              <DetailsList>
                {underwriting.map((row) => (
                  <Row key={row.term} term={row.term}>
                    {row.value}
                  </Row>
                ))}
              </DetailsList>
            ) : (
              <StyledText>No underwriting figures yet.</StyledText>
            )}
          </StyledSection>
          <StyledSection aria-label="Loan Sizing">
            <StyledSectionTitle>Loan Sizing</StyledSectionTitle>
            <LoanSizingPanel deal={deal} />
          </StyledSection>
          {deal.selectedQuote && (
            <StyledSection aria-label="Selected Quote">
              <StyledSectionTitle>Selected Quote</StyledSectionTitle>
              <SelectedQuoteSummary selected={deal.selectedQuote} />
            </StyledSection>
          )}
          <StyledSection aria-label="Fee">
            <StyledSectionTitle>Fee</StyledSectionTitle>
            <DealFeeSection dealId={deal.id} dealNumber={deal.dealId} />
          </StyledSection>
          <StyledSection aria-label="Status and Stage">
            <StyledSectionTitle>Status and Stage</StyledSectionTitle>
            <DetailsList>
              <Row term="Status">
                <StatusBadge status={deal.status} />
              </Row>
              <Row term="Stage">
                <StageBadge
                  stage={displayStage(deal.stage)}
                  recent={isRecentStageUpdate(deal.stageLastUpdated, now())}
                />
              </Row>
              <Row term="Stage Updated">{formatDateTime(deal.stageLastUpdated)}</Row>
              <Row term="Documents">
                {deal.checklist.total > 0 ? (
                  <ChecklistProgressBadge progress={deal.checklist} />
                ) : (
                  'No documents required'
                )}
              </Row>
              <Row term="Time in Stage">
                {daysInStageLabel(deal.daysInStage)} <StaleBadge deal={deal} />
              </Row>
            </DetailsList>
          </StyledSection>
          <StyledSection aria-label="Additional Information" $wide>
            <StyledSectionTitle>Additional Information</StyledSectionTitle>
            <StyledText>{text(fields.additionalInformation)}</StyledText>
          </StyledSection>
          <StyledSection aria-label="Record" $wide>
            <StyledSectionTitle>Record</StyledSectionTitle>
            <DetailsList>
              <Row term="Deal ID">{deal.dealId}</Row>
              <Row term="Created">{formatDateTime(deal.createdAt)}</Row>
              {showCreator && <Row term="Created by">{dealCreatorLabel(deal)}</Row>}
            </DetailsList>
          </StyledSection>
          <StyledSection aria-label="Documents" $wide>
            <StyledSectionTitle>Documents</StyledSectionTitle>
            <DocumentsPanel dealId={deal.id} />
          </StyledSection>
          <StyledSection aria-label="Activity" $wide>
            <StyledSectionTitle>Activity</StyledSectionTitle>
            <ActivityTimeline dealId={deal.id} />
          </StyledSection>
          <StyledSection aria-label="Comments" $wide>
            <StyledSectionTitle>Comments</StyledSectionTitle>
            <CommentsPanel dealId={deal.id} />
          </StyledSection>
        </StyledGrid>
      </DealTabs>
      <StyledFooter>
        {/* The deal as a one- or two-page PDF, anonymised by default (docs/placement.md#deal-summary-pdf). */}
        <SummaryPdfButton dealId={deal.id} dealNumber={deal.dealId} />
        <StyledButton type="button" $variant="secondary" onClick={onClose}>
          Close
        </StyledButton>
      </StyledFooter>
    </Modal>
  );
}
