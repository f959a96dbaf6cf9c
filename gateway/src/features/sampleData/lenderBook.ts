import type { LenderRepository } from '../lenders/repository';
import type { ProgramsVersionStore } from '../lenders/programsVersion';
import type { LenderService } from '../lenders/service';
import { sampleLenders } from './lenders';

/** What the sample book needs of the lender directory. */
export type SampleLenderDeps = {
  service: LenderService;
  repository: LenderRepository;
  programsVersion: ProgramsVersionStore;
};

/** How many other names a sample lender tries when an admin's lender has its name. */
const NAME_TRIES = 5;

/**
 * Creates the sample lenders, their programs and contacts through the lender service (the checks
 * and summaries of real work). `record` notes each lender's id before its programs are written,
 * so a load that stops half-way is removed exactly. A lender whose name an admin's lender already
 * has takes "(sample)", then "(sample 2)"…; the admin's lender is never touched.
 */
export async function loadSampleLenders(
  lenders: SampleLenderDeps,
  record: (lenderId: string) => Promise<void>,
): Promise<number> {
  let count = 0;
  for (const sample of sampleLenders()) {
    let created = null;
    for (let n = 1; !created && n <= NAME_TRIES; n++) {
      const name = n === 1 ? sample.lender.name : `${sample.lender.name} (sample${n > 2 ? ` ${n - 1}` : ''})`;
      const result = await lenders.service.createLender({ ...sample.lender, name });
      if (result.ok) created = result.value;
      else if (result.error.kind !== 'conflict') throw new Error(`sample lender refused: ${result.error.message}`);
    }
    if (!created) continue;
    await record(created.id);
    count++;
    for (const program of sample.programs) {
      const result = await lenders.service.createProgram(created.id, program);
      if (!result.ok) throw new Error(`sample program refused: ${result.error.message}`);
    }
    for (const contact of sample.contacts) {
      const result = await lenders.service.createContact(created.id, contact);
      if (!result.ok) throw new Error(`sample lender contact refused: ${result.error.message}`);
    }
  }
  return count;
}

/**
 * Deletes exactly these lenders with their programs and contacts, then announces the change as
 * every write of the directory does (a cache of programs reloads). The directory has no lender
 * deletion of its own (admins deactivate), so this uses the repository's bulk writes, as the
 * import does.
 */
export async function removeSampleLenders(lenders: SampleLenderDeps, lenderIds: string[]): Promise<number> {
  if (lenderIds.length === 0) return 0;
  const ids = { $in: lenderIds };
  await lenders.repository.writeContacts([{ deleteMany: { filter: { lenderId: ids } } }]);
  await lenders.repository.writePrograms([{ deleteMany: { filter: { lenderId: ids } } }]);
  const existing = await Promise.all(lenderIds.map((id) => lenders.repository.findLender(id)));
  await lenders.repository.writeLenders([{ deleteMany: { filter: { _id: ids } } }]);
  await lenders.programsVersion.changed();
  return existing.filter(Boolean).length;
}
