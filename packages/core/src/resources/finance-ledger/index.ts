import type { AnyCommandDef } from '../../commands/types';
import type { AreaContribution } from '../../registry/area-contribution';
import type { ResourceDescriptor } from '../types';
import { accountsResource } from './accounts';
import { journalResource } from './journal';
import { journalExportCommand } from './journal-export-command';
import { reconcileCommand, statementCommand } from './ledger-commands';

export { accountsResource, journalResource };
export { accountKindEnum, accountOwnerEnum, journalKindEnum } from './enumerations';

/** The ledger's resources, in menu order. */
export const financeLedgerResources: readonly ResourceDescriptor[] = [journalResource, accountsResource];

/** The ledger's commands that are not descriptor verbs: an account's statement, the reconciliation and the journal's export. */
export const financeLedgerCommands: readonly AnyCommandDef[] = [statementCommand, reconcileCommand, journalExportCommand];

/** The ledger's contribution to the registry. */
export const financeLedgerArea: AreaContribution = { id: 'finance-ledger', resources: financeLedgerResources, commands: financeLedgerCommands };
