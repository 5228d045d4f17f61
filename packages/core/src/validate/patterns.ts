/** Mobile number: 11 digits, first 1, second 3 to 9 (spec §5). */
export const mobilePattern = /^1[3-9]\d{9}$/;
/** ID card: 15 digits, or 17 digits and a digit or X (spec §5). */
export const idCardPattern = /^(\d{15}|\d{17}[\dXx])$/;
/** Money: no leading zeros, at most two decimals (spec §5). */
export const moneyPattern = /^(0|[1-9]\d*)(\.\d{1,2})?$/;
