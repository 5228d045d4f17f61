import { imageTypeOf, type ImageType } from '@careops/core/contract';

export type { ImageType };

/** The image type a file's first bytes announce (JPEG, PNG or WebP), whatever its name or header say (core's rule, which `careops` checks too). */
export function sniffImageType(bytes: Buffer): ImageType | undefined {
  return imageTypeOf(bytes);
}

/** The content type a stored key is served with, from its extension (which the server chose). */
export function contentTypeOfKey(key: string): string {
  if (key.endsWith('.jpg')) return 'image/jpeg';
  if (key.endsWith('.png')) return 'image/png';
  return 'image/webp';
}
