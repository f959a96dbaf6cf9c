import type { LenderProgram } from '@portal/contracts';
import { deleteLenderProgram } from '../api/deleteLenderProgram';
import { useLenderMutation } from './useLenderMutation';

/** Deletes a program of a lender. */
export function useDeleteProgram() {
  return useLenderMutation({
    call: (api, program: LenderProgram) => deleteLenderProgram(api, program.lenderId, program.id),
    success: (_result, program) => `Program "${program.name}" deleted`,
    failure: 'Failed to delete the program',
  });
}
