import {
  localIsoDate,
  RATE_INDEX_LABELS,
  RECOURSE_LABELS,
  termSheetFileProblem,
  type QuoteTermsFormValues,
} from '@portal/contracts';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import styled from 'styled-components';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { Modal } from '@portal/web-kit/ui/Modal';
import { SelectField } from '../../../ui/SelectField';
import { TextAreaField } from '../../../ui/TextAreaField';
import { TextField } from '../../../ui/TextField';
import { StyledFieldError, StyledLabel } from '../../../ui/fieldStyles';
import { StyledFormAlert, StyledFormFooter, StyledForm, StyledGroup } from '../../../ui/dialogFormStyles';
import { UploadProgressBar } from '../../documents/components/UploadProgressBar';
import { useDealDocuments } from '../../documents/hooks/useDealDocuments';
import { useUploadDocument } from '../../documents/hooks/useUploadDocument';
import { useDealsServices } from '../../services/hooks/useDealsServices';
import { useQuoteLenders } from '../hooks/useQuoteLenders';
import { useRecordDealQuote } from '../hooks/useRecordDealQuote';
import {
  CONTACT_NAME_MAX,
  EMPTY_RECORD_QUOTE,
  recordQuoteRequestFrom,
  type RecordQuoteField,
  type RecordQuoteFormValues,
} from '../utils/recordQuoteForm';

const StyledWide = styled.div`
  grid-column: 1 / -1;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;

  input[type='file'] {
    max-width: 100%;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
  input[type='file']:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
`;

const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const options = (labels: Readonly<Record<string, string>>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/** The figure inputs: field, label, hint and keyboard (all typed as text, checked on Save). */
const FIGURES: readonly { field: keyof QuoteTermsFormValues; label: string; numeric: 'decimal' | 'numeric' }[] = [
  { field: 'termMonths', label: 'Term (months)', numeric: 'numeric' },
  { field: 'amortisationMonths', label: 'Amortisation (months, 0 for interest-only)', numeric: 'numeric' },
  { field: 'interestOnlyMonths', label: 'Interest-only (months)', numeric: 'numeric' },
  { field: 'maxLtvPercent', label: 'Maximum LTV (%)', numeric: 'decimal' },
  { field: 'maxLtcPercent', label: 'Maximum LTC (%)', numeric: 'decimal' },
  { field: 'originationFeePercent', label: 'Origination fee (%)', numeric: 'decimal' },
  { field: 'exitFeePercent', label: 'Exit fee (%)', numeric: 'decimal' },
  { field: 'closingDays', label: 'Days to close (from signed term sheet)', numeric: 'numeric' },
];

export type RecordQuoteDialogProps = { dealId: string; dealNumber: string; onClose: () => void };

/**
 * Records a quote a lender gave outside the portal (docs/placement.md#quotes): the lender from the
 * directory, its contact, every term (checked as the gateway checks them before anything is sent)
 * and a term sheet, one of the deal's PDFs or a new PDF uploaded to the deal with its progress.
 */
export function RecordQuoteDialog({ dealId, dealNumber, onClose }: RecordQuoteDialogProps) {
  const { now } = useDealsServices();
  const [values, setValues] = useState<RecordQuoteFormValues>(EMPTY_RECORD_QUOTE);
  const [errors, setErrors] = useState<Partial<Record<RecordQuoteField, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [upload, setUpload] = useState<{ fileName: string; problem: string | null } | null>(null);
  const lenders = useQuoteLenders(search);
  const documents = useDealDocuments(dealId);
  const uploadDocument = useUploadDocument(dealId);
  const record = useRecordDealQuote(dealId);
  const formRef = useRef<HTMLFormElement>(null);
  const fileId = useId();
  const fileErrorId = useId();

  const set = (field: RecordQuoteField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const lenderOptions = (lenders.data ?? []).map((lender) => ({ value: lender.id, label: lender.name }));
  const pdfs = (documents.data ?? []).filter(
    (document) => document.mimeType === 'application/pdf' || /\.pdf$/i.test(document.originalName),
  );

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const problem = termSheetFileProblem(file);
    setUpload({ fileName: file.name, problem });
    if (problem) return;
    try {
      const result = await uploadDocument.mutateAsync({ file });
      // The new PDF is one of the deal's documents now: chosen as the term sheet.
      set('termSheetDocumentId')(result.document.id);
      setUpload(null);
      event.target.value = '';
    } catch (failure) {
      setUpload({ fileName: file.name, problem: serverErrorText(failure, 'Failed to upload document') });
    }
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const request = recordQuoteRequestFrom(values, localIsoDate(now()));
    if (!request.ok) {
      setErrors({ [request.field]: request.message });
      formRef.current?.querySelector<HTMLElement>(`[name="${request.field}"]`)?.focus();
      return;
    }
    setErrors({});
    setServerError(null);
    try {
      const quote = await record.mutateAsync(request.value);
      toast.success(`The quote of ${quote.lenderName} is recorded`);
      onClose();
    } catch (failure) {
      setServerError(serverErrorText(failure, 'The quote could not be recorded. Please try again.'));
    }
  };

  const figure = (
    field: keyof QuoteTermsFormValues,
    label: string,
    numeric: 'decimal' | 'numeric',
    required = false,
  ) => (
    <TextField
      key={field}
      name={field}
      label={label}
      value={values[field]}
      onValueChange={set(field)}
      error={errors[field]}
      inputMode={numeric}
      autoComplete="off"
      required={required}
    />
  );

  return (
    <Modal title={`Record a quote for ${dealNumber}`} onClose={onClose} width="760px">
      <StyledForm ref={formRef} onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Record a quote">
        <StyledGroup>
          <legend>Lender</legend>
          <TextField
            label="Find a lender"
            value={search}
            onValueChange={setSearch}
            type="search"
            autoComplete="off"
            placeholder="Type a lender's name"
          />
          <SelectField
            name="lenderId"
            label="Lender"
            value={values.lenderId}
            onValueChange={set('lenderId')}
            options={lenderOptions}
            placeholder={lenders.isPending ? 'Loading lenders…' : 'Choose a lender'}
            error={errors.lenderId}
            hint={
              lenders.isError
                ? 'The lenders could not be loaded. Type to try again.'
                : lenders.data && lenders.data.length === 0
                  ? 'No active lender of the directory matches.'
                  : undefined
            }
          />
          <TextField
            name="contactName"
            label="Contact name (optional)"
            value={values.contactName}
            onValueChange={set('contactName')}
            error={errors.contactName}
            maxLength={CONTACT_NAME_MAX}
            autoComplete="off"
          />
        </StyledGroup>

        <StyledGroup>
          <legend>Terms</legend>
          {figure('amount', 'Loan amount ($)', 'decimal', true)}
          <SelectField
            name="rateType"
            label="Rate type"
            value={values.rateType}
            onValueChange={(value) => set('rateType')(value === 'floating' ? 'floating' : 'fixed')}
            options={[
              { value: 'fixed', label: 'Fixed' },
              { value: 'floating', label: 'Floating' },
            ]}
            placeholder="Choose the rate type"
          />
          {values.rateType === 'fixed' ? (
            figure('ratePercent', 'Rate (%)', 'decimal', true)
          ) : (
            <>
              <SelectField
                name="index"
                label="Index"
                value={values.index}
                onValueChange={set('index')}
                options={options(RATE_INDEX_LABELS)}
                placeholder="Choose an index"
                error={errors.index}
              />
              {figure('spreadBps', 'Spread (basis points)', 'numeric', true)}
            </>
          )}
          {FIGURES.map(({ field, label, numeric }) =>
            figure(field, label, numeric, field === 'termMonths' || field === 'amortisationMonths'),
          )}
          <SelectField
            name="recourse"
            label="Recourse"
            value={values.recourse}
            onValueChange={set('recourse')}
            options={options(RECOURSE_LABELS)}
            placeholder="Choose the recourse"
            error={errors.recourse}
          />
          <TextField
            name="expiresOn"
            label="Quote valid until"
            type="date"
            value={values.expiresOn}
            onValueChange={set('expiresOn')}
            error={errors.expiresOn}
          />
          <StyledWide>
            <TextField
              name="prepayment"
              label="Prepayment"
              value={values.prepayment}
              onValueChange={set('prepayment')}
              error={errors.prepayment}
              maxLength={500}
              autoComplete="off"
            />
          </StyledWide>
          <StyledWide>
            <TextAreaField
              name="conditions"
              label="Conditions"
              value={values.conditions}
              onValueChange={set('conditions')}
              error={errors.conditions}
              maxLength={2000}
            />
          </StyledWide>
        </StyledGroup>

        <StyledGroup>
          <legend>Term sheet</legend>
          <StyledWide>
            <SelectField
              name="termSheetDocumentId"
              label="One of the deal's PDFs"
              value={values.termSheetDocumentId}
              onValueChange={set('termSheetDocumentId')}
              options={pdfs.map((document) => ({ value: document.id, label: document.originalName }))}
              placeholder="No term sheet"
              hint={documents.isSuccess && pdfs.length === 0 ? 'The deal has no PDF yet.' : undefined}
            />
          </StyledWide>
          <StyledWide>
            <StyledLabel htmlFor={fileId}>Or upload a new PDF (at most 10 MB)</StyledLabel>
            <input
              id={fileId}
              type="file"
              accept="application/pdf,.pdf"
              disabled={uploadDocument.isPending}
              aria-invalid={upload?.problem ? true : undefined}
              aria-describedby={upload?.problem ? fileErrorId : undefined}
              onChange={(event) => void handleFile(event)}
            />
            {uploadDocument.isPending && (
              <UploadProgressBar progress={uploadDocument.progress} fileName={upload?.fileName ?? null} />
            )}
            {upload?.problem && (
              <StyledFieldError id={fileErrorId} role="alert">
                {upload.fileName}: {upload.problem}
              </StyledFieldError>
            )}
            <StyledMuted>An uploaded PDF is added to the deal's documents and chosen above.</StyledMuted>
          </StyledWide>
        </StyledGroup>

        {serverError && <StyledFormAlert role="alert">{serverError}</StyledFormAlert>}
        <StyledFormFooter>
          <StyledButton type="button" $variant="secondary" onClick={onClose}>
            Cancel
          </StyledButton>
          <StyledButton type="submit" disabled={record.isPending || uploadDocument.isPending}>
            {record.isPending ? 'Saving…' : 'Save quote'}
          </StyledButton>
        </StyledFormFooter>
      </StyledForm>
    </Modal>
  );
}
