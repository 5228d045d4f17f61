import type { Key } from 'ink';

/**
 * Ink hands over what arrived at once as one input ("jj" when keys come faster than a frame, a
 * paste); a navigation view takes such plain input key by key, so no keystroke is lost.
 */
export function eachKey(handle: (input: string, key: Key) => void): (input: string, key: Key) => void {
  return (input, key) => {
    const keys = Array.from(input);
    if (keys.length > 1 && !key.ctrl && !key.meta && !key.escape) for (const one of keys) handle(one, key);
    else handle(input, key);
  };
}
