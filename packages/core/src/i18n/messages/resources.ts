/** Messages of the resources area. */
export const resourcesMessages = {
} as const;
