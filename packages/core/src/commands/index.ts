export type {
  CommandChannel,
  CommandContext,
  CommandDef,
  CommandFace,
  CommandResult,
  CommandSession,
} from './types';
