import type { DealMatch } from '@portal/contracts';
import { useId, useMemo, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import styled from 'styled-components';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { Modal } from '@portal/web-kit/ui/Modal';
import { Spinner } from '@portal/web-kit/ui/Spinner';
import { useDealDocuments } from '../../documents/hooks/useDealDocuments';
import { useSendSubmissions } from '../hooks/useSubmissions';
import { sendableLenders } from '../utils/sendableContacts';
import { newSendKey } from '../utils/sendKey';
import { defaultSubmissionMessage } from '../utils/submissionStates';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledGroup = styled.fieldset`
  margin: 0;
  padding: 0;
  border: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};

  legend {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-weight: 700;
  }
`;

const StyledCheck = styled.label`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 32px;
  overflow-wrap: anywhere;
  cursor: pointer;

  input {
    flex: none;
  }
`;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledField = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  font-weight: 700;

  textarea,
  input {
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-weight: 400;
  }
  textarea {
    min-height: 120px;
    resize: vertical;
  }
  input {
    max-width: 120px;
  }
`;

const StyledError = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSurface};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

export type SendToLendersDialogProps = {
  dealId: string;
  dealNumber: string;
  matches: readonly DealMatch[];
  onClose: () => void;
};

/**
 * Sends the deal to lender contacts (docs/deal-rooms.md): the contacts of the matched programs'
 * lenders, the deal's documents to share, one message for all. Each contact gets one e-mail with
 * the anonymised summary and a personal room link. The send key, made when the dialog opens, makes
 * a repeated click or a retry answer the same submissions instead of e-mailing twice.
 */
export function SendToLendersDialog({ dealId, dealNumber, matches, onClose }: SendToLendersDialogProps) {
  const lenders = useMemo(() => sendableLenders(matches), [matches]);
  const documents = useDealDocuments(dealId);
  const send = useSendSubmissions(dealId);
  const [sendKey] = useState(newSendKey);
  const [contactIds, setContactIds] = useState<ReadonlySet<string>>(new Set());
  const [documentIds, setDocumentIds] = useState<ReadonlySet<string>>(new Set());
  const [message, setMessage] = useState(() => defaultSubmissionMessage(dealNumber));
  const [expiresInDays, setExpiresInDays] = useState('30');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  const toggle = (set: ReadonlySet<string>, id: string) => {
    const next = new Set(set);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (contactIds.size === 0) {
      setError('Choose at least one contact to send the deal to.');
      return;
    }
    const days = Number(expiresInDays);
    if (!Number.isInteger(days) || days < 1 || days > 90) {
      setError('The link must last between 1 and 90 days.');
      return;
    }
    setError(null);
    try {
      const sent = await send.mutateAsync({
        sendKey,
        contactIds: [...contactIds],
        documentIds: [...documentIds],
        message,
        expiresInDays: days,
      });
      toast.success(sent.length === 1 ? 'Sent to 1 lender contact' : `Sent to ${sent.length} lender contacts`);
      onClose();
    } catch (failure) {
      setError(serverErrorText(failure, 'The deal could not be sent. Please try again.'));
    }
  };

  return (
    <Modal title={`Send ${dealNumber} to lenders`} onClose={onClose} describedBy={error ? errorId : undefined}>
      <StyledForm onSubmit={(event) => void submit(event)} noValidate>
        {lenders.every((lender) => lender.contacts.length === 0) ? (
          <StyledMuted>
            None of the matched lenders has a contact with an e-mail address. Add one in the Lenders tab of the Admin
            dashboard.
          </StyledMuted>
        ) : (
          lenders
            .filter((lender) => lender.contacts.length > 0)
            .map((lender) => (
              <StyledGroup key={lender.lenderId}>
                <legend>{lender.lenderName}</legend>
                {lender.contacts.map((contact) => (
                  <StyledCheck key={contact.id}>
                    <input
                      type="checkbox"
                      checked={contactIds.has(contact.id)}
                      onChange={() => setContactIds((current) => toggle(current, contact.id))}
                    />
                    <span>
                      {contact.name}{' '}
                      <StyledMuted>{[contact.role, contact.email].filter(Boolean).join(' · ')}</StyledMuted>
                    </span>
                  </StyledCheck>
                ))}
              </StyledGroup>
            ))
        )}

        <StyledGroup>
          <legend>Documents to share</legend>
          {documents.isPending && <Spinner label="Loading the documents…" />}
          {documents.isError && (
            <StyledMuted>The documents could not be loaded; the deal can be sent without them.</StyledMuted>
          )}
          {documents.data?.length === 0 && <StyledMuted>This deal has no documents yet.</StyledMuted>}
          {documents.data?.map((document) => (
            <StyledCheck key={document.id}>
              <input
                type="checkbox"
                checked={documentIds.has(document.id)}
                onChange={() => setDocumentIds((current) => toggle(current, document.id))}
              />
              {document.originalName}
            </StyledCheck>
          ))}
        </StyledGroup>

        <StyledField>
          Message to the lenders
          <textarea value={message} maxLength={5000} onChange={(event) => setMessage(event.target.value)} />
        </StyledField>
        <StyledField>
          Link valid for (days)
          <input inputMode="numeric" value={expiresInDays} onChange={(event) => setExpiresInDays(event.target.value)} />
        </StyledField>

        {error && (
          <StyledError id={errorId} role="alert">
            {error}
          </StyledError>
        )}
        <StyledActions>
          <StyledButton type="button" $variant="secondary" onClick={onClose}>
            Cancel
          </StyledButton>
          <StyledButton type="submit" disabled={send.isPending}>
            {send.isPending
              ? 'Sending…'
              : contactIds.size > 0
                ? `Send to ${contactIds.size} ${contactIds.size === 1 ? 'contact' : 'contacts'}`
                : 'Send'}
          </StyledButton>
        </StyledActions>
      </StyledForm>
    </Modal>
  );
}
