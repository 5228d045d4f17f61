export { dayCode } from './day-code';
export {
  sessionMachine,
  type LoadPermissionsInput,
  type LoginCredentials,
  type LoginQuery,
  type SessionContext,
  type SessionEvent,
  type SessionMachine,
} from './session-machine';
