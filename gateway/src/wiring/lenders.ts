import type { ContainerDeps, Infra } from './infra';
import { createLenderHandlers } from '../features/lenders/handlers';
import { createLenderImporter } from '../features/lenders/importer';
import { contactModel, lenderModel, programModel } from '../features/lenders/model';
import { createProgramsVersion } from '../features/lenders/programsVersion';
import { createLenderRepository } from '../features/lenders/repository';
import { createLenderService } from '../features/lenders/service';

/**
 * The admins' lender directory: lenders, their programs (credit boxes) and contacts, the CSV
 * import and export. `programsVersion` changes after every write of the directory: the signal a
 * cache of programs (matching) on any instance reloads on.
 */
export function wireLenders({ db, clock }: ContainerDeps, infra: Infra) {
  const repository = createLenderRepository({
    lenders: lenderModel(db),
    programs: programModel(db),
    contacts: contactModel(db),
  });
  const programsVersion = createProgramsVersion({ db, clock });
  const lenderService = createLenderService({ lenders: repository, cursors: infra.cursors, clock, programsVersion });
  const importer = createLenderImporter({ lenders: repository, clock, programsVersion });
  return {
    repository,
    programsVersion,
    lenderService,
    importer,
    handlers: createLenderHandlers({ lenders: lenderService, importer }),
  };
}

export type Lenders = ReturnType<typeof wireLenders>;
