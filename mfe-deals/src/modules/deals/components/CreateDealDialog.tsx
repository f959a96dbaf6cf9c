import type { Deal } from '@portal/contracts';
import { useState } from 'react';
import styled from 'styled-components';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { Modal } from '@portal/web-kit/ui/Modal';
import { Tabs } from '../../../ui/Tabs';
import { DocumentsPanel } from '../../documents/components/DocumentsPanel';
import { useCreateDeal } from '../hooks/useCreateDeal';
import type { DealFormErrors } from '../types/DealFormValues';
import { emptyDealForm } from '../utils/emptyDealForm';
import { serverFieldErrors } from '../utils/serverFieldErrors';
import { DealForm } from './DealForm';

type CreateTab = 'details' | 'documents';

const StyledSuccess = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;

export type CreateDealDialogProps = { onClose: () => void };

/**
 * New deal (docs/product.md#create-and-edit-dialogs): 'Deal Details' first; once the deal is
 * created the 'Documents' tab opens with the success note, the documents panel, 'Skip for now' and
 * 'Done'.
 */
export function CreateDealDialog({ onClose }: CreateDealDialogProps) {
  const createDeal = useCreateDeal();
  const [tab, setTab] = useState<CreateTab>('details');
  const [created, setCreated] = useState<Deal | null>(null);
  const [serverErrors, setServerErrors] = useState<DealFormErrors>({});

  function handleSubmit(values: typeof emptyDealForm) {
    createDeal.mutate(values, {
      onSuccess: (deal) => {
        setCreated(deal);
        setTab('documents');
      },
      onError: (error) => setServerErrors(serverFieldErrors(error)),
    });
  }

  return (
    <Modal title="Create New Deal" onClose={onClose}>
      <Tabs
        label="New deal"
        selected={tab}
        onSelect={setTab}
        tabs={[
          { key: 'details', label: 'Deal Details', disabled: created !== null },
          { key: 'documents', label: 'Documents', disabled: created === null },
        ]}
      >
        {tab === 'details' || !created ? (
          <DealForm
            mode="create"
            initialValues={emptyDealForm}
            onSubmit={handleSubmit}
            onCancel={onClose}
            submitting={createDeal.isPending}
            serverErrors={serverErrors}
          />
        ) : (
          <>
            <StyledSuccess role="status">Deal created successfully! Now you can upload documents.</StyledSuccess>
            <DocumentsPanel dealId={created.id} />
            <StyledActions>
              <StyledButton type="button" $variant="secondary" onClick={onClose}>
                Skip for now
              </StyledButton>
              <StyledButton type="button" onClick={onClose}>
                Done
              </StyledButton>
            </StyledActions>
          </>
        )}
      </Tabs>
    </Modal>
  );
}
