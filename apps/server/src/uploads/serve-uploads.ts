import multipart from '@fastify/multipart';
import { t } from '@careops/core/i18n';
import { UPLOAD_MAX_BYTES } from '@careops/core/contract';
import type { FastifyInstance } from 'fastify';
import { contentTypeOfKey } from './image-type';
import { UPLOADS_PATH } from './upload-refs';
import { isStorageKey, type UploadStorage } from './upload-storage';

/**
 * Multipart bodies (the upload endpoint reads its file itself; other endpoints see no body and
 * say which fields are missing), and GET /uploads/:key serving stored images with their content
 * type and `nosniff`. Catalogue images are public product pictures, like the demo photos:
 * their keys are random, so nothing can be listed or guessed.
 */
export async function installUploads(app: FastifyInstance, storage: UploadStorage): Promise<void> {
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 11 } });
  app.get<{ Params: { key: string } }>(`${UPLOADS_PATH}/:key`, async (request, reply) => {
    const key = request.params.key;
    const bytes = isStorageKey(key) ? await storage.get(key) : null;
    if (!bytes) {
      const message = t('error.notFound', { what: key.slice(0, 80) });
      return reply.code(404).type('application/json; charset=utf-8').send({ resultcode: 102, msg: message, message });
    }
    return reply
      .type(contentTypeOfKey(key))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'")
      .send(bytes);
  });
}
