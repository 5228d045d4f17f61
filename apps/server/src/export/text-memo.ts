/** Memoizes a text transformation (escaping) of values that repeat; bounded (cleared when full). */
export function memoized(transform: (text: string) => string, limit = 50_000): (text: string) => string {
  const memo = new Map<string, string>();
  return (text) => {
    let done = memo.get(text);
    if (done === undefined) {
      if (memo.size >= limit) memo.clear();
      done = transform(text);
      memo.set(text, done);
    }
    return done;
  };
}
