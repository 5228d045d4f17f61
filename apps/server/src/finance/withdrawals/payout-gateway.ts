import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Where payouts go. A gateway must take an instruction at most once per reference: sending a
 * reference it already has is a no-op that answers as the first send did. That, and recording
 * the instruction before sending it, is what lets a crash between sending and recording be
 * resumed by sending again (docs/finance.md, Payouts).
 */
export interface PayoutInstruction {
  reference: string;
  withdrawalId: number;
  amountCents: number;
  holderName: string;
  bankName: string;
  accountNumber: string;
}

export interface PayoutGateway {
  readonly name: string;
  /** Sends the instruction; answers whether this call delivered it (false: it was already there). */
  send(instruction: PayoutInstruction): Promise<{ delivered: boolean }>;
}

/**
 * The default gateway: one JSON file per instruction in `<data dir>/payouts/outbox`, named by
 * its reference and created exclusively, so a reference is written once. The bank (or an
 * operator) takes the files from there; outcomes come back with `careops withdrawals confirm`
 * or a returned file (`importPayoutResults`).
 */
export function fileOutboxGateway(dataDir: string): PayoutGateway {
  const outbox = join(dataDir, 'payouts', 'outbox');
  return {
    name: 'file-outbox',
    async send(instruction) {
      mkdirSync(outbox, { recursive: true });
      const path = join(outbox, `${instruction.reference}.json`);
      try {
        writeFileSync(path, `${JSON.stringify(instruction)}\n`, { flag: 'wx' });
        return { delivered: true };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        // A file cut short by a crash mid-write is completed; a whole one stays as it is.
        const existing = readFileSync(path, 'utf8');
        if (!existing.endsWith('\n')) writeFileSync(path, `${JSON.stringify(instruction)}\n`);
        return { delivered: false };
      }
    },
  };
}

/** The outbox folder of the default gateway (tests and the operator read it). */
export const payoutOutboxOf = (dataDir: string) => join(dataDir, 'payouts', 'outbox');
