/**
 * Plural choices inside a message, ICU style: `{count, plural, one {# order} other {# orders}}`.
 * `#` stands for the number; the form is chosen by Intl.PluralRules of the language (English has
 * one/other, Chinese only other). A choice without the form the rules ask for uses `other`.
 */
const PLURAL = /\{(\w+), plural,((?:\s*(?:=\d+|zero|one|two|few|many|other) \{[^{}]*\})+)\s*\}/g;
const FORM = /(=\d+|zero|one|two|few|many|other) \{([^{}]*)\}/g;

const rulesByLocale = new Map<string, Intl.PluralRules>();
function rulesOf(locale: string): Intl.PluralRules {
  let rules = rulesByLocale.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    rulesByLocale.set(locale, rules);
  }
  return rules;
}

export function fillPlurals(text: string, params: Readonly<Record<string, string | number>>, locale: string): string {
  if (!text.includes(', plural,')) return text;
  return text.replace(PLURAL, (whole, name: string, body: string) => {
    const value = Number(params[name]);
    if (params[name] === undefined || !Number.isFinite(value)) return whole;
    const forms = new Map<string, string>();
    for (const [, form, choice] of body.matchAll(FORM)) forms.set(form ?? '', choice ?? '');
    const chosen = forms.get(`=${value}`) ?? forms.get(rulesOf(locale).select(value)) ?? forms.get('other') ?? '';
    return chosen.replace(/#/g, String(value));
  });
}
