/** Messages of the system area. */
export const systemMessages = {
} as const;
