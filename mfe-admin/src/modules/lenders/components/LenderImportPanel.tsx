import { useId, useState, type ChangeEvent } from 'react';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { Spinner } from '@portal/web-kit/ui/Spinner';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { StyledButtonRow } from '../../../ui/ButtonRow';
import { StyledCard } from '../../../ui/Card';
import { ErrorState } from '../../../ui/ErrorState';
import { LabelledControl } from '../../../ui/LabelledControl';
import { StyledMessage } from '../../../ui/Message';
import { useDownloadLenderTemplate } from '../hooks/useDownloadLenderTemplate';
import { useLenderImport } from '../hooks/useLenderImport';
import { importRefusalOf } from '../utils/importProblems';
import { importSummaryLines } from '../utils/importSummary';

type ChosenFile = { name: string; csv: string };

export type LenderImportPanelProps = {
  onDone: () => void;
};

/**
 * Import CSV: the chosen file is checked at once as a dry run, which lists what would change or
 * every problem by row and column (a bad file saves nothing); Import then applies a good file.
 */
export function LenderImportPanel({ onDone }: LenderImportPanelProps) {
  const inputId = useId();
  const { check, apply } = useLenderImport();
  const template = useDownloadLenderTemplate();
  const [file, setFile] = useState<ChosenFile | null>(null);

  const handleChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    check.reset();
    apply.reset();
    if (!chosen) return setFile(null);
    const csv = await chosen.text();
    setFile({ name: chosen.name, csv });
    check.mutate(csv);
  };

  const handleImport = () => {
    if (!file) return;
    apply.mutate(file.csv, { onSuccess: onDone });
  };

  const refusal = check.isError ? importRefusalOf(check.error) : null;
  return (
    <StyledCard aria-labelledby={`${inputId}-title`}>
      <h3 id={`${inputId}-title`}>Import lenders from CSV</h3>
      <p>
        One row per program, with its lender&apos;s columns and optionally a contact. The file is checked first and
        nothing is saved until you press Import; a lender or program already in the directory is updated, never
        duplicated, and nothing is deleted.
      </p>
      <StyledButtonRow>
        <StyledButton
          type="button"
          $variant="ghost"
          $compact
          disabled={template.isPending}
          onClick={() => template.mutate()}
        >
          {template.isPending ? 'Downloading…' : 'Download template'}
        </StyledButton>
      </StyledButtonRow>
      <LabelledControl id={inputId} label="CSV file" hint="UTF-8, at most 5 MB and 10,000 rows.">
        {(props) => (
          <input {...props} type="file" accept=".csv,text/csv" onChange={(event) => void handleChoose(event)} />
        )}
      </LabelledControl>
      <div aria-live="polite">
        {check.isPending ? <Spinner label={`Checking ${file?.name ?? 'the file'}…`} /> : null}
        {check.isSuccess && file ? (
          <StyledMessage $tone="info">
            <strong>
              {file.name}: {check.data.rows.toLocaleString('en-US')} rows checked, no problems
            </strong>
            <p>Importing it will make these changes:</p>
            <ul aria-label="What the import changes">
              {importSummaryLines(check.data).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </StyledMessage>
        ) : null}
      </div>
      {refusal ? (
        <StyledMessage $tone="danger" role="alert">
          <strong>{refusal.headline}</strong>
          <p>Nothing was saved. Fix these problems and choose the file again:</p>
          <ol aria-label={`Problems in ${file?.name ?? 'the file'}`}>
            {refusal.problems.map((problem) => (
              <li key={`${problem.row ?? ''}-${problem.column ?? ''}-${problem.message}`}>{problem.message}</li>
            ))}
          </ol>
        </StyledMessage>
      ) : check.isError ? (
        <ErrorState message={serverErrorText(check.error, 'Failed to check the file')} />
      ) : null}
      <StyledButtonRow>
        <StyledButton type="button" $variant="secondary" onClick={onDone} disabled={apply.isPending}>
          Cancel
        </StyledButton>
        <StyledButton type="button" onClick={handleImport} disabled={!check.isSuccess || apply.isPending}>
          {apply.isPending ? 'Importing…' : 'Import'}
        </StyledButton>
      </StyledButtonRow>
    </StyledCard>
  );
}
