import type { Deal } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { Modal } from '@portal/web-kit/ui/Modal';
import { Tabs } from '../../../ui/Tabs';
import { DocumentsPanel } from '../../documents/components/DocumentsPanel';
import { useUpdateDeal } from '../hooks/useUpdateDeal';
import type { DealFormErrors, DealFormValues } from '../types/DealFormValues';
import { dealToFormValues } from '../utils/dealToFormValues';
import { serverFieldErrors } from '../utils/serverFieldErrors';
import { DealForm } from './DealForm';

type EditTab = 'details' | 'documents';

export type EditDealDialogProps = { deal: Deal; onClose: () => void };

/**
 * Edit deal (docs/product.md#create-and-edit-dialogs): 'Deal Details' with Cancel and Save Changes,
 * and 'Documents' (upload is always available). Both tabs stay mounted so switching keeps what was
 * typed.
 */
export function EditDealDialog({ deal, onClose }: EditDealDialogProps) {
  const initialValues = useMemo(() => dealToFormValues(deal), [deal]);
  const updateDeal = useUpdateDeal(deal.id, initialValues);
  const [tab, setTab] = useState<EditTab>('details');
  const [serverErrors, setServerErrors] = useState<DealFormErrors>({});

  function handleSubmit(values: DealFormValues) {
    updateDeal.mutate(values, {
      onSuccess: onClose,
      onError: (error) => setServerErrors(serverFieldErrors(error)),
    });
  }

  return (
    <Modal title={`Edit Deal ${deal.dealId}`} onClose={onClose}>
      <Tabs
        label="Edit deal"
        selected={tab}
        onSelect={setTab}
        tabs={[
          { key: 'details', label: 'Deal Details' },
          { key: 'documents', label: 'Documents' },
        ]}
      >
        <div hidden={tab !== 'details'}>
          <DealForm
            mode="edit"
            initialValues={initialValues}
            onSubmit={handleSubmit}
            onCancel={onClose}
            submitting={updateDeal.isPending}
            serverErrors={serverErrors}
          />
        </div>
        <div hidden={tab !== 'documents'}>
          <DocumentsPanel dealId={deal.id} />
        </div>
      </Tabs>
    </Modal>
  );
}
