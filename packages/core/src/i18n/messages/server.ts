/** Messages of the server (seed, start-up, SMS texts). */
export const serverMessages = {
} as const;
