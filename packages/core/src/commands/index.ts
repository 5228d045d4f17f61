export type {
  AnyCommandDef,
  CommandChannel,
  CommandContext,
  CommandDef,
  CommandFace,
  CommandItemResult,
  CommandResult,
  CommandSession,
  OutputDownload,
  OutputWritten,
} from './types';
export {
  createCommandRegistry,
  faceOf,
  holdsPermission,
  isFaceEnabled,
  isVisible,
  type CommandRegistry,
  type PaletteEntry,
  type ShortcutBinding,
} from './command-registry';
export { describeArgs, flagName, argLabel, type CommandArgSpec, type ArgKind, type ScalarKind } from './arg-specs';
export { validateArgs, type ArgsValidation } from './validate-args';
export { parseCommandLine, type ParsedCommandLine } from './parse-command-line';
export { splitGlobalFlags, type GlobalFlags, type SplitGlobalFlags } from './global-flags';
export { commandLineFor, CLI_NAME } from './command-line-for';
export { renderResultCsv, renderResultJson, resultJson, resultRows, type ResultOutputOptions } from './result-output';
export { completeCommandLine, type CommandLineCompletion } from './complete-command-line';
export { helpText, usageOf } from './help-text';
export { tokenize, quoteWord, type Token as CommandToken, type TokenizeResult } from './tokenize';
export { groupTitle } from './group-title';
export {
  buildPaletteIndex,
  combineIndexes,
  indexEntries,
  parsePaletteQuery,
  rankPalette,
  DEFAULT_LIMIT,
  RECENT_SHOWN,
  type IndexedEntry,
  type PaletteIndex,
  type PaletteItem,
  type PaletteKind,
  type PaletteMode,
  type PaletteSection,
  type RankedEntry,
  type Ranking,
} from './palette-ranking';
export {
  registerBuiltinCommands,
  createHelpCommand,
  whoamiCommand,
  logoutCommand,
  changePasswordCommand,
  openPageCommand,
  permittedAreas,
  openablePages,
  findPage,
  type PageTarget,
} from './builtin';
