import type { AreaContribution } from '../../registry/area-contribution';
import type { ResourceDescriptor } from '../types';
import { advancePaymentsResource } from './advance-payments';
import { ecoinResource } from './ecoin';
import { invoiceTitlesResource } from './invoice-titles';
import { invoicesResource } from './invoices';

export { advancePaymentsResource, ecoinResource, invoiceTitlesResource, invoicesResource };
export { ecoinKindEnum, invoiceStatusEnum, invoiceTitleKindEnum, invoiceTypeEnum } from './enumerations';

/** Invoice titles, invoicing, e-coin and advance payments, in menu order. */
export const financeInvoiceResources: readonly ResourceDescriptor[] = [invoiceTitlesResource, invoicesResource, ecoinResource, advancePaymentsResource];

/** Their contribution to the registry (the ledger's screens are another contribution). */
export const financeInvoicesArea: AreaContribution = { id: 'finance-invoices', resources: financeInvoiceResources, commands: [] };
