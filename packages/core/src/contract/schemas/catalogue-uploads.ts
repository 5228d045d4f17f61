import * as z from 'zod';
import { imageRefSchema } from './catalogue-common';

/**
 * Image uploads: one multipart file field `file` (JPEG, PNG or WebP, known from the file's bytes,
 * at most UPLOAD_MAX_BYTES). The answer names where the image and its list thumbnail are served.
 */
export { THUMBNAIL_SIZE, UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES } from './catalogue-values';

/** The multipart body is read by the handler; nothing else is sent. */
export const uploadImageRequest = z.object({}).passthrough();
export const uploadImageResult = imageRefSchema.extend({ contentType: z.string(), byteSize: z.number() });
export type UploadImageResult = z.infer<typeof uploadImageResult>;
