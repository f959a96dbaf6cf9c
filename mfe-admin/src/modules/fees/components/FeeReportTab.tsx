import { StyledButton } from '@portal/web-kit/ui/Button';
import { Spinner } from '@portal/web-kit/ui/Spinner';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { lazy, Suspense, useMemo, useState, type FormEvent } from 'react';
import styled, { useTheme } from 'styled-components';
import { StyledButtonRow } from '../../../ui/ButtonRow';
import { StyledCard } from '../../../ui/Card';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { StyledField } from '../../../ui/Field';
import { StyledFieldHint } from '../../../ui/FieldHint';
import { ProgressBar } from '../../../ui/ProgressBar';
import { StyledSectionHeader } from '../../../ui/SectionHeader';
import { StyledStack } from '../../../ui/Stack';
import { useCsvExport } from '../../exports/hooks/useCsvExport';
import { fieldErrorsOf } from '../../settings/utils/fieldErrors';
import type { FeeMonthRange } from '../api/fetchFeeReport';
import { useFeeReport } from '../hooks/useFeeReport';
import { FEE_CHART_PARTS, feePartColor } from '../utils/feeChartParts';
import { feeChartMonths, monthLabel, monthRangeProblem } from '../utils/feeMonths';
import { formatFeeMoney } from '../utils/formatFeeMoney';
import { FeeReportTable } from './FeeReportTable';

const FeeReportChart = lazy(() => import('./FeeReportChart').then((module) => ({ default: module.FeeReportChart })));

const StyledFilters = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  > div {
    flex: 1 1 10rem;
    max-width: 14rem;
  }
`;

const StyledTotals = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 140px), 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  div {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 700;
  }
`;

const StyledLegend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const StyledSwatch = styled.span<{ $color: string }>`
  width: 12px;
  height: 12px;
  border-radius: 3px;
  background: ${({ $color }) => $color};
`;

const StyledAlternative = styled.details`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.primary};
  }
  ul {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    padding-left: ${({ theme }) => theme.space.lg};
  }
`;

const StyledExport = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

type RangeField = 'from' | 'to';
const inputId = (field: RangeField) => `fee-report-${field}`;
const errorId = (field: RangeField) => `fee-report-${field}-error`;

/** Fee report: broker fees by month and member, a chart of the shares by month, and the CSV. */
export function FeeReportTab() {
  const theme = useTheme();
  const [draft, setDraft] = useState({ from: '', to: '' });
  const [range, setRange] = useState<FeeMonthRange>({});
  const [errors, setErrors] = useState<Partial<Record<RangeField, string>>>({});
  const report = useFeeReport(range);
  const { exportCsv, progress } = useCsvExport();
  const months = useMemo(() => feeChartMonths(report.data?.rows ?? []), [report.data]);
  // A 400 names the month it refuses (`query.from`): shown beside that field.
  const serverErrors = Object.fromEntries(
    fieldErrorsOf(report.error).map(({ field, message }) => [field.replace(/^query\./, ''), message]),
  ) as Partial<Record<RangeField, string>>;
  const shownErrors = { ...serverErrors, ...errors };

  const handleChange = (field: RangeField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors({});
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = monthRangeProblem(draft.from, draft.to);
    if (problem) {
      setErrors({ [problem.field]: problem.message });
      document.getElementById(inputId(problem.field))?.focus();
      return;
    }
    setRange({ ...(draft.from ? { from: draft.from } : {}), ...(draft.to ? { to: draft.to } : {}) });
  };

  const handleAllMonths = () => {
    setDraft({ from: '', to: '' });
    setErrors({});
    setRange({});
  };

  const rangeText =
    range.from || range.to
      ? `${range.from ? monthLabel(range.from) : 'the first month'} to ${range.to ? monthLabel(range.to) : 'the last month'}`
      : 'all months';

  return (
    <StyledStack>
      <StyledSectionHeader>
        <div>
          <h2>Fee report</h2>
          <p>Broker fees by month and member: the month of the payment when received, else of the expected closing.</p>
        </div>
        <StyledExport>
          <div aria-live="polite">
            {progress ? <ProgressBar label="Exporting the fee report" percent={progress.percent} /> : null}
          </div>
          <StyledButton
            type="button"
            $variant="secondary"
            disabled={progress !== null || !report.data || report.data.rows.length === 0}
            onClick={() => void exportCsv('fees', range)}
          >
            Export CSV
          </StyledButton>
        </StyledExport>
      </StyledSectionHeader>

      <StyledCard aria-label="Months">
        <StyledFilters onSubmit={handleSubmit} noValidate aria-label="Months of the report">
          {(['from', 'to'] as const).map((field) => (
            <div key={field}>
              <StyledField htmlFor={inputId(field)}>
                {field === 'from' ? 'From' : 'To'}
                <input
                  id={inputId(field)}
                  type="month"
                  placeholder="yyyy-MM"
                  value={draft[field]}
                  onChange={(event) => handleChange(field, event.target.value)}
                  aria-invalid={shownErrors[field] ? true : undefined}
                  aria-describedby={shownErrors[field] ? errorId(field) : undefined}
                />
              </StyledField>
              {shownErrors[field] ? (
                <StyledFieldHint id={errorId(field)} $error>
                  {shownErrors[field]}
                </StyledFieldHint>
              ) : null}
            </div>
          ))}
          <StyledButtonRow>
            <StyledButton type="submit">Show report</StyledButton>
            {range.from || range.to ? (
              <StyledButton type="button" $variant="ghost" onClick={handleAllMonths}>
                All months
              </StyledButton>
            ) : null}
          </StyledButtonRow>
        </StyledFilters>
      </StyledCard>

      {report.isPending ? (
        <Spinner label="Loading the fee report…" />
      ) : report.isError && !report.data ? (
        <ErrorState
          message={serverErrorText(report.error, 'Failed to load the fee report')}
          onRetry={() => void report.refetch()}
        />
      ) : report.data.rows.length === 0 ? (
        <EmptyState title="No fees in these months">
          Fees appear once an admin records a deal&apos;s fee or a quote is selected.
        </EmptyState>
      ) : (
        <>
          <StyledCard aria-labelledby="fee-report-totals-title">
            <h3 id="fee-report-totals-title">Totals, {rangeText}</h3>
            <StyledTotals>
              <div>
                <dt>Deals</dt>
                <dd>{report.data.totals.deals}</dd>
              </div>
              <div>
                <dt>Expected fees</dt>
                <dd>{formatFeeMoney(report.data.totals.expectedFees)}</dd>
              </div>
              <div>
                <dt>Brokers’ shares</dt>
                <dd>{formatFeeMoney(report.data.totals.brokerShares)}</dd>
              </div>
              <div>
                <dt>Received</dt>
                <dd>{formatFeeMoney(report.data.totals.received)}</dd>
              </div>
              <div>
                <dt>Overdue</dt>
                <dd>{formatFeeMoney(report.data.totals.overdue)}</dd>
              </div>
            </StyledTotals>
          </StyledCard>

          {months.length > 0 ? (
            <StyledCard aria-labelledby="fee-report-chart-title">
              <h3 id="fee-report-chart-title">Brokers’ shares by month</h3>
              <StyledLegend aria-hidden="true">
                {FEE_CHART_PARTS.map(({ key, name }) => (
                  <li key={key}>
                    <StyledSwatch $color={feePartColor(theme, key)} />
                    {name}
                  </li>
                ))}
              </StyledLegend>
              <Suspense fallback={<Spinner label="Loading the chart…" />}>
                <FeeReportChart months={months} />
              </Suspense>
              <StyledAlternative>
                <summary>The chart as text</summary>
                <ul aria-label="Brokers’ shares by month">
                  {months.map((month) => (
                    <li key={month.month}>
                      {monthLabel(month.month)}: {formatFeeMoney(month.received)} received,{' '}
                      {formatFeeMoney(month.expected)} expected, {formatFeeMoney(month.overdue)} overdue
                    </li>
                  ))}
                </ul>
              </StyledAlternative>
            </StyledCard>
          ) : null}

          <FeeReportTable report={report.data} />
        </>
      )}
    </StyledStack>
  );
}
