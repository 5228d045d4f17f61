import { createHash, randomBytes } from 'node:crypto';
import { t } from '@careops/core/i18n';
import { THUMBNAIL_SIZE, UPLOAD_MAX_BYTES } from '@careops/core/contract';
import sharp from 'sharp';
import type { Handler } from '../http/handler-types';
import { invalidField } from '../catalogue/catalogue-access';
import { sniffImageType } from './image-type';
import { uploadUrl } from './upload-refs';
import { diskStorage, type UploadStorage } from './upload-storage';

/**
 * uploadImage: one multipart file (field `file`). The type comes from the bytes (JPEG, PNG,
 * WebP), the image must decode, and the size is capped while reading. The original and a
 * WebP thumbnail are stored, then the row written; when anything fails, both files are removed,
 * so a refused upload leaves nothing behind.
 */

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);
const tooLarge = () => invalidField('file', t('catalogue.server.uploadTooLarge', { max: megabytes(UPLOAD_MAX_BYTES) }));

async function readFile(ctx: Parameters<Handler<'uploadImage'>>[0]) {
  if (!ctx.request.isMultipart()) throw invalidField('file', t('catalogue.server.uploadNotMultipart'));
  let part;
  try {
    part = await ctx.request.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
  } catch {
    throw invalidField('file', t('catalogue.server.uploadNoFile'));
  }
  if (!part || part.fieldname !== 'file') throw invalidField('file', t('catalogue.server.uploadNoFile'));
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw invalidField('file', t('catalogue.server.uploadNoFile'));
  }
  if (part.file.truncated) throw tooLarge();
  return { bytes, name: part.filename.slice(0, 200) };
}

/** The storage of the server's data directory (one per directory). */
const storages = new Map<string, UploadStorage>();
export function storageOf(dataDir: string): UploadStorage {
  let storage = storages.get(dataDir);
  if (!storage) storages.set(dataDir, (storage = diskStorage(dataDir)));
  return storage;
}

export const uploadImage: Handler<'uploadImage'> = async (ctx) => {
    const storage = storageOf(ctx.services.config.dataDir);
    const { bytes, name } = await readFile(ctx);
    if (bytes.length === 0) throw invalidField('file', t('catalogue.server.uploadEmpty'));
    const type = sniffImageType(bytes);
    if (!type) throw invalidField('file', t('catalogue.server.uploadType'));
    let width: number;
    let height: number;
    let thumbnail: Buffer;
    try {
      const image = sharp(bytes, { failOn: 'error', limitInputPixels: 40_000_000 });
      const meta = await image.metadata();
      width = meta.width ?? 0;
      height = meta.height ?? 0;
      thumbnail = await sharp(bytes, { failOn: 'error', limitInputPixels: 40_000_000 }).rotate().resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
    } catch {
      throw invalidField('file', t('catalogue.server.uploadUnreadable'));
    }
    if (!width || !height) throw invalidField('file', t('catalogue.server.uploadUnreadable'));
    const base = randomBytes(16).toString('hex');
    const key = `${base}.${type.extension}`;
    const thumbnailKey = `${base}-thumb.webp`;
    const now = Date.now();
    try {
      await storage.put(key, bytes);
      await storage.put(thumbnailKey, thumbnail);
      return await ctx.mutate(async (trx, audit) => {
        const row = await trx
          .insertInto('uploads')
          .values({
            created_at: now,
            storage_key: key,
            thumbnail_key: thumbnailKey,
            content_type: type.contentType,
            byte_size: bytes.length,
            width,
            height,
            original_name: name,
            sha256: createHash('sha256').update(bytes).digest('hex'),
            uploaded_by: ctx.signedIn().userId,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await audit({ action: 'upload.image', entity: 'upload', entityId: row.id, after: { contentType: type.contentType, byteSize: bytes.length, width, height, name } });
        return { id: row.id, url: uploadUrl(key), thumbnailUrl: uploadUrl(thumbnailKey), width, height, contentType: type.contentType, byteSize: bytes.length };
      });
    } catch (error) {
      await Promise.all([storage.remove(key), storage.remove(thumbnailKey)]);
      throw error;
    }
};
