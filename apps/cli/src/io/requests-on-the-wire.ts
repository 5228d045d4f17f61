const nextCheckPhase = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Resolves once the requests just made are on the wire. A request's socket connects in the event
 * loop's poll phase, and only then is the request written; synchronous work started before that
 * (loading modules) would hold it back, and the server's answer with it. Two check phases of the
 * loop have a poll phase between them.
 */
export async function requestsOnTheWire(): Promise<void> {
  await nextCheckPhase();
  await nextCheckPhase();
}
