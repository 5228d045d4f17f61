/**
 * The first line of a non-interactive stdin (without its line ending), read as soon as it
 * arrives: a caller piping a code in need not close the pipe. At end of input, whatever came.
 */
export function readStdinLine(stream: NodeJS.ReadableStream): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    let buffer = '';
    const finish = (line: string) => {
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.off('error', onError);
      stream.pause();
      resolve(line.replace(/\r$/, ''));
    };
    const onData = (chunk: Buffer | string) => {
      buffer += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
      const newline = buffer.indexOf('\n');
      if (newline >= 0) finish(buffer.slice(0, newline));
    };
    const onEnd = () => finish(buffer);
    const onError = (error: Error) => reject(error);
    stream.on('data', onData);
    stream.on('end', onEnd);
    stream.on('error', onError);
    stream.resume();
  });
}
