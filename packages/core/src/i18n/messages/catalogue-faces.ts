export const catalogueFacesMessages = {} as const;
