/** Messages of the careops CLI. */
export const cliMessages = {
} as const;
