/** Daily use: the product's name, Home's charts, copy as command, why a command is not offered. */
export const dailyMessages = {
  /** The one product name: login, sidebar, page titles, the CLI and the terminal panel. */
  'app.productName': 'CareOps',
  'daily.contract.days': 'must be a whole number of days from 1 to {max}',
} as const;
