import type { MatrixArea } from './matrix-area';

/** Home's chart endpoints read only: nothing of theirs to fingerprint, a body each. */
export const homeMatrix: MatrixArea = {
  fingerprint: [],
  bodies: async () => ({
    getOrderDayCounts: async () => ({ days: 30 }),
    getCertificateExpiry: async () => ({}),
    getLowStockCounts: async () => ({}),
  }),
};
