import { LENDER_TYPE_LABELS, type LenderContact, type LenderProgram } from '@portal/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { Spinner } from '@portal/web-kit/ui/Spinner';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { formatDateTime } from '@portal/web-kit/format/formatDateTime';
import { StyledButtonRow } from '../../../ui/ButtonRow';
import { StyledCard } from '../../../ui/Card';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ErrorState } from '../../../ui/ErrorState';
import { StyledSectionHeader } from '../../../ui/SectionHeader';
import { StyledStack } from '../../../ui/Stack';
import { useLender } from '../hooks/useLender';
import { lenderSearch } from '../hooks/useSelectedLender';
import { useSetLenderActive } from '../hooks/useSetLenderActive';
import { programsText, statesText } from '../utils/lenderSummary';
import { ContactDialog } from './ContactDialog';
import { LenderFiguresCard } from '../../placement-figures/components/LenderFiguresCard';
import { LenderContacts } from './LenderContacts';
import { LenderDialog } from './LenderDialog';
import { LenderPrograms } from './LenderPrograms';
import { ProgramDealsDialog } from './ProgramDealsDialog';
import { ProgramDialog } from './ProgramDialog';
import { LenderStatusBadge } from './LenderStatusBadge';
import { StyledFacts } from './StyledFacts';

const StyledBack = styled(Link)`
  align-self: flex-start;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const StyledTitle = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  h2:focus {
    outline: none;
  }
`;

export type LenderPageProps = { id: string };

/** The editing dialogs and confirmations the page may show, one at a time. */
type Open =
  | { kind: 'edit' }
  | { kind: 'active' }
  | { kind: 'program'; program: LenderProgram | null }
  | { kind: 'deals'; program: LenderProgram }
  | { kind: 'contact'; contact: LenderContact | null }
  | null;

/**
 * A lender's page inside the Lenders tab: its fields, programs and contacts, with a link back to
 * the list. Edit, deactivate (or reactivate) after a confirmation; programs and contacts are added,
 * edited and deleted from their sections, and each program shows the open deals that fit it.
 */
export function LenderPage({ id }: LenderPageProps) {
  const lender = useLender(id);
  const setActive = useSetLenderActive();
  const [searchParams] = useSearchParams();
  const [open, setOpen] = useState<Open>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const loaded = lender.data !== undefined;

  useEffect(
    function moveFocusToTheLender() {
      if (loaded) headingRef.current?.focus();
    },
    [loaded],
  );

  const back = (
    <StyledBack to={{ search: lenderSearch(searchParams, null) }}>
      <span aria-hidden="true">← </span>All lenders
    </StyledBack>
  );

  if (lender.isPending)
    return (
      <StyledStack>
        {back}
        <Spinner label="Loading the lender…" />
      </StyledStack>
    );
  if (lender.isError)
    return (
      <StyledStack>
        {back}
        <ErrorState
          message={serverErrorText(lender.error, 'Failed to fetch the lender')}
          onRetry={() => void lender.refetch()}
        />
      </StyledStack>
    );

  const data = lender.data;
  const close = () => setOpen(null);
  return (
    <StyledStack>
      {back}
      <StyledSectionHeader>
        <StyledTitle>
          <h2 ref={headingRef} tabIndex={-1}>
            {data.name}
          </h2>
          <LenderStatusBadge active={data.active} />
        </StyledTitle>
        <StyledButtonRow>
          <StyledButton type="button" $variant="secondary" onClick={() => setOpen({ kind: 'edit' })}>
            Edit lender
          </StyledButton>
          <StyledButton
            type="button"
            $variant={data.active ? 'danger' : 'secondary'}
            onClick={() => setOpen({ kind: 'active' })}
          >
            {data.active ? 'Deactivate' : 'Reactivate'}
          </StyledButton>
        </StyledButtonRow>
      </StyledSectionHeader>

      <StyledCard aria-label="About the lender">
        <StyledFacts>
          <div>
            <dt>Type</dt>
            <dd>{LENDER_TYPE_LABELS[data.type]}</dd>
          </div>
          <div>
            <dt>Website</dt>
            <dd>
              {data.website ? (
                <a href={data.website} target="_blank" rel="noreferrer noopener">
                  {data.website}
                </a>
              ) : (
                '—'
              )}
            </dd>
          </div>
          <div>
            <dt>Programs</dt>
            <dd>{programsText(data)}</dd>
          </div>
          <div>
            <dt>States</dt>
            <dd>{statesText(data)}</dd>
          </div>
          <div>
            <dt>Last changed</dt>
            <dd>{formatDateTime(data.updatedAt)}</dd>
          </div>
          <div>
            <dt>Notes</dt>
            <dd>{data.notes ?? '—'}</dd>
          </div>
        </StyledFacts>
      </StyledCard>

      <LenderFiguresCard lenderId={data.id} />

      <LenderPrograms
        programs={data.programs}
        onAdd={() => setOpen({ kind: 'program', program: null })}
        onEdit={(program) => setOpen({ kind: 'program', program })}
        onShowDeals={(program) => setOpen({ kind: 'deals', program })}
      />
      <LenderContacts
        contacts={data.contacts}
        onAdd={() => setOpen({ kind: 'contact', contact: null })}
        onEdit={(contact) => setOpen({ kind: 'contact', contact })}
      />

      {open?.kind === 'edit' ? <LenderDialog lender={data} onClose={close} /> : null}
      {open?.kind === 'active' ? (
        <ConfirmDialog
          title={data.active ? 'Deactivate lender' : 'Reactivate lender'}
          confirmLabel={data.active ? 'Deactivate' : 'Reactivate'}
          busyLabel={data.active ? 'Deactivating…' : 'Reactivating…'}
          tone={data.active ? 'danger' : 'primary'}
          busy={setActive.isPending}
          onCancel={close}
          onConfirm={() => setActive.mutate({ lender: data, active: !data.active }, { onSettled: close })}
        >
          {data.active
            ? `Deactivate ${data.name}? Its programs stop being matched against deals. It stays in the directory with its programs and contacts, and can be reactivated.`
            : `Reactivate ${data.name}? Its active programs are matched against deals again.`}
        </ConfirmDialog>
      ) : null}
      {open?.kind === 'program' ? <ProgramDialog lenderId={data.id} program={open.program} onClose={close} /> : null}
      {open?.kind === 'deals' ? <ProgramDealsDialog program={open.program} onClose={close} /> : null}
      {open?.kind === 'contact' ? <ContactDialog lenderId={data.id} contact={open.contact} onClose={close} /> : null}
    </StyledStack>
  );
}
