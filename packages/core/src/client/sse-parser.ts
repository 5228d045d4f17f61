/** One message of a Server-Sent Events stream. */
export interface SseMessage {
  id: string | null;
  event: string;
  data: string;
}

/**
 * Splits an SSE byte stream (as text chunks) into messages (the WHATWG rules that matter here:
 * `id`, `event`, `data` lines, blank line ends a message, `:` comments ignored).
 */
export function createSseParser(onMessage: (message: SseMessage) => void): (chunk: string) => void {
  let buffer = '';
  let id: string | null = null;
  let event = '';
  let data: string[] = [];
  return (chunk) => {
    buffer += chunk;
    let newline = buffer.search(/\r\n|\r|\n/);
    while (newline >= 0) {
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + (buffer.startsWith('\r\n', newline) ? 2 : 1));
      if (line === '') {
        if (data.length) onMessage({ id, event: event || 'message', data: data.join('\n') });
        event = '';
        data = [];
      } else if (!line.startsWith(':')) {
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'id') id = value;
        else if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
      }
      newline = buffer.search(/\r\n|\r|\n/);
    }
  };
}
