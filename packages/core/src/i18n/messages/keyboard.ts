/** Messages of the web keyboard layer: palette, shortcuts, terminal panel. */
export const keyboardMessages = {
} as const;
