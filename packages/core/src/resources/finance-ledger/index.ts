import type { AnyCommandDef } from '../../commands/types';
import type { AreaContribution } from '../../registry/area-contribution';
import { accountsResource } from './accounts';
import { journalResource } from './journal';
import { journalExportCommand } from './journal-export-command';
import { reconcileCommand, statementCommand } from './ledger-commands';
import { financeLedgerResources } from './descriptors';

export { accountsResource, journalResource };
export { accountKindEnum, accountOwnerEnum, journalKindEnum } from './enumerations';

export { financeLedgerResources };

/** The ledger's commands that are not descriptor verbs: an account's statement, the reconciliation and the journal's export. */
export const financeLedgerCommands: readonly AnyCommandDef[] = [statementCommand, reconcileCommand, journalExportCommand];

/** The ledger's contribution to the registry. */
export const financeLedgerArea: AreaContribution = { id: 'finance-ledger', resources: financeLedgerResources, commands: financeLedgerCommands };
