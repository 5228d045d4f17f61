import { maskPhone } from '../auth/sms-codes';

/**
 * PII in answers: phones and ID numbers are masked in lists and details; the full value needs
 * `pii.viewFull` and an audited reveal (see docs/list-pattern.md).
 */
export { maskPhone };

/** An ID number with all but the first and last four characters hidden: 1101**********1234. */
export const maskIdNumber = (value: string) =>
  value.length > 8 ? `${value.slice(0, 4)}${'*'.repeat(value.length - 8)}${value.slice(-4)}` : '****';
