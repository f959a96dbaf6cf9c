import type { LenderProgramCreateRequest } from '@portal/contracts';
import { createLenderProgram } from '../api/createLenderProgram';
import { updateLenderProgram } from '../api/updateLenderProgram';
import { useLenderMutation } from './useLenderMutation';

/** What the program dialog saves: a new program (no `programId`) or the whole edited credit box. */
export type SaveProgramInput = { lenderId: string; programId: string | null; fields: LenderProgramCreateRequest };

/** Adds a program to a lender, or saves the program dialog's edits. */
export function useSaveProgram() {
  return useLenderMutation({
    call: (api, { lenderId, programId, fields }: SaveProgramInput) =>
      programId ? updateLenderProgram(api, lenderId, programId, fields) : createLenderProgram(api, lenderId, fields),
    success: (program, { programId }) => `Program "${program.name}" ${programId ? 'saved' : 'added'}`,
    failure: 'Failed to save the program',
  });
}
