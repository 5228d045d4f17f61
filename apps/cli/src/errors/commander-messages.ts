import { t, type MessageKey } from '@careops/core/i18n';

/**
 * Commander's own usage errors, written in English inside the library, said in the catalogue's
 * words instead (the same English, or the chosen language). Each rule matches one of its
 * sentences; a sentence no rule knows is shown as commander wrote it.
 */
const RULES: ReadonlyArray<{ pattern: RegExp; key: MessageKey; names: readonly string[] }> = [
  { pattern: /^unknown command '(.*)'$/, key: 'cli.commander.unknownCommand', names: ['name'] },
  { pattern: /^unknown option '(.*)'$/, key: 'cli.commander.unknownOption', names: ['option'] },
  { pattern: /^\(Did you mean one of (.*)\?\)$/, key: 'cli.commander.didYouMean', names: ['suggestion'] },
  { pattern: /^\(Did you mean (.*)\?\)$/, key: 'cli.commander.didYouMean', names: ['suggestion'] },
  { pattern: /^missing required argument '(.*)'$/, key: 'cli.commander.missingArgument', names: ['argument'] },
  { pattern: /^option '(.*)' argument missing$/, key: 'cli.commander.optionMissingArgument', names: ['option'] },
  { pattern: /^required option '(.*)' not specified$/, key: 'cli.commander.requiredOption', names: ['option'] },
  { pattern: /^too many arguments for '(.*)'\. Expected (\d+) arguments? but got (\d+)\.$/, key: 'cli.commander.excessArguments', names: ['command', 'expected', 'got'] },
  { pattern: /^too many arguments\. Expected (\d+) arguments? but got (\d+)\.$/, key: 'cli.commander.excessArgumentsTop', names: ['expected', 'got'] },
  {
    pattern: /^command-argument value '(.*)' is invalid for argument '(.*)'\. Allowed choices are (.*)\.$/,
    key: 'cli.commander.argumentChoice',
    names: ['value', 'argument', 'choices'],
  },
  { pattern: /^command-argument value '(.*)' is invalid for argument '(.*)'\. (.*)$/, key: 'cli.commander.argumentInvalid', names: ['value', 'argument', 'problem'] },
  { pattern: /^option '(.*)' argument '(.*)' is invalid\. Allowed choices are (.*)\.$/, key: 'cli.commander.optionChoice', names: ['option', 'value', 'choices'] },
  { pattern: /^option '(.*)' argument '(.*)' is invalid\. (.*)$/, key: 'cli.commander.optionInvalid', names: ['option', 'value', 'problem'] },
];

function sayLine(line: string): string {
  for (const rule of RULES) {
    const match = rule.pattern.exec(line);
    if (!match) continue;
    const params = Object.fromEntries(rule.names.map((name, i) => [name, match[i + 1] ?? '']));
    return t(rule.key, params);
  }
  return line;
}

/** A commander error message in the catalogue's words, without its `error: ` prefix. */
export function sayCommanderMessage(message: string): string {
  return message
    .replace(/^error:\s*/, '')
    .split('\n')
    .map(sayLine)
    .join('\n');
}
