import type { HandlerMap } from '../http/handler-types';
import { getSecurityContactOptions, getStudio, getStudioList } from './studio-read';
import { addStudio, alterStudioStatus, editStudio } from './studio-write';

/** The nursing centers' handlers (docs/studios.md). */
export function createStudioHandlers(): HandlerMap {
  return { getStudioList, getStudio, addStudio, editStudio, alterStudioStatus, getSecurityContactOptions };
}
