import type { LenderProgram } from '@portal/contracts';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { useDeleteProgram } from '../hooks/useDeleteProgram';
import { programFacts } from '../utils/programFacts';
import { DirectorySection } from './DirectorySection';
import { LenderStatusBadge } from './LenderStatusBadge';
import { StyledFacts } from './StyledFacts';

export type LenderProgramsProps = {
  programs: readonly LenderProgram[];
  onAdd: () => void;
  onEdit: (program: LenderProgram) => void;
  /** Opens the open deals that fit the program. */
  onShowDeals: (program: LenderProgram) => void;
};

/** The lender's programs, each a card of its credit box with Deals that fit, Edit and Delete. */
export function LenderPrograms({ programs, onAdd, onEdit, onShowDeals }: LenderProgramsProps) {
  const remove = useDeleteProgram();
  return (
    <DirectorySection
      title="Programs"
      noun="program"
      items={programs}
      empty="A program is a credit box: the loans this lender makes, where, and within which limits."
      deleteQuestion={(program) =>
        `Delete the program "${program.name}"? It is no longer matched against deals; this cannot be undone.`
      }
      deleting={remove.isPending}
      onAdd={onAdd}
      onEdit={onEdit}
      onDelete={(program, done) => remove.mutate(program, { onSettled: done })}
      renderBadge={(program) => (program.active ? null : <LenderStatusBadge active={false} />)}
      renderActions={(program) => (
        <StyledButton
          type="button"
          $variant="secondary"
          $compact
          aria-label={`Deals that fit ${program.name}`}
          onClick={() => onShowDeals(program)}
        >
          Deals that fit
        </StyledButton>
      )}
      renderItem={(program) => (
        <StyledFacts>
          {programFacts(program).map(([label, text]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{text}</dd>
            </div>
          ))}
        </StyledFacts>
      )}
    />
  );
}
