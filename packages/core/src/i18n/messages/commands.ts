/** Messages of the command registry: titles, help texts. */
export const commandsMessages = {
} as const;
