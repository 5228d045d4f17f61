/**
 * The idempotency key a grant request stands for when the caller names none: the same coupon,
 * source and recipients give the same key, so running the same command line again answers the
 * grant it made and changes nothing (docs/marketing.md). Two 32-bit FNV-1a hashes with
 * different seeds, enough to tell apart the grants of one coupon.
 */
function fnv1a(text: string, seed: number): string {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

export function grantKeyOf(body: Record<string, unknown>): string {
  const canonical = JSON.stringify(Object.keys(body).sort().map((k) => [k, body[k]]));
  return `grant-${String(body.couponId)}-${fnv1a(canonical, 0x811c9dc5)}${fnv1a(canonical, 0x01234567)}`;
}
