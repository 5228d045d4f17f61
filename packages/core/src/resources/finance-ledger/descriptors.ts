import type { ResourceDescriptor } from '../types';
import { accountsResource } from './accounts';
import { journalResource } from './journal';

/** The ledger's resources, in menu order. */
export const financeLedgerResources: readonly ResourceDescriptor[] = [journalResource, accountsResource];
