/** Messages of the web console. */
export const webMessages = {
} as const;
