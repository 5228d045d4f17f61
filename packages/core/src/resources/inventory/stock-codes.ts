import type { ApiClient } from '../../client/types';
import { CareOpsError } from '../../contract/careops-error';
import { t } from '../../i18n/translate';
import { callEndpoint, pageFrom } from '../runtime/call-endpoint';

/**
 * Consumables named by barcode or id on the command line and in bulk files: a consumable whose
 * barcode is the value wins (barcodes may be all digits, as EAN codes are); otherwise a whole
 * number is the consumable's id. One lookup per distinct value per run.
 */
export function consumableResolver(api: ApiClient): (code: string) => Promise<number> {
  const known = new Map<string, Promise<number>>();
  const lookUp = async (code: string): Promise<number> => {
    const { list } = pageFrom(await callEndpoint(api, 'getConsumableList', { barcode: code, limit: 5 }));
    const found = list.find((c) => typeof c.barcode === 'string' && c.barcode === code);
    if (found && typeof found.id === 'number') return found.id;
    if (/^\d{1,10}$/.test(code)) return Number(code);
    throw new CareOpsError('invalidInput', t('inventory.res.bulk.unknownCode', { code }), { field: 'consumableId' });
  };
  return (code: string) => {
    const key = code.trim();
    let id = known.get(key);
    if (!id) {
      id = lookUp(key);
      known.set(key, id);
    }
    return id;
  };
}

const ITEM = /^\s*([A-Za-z0-9-]{1,40})\s*[xX×*]\s*(\d{1,7})\s*$/;

/** `G-100x4, 13x2`: each line's consumable (barcode or id) as its id, for the issue endpoint's `items`. */
export async function resolveItems(items: string, resolve: (code: string) => Promise<number>): Promise<string> {
  const parts = items.split(',').map((p) => p.trim()).filter(Boolean);
  const out: string[] = [];
  for (const part of parts) {
    const match = ITEM.exec(part);
    // Left as typed: the endpoint names the malformed line.
    if (!match) return items;
    out.push(`${await resolve(match[1] ?? '')}x${match[2]}`);
  }
  return out.join(', ');
}
