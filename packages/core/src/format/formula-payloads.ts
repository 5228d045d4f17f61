/**
 * Texts a spreadsheet would run as formulas, as attackers write them (OWASP's CSV injection
 * list), with what every face's CSV must hold for each: the text behind an apostrophe. Tests of
 * each face's CSV (core, `careops --csv`, the server export, the web export) go through all of it.
 */
export const FORMULA_PAYLOADS: ReadonlyArray<{ text: string; field: string }> = [
  { text: '=HYPERLINK("http://x","y")', field: `"'=HYPERLINK(""http://x"",""y"")"` },
  { text: "=cmd|' /C calc'!A0", field: "'=cmd|' /C calc'!A0" },
  { text: '+1', field: "'+1" },
  { text: '-1+1', field: "'-1+1" },
  { text: '@SUM(1)', field: "'@SUM(1)" },
  { text: '\t=1+1', field: "'\t=1+1" },
  { text: '\r=1+1', field: `"'\r=1+1"` },
  { text: '=王丽+1', field: "'=王丽+1" },
  { text: '=1+1,😀', field: `"'=1+1,😀"` },
];

/** Texts that look close to a formula but are not one: left as they are. */
export const HARMLESS_TEXTS: readonly string[] = ['a=1', 'Wang+Li', 'x@example.com', '王丽', '👍🏽', '1-2'];
