import type { CommandContext } from '../../commands/types';
import { flagName } from '../../commands/arg-specs';
import type { WebBlob, WebFormData } from '../../client/types';
import { runtime } from '../../client/web-globals';
import { CareOpsError } from '../../contract/careops-error';
import { endpointRoutes } from '../../contract/endpoint-routes';
import { imageTypeOf } from '../../contract/image-type';
import { UPLOAD_MAX_BYTES } from '../../contract/schemas/catalogue-values';
import { t } from '../../i18n/translate';
import type { ResourceField } from '../types';
import { isRecord } from './call-endpoint';

/**
 * The command line's image arguments (`--cover FILE`, `--detail-image FILE…`): each value is an
 * image file to upload, an upload's id (digits), or `none` (no image). Every file is checked
 * (readable, not empty, at most UPLOAD_MAX_BYTES, JPEG/PNG/WebP from its first bytes) before
 * any is sent, so a bad file uploads nothing; the server checks each again on arrival.
 */

const NONE = 'none';
const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

type Picked = { kind: 'id'; id: number } | { kind: 'file'; path: string };

function refused(field: ResourceField, flag: string, message: string): CareOpsError {
  return new CareOpsError('invalidInput', message, { field: field.key, details: { flag } });
}

/** A file's problem as an upload would answer it, or null when the file may be sent. */
async function problemOf(blob: WebBlob): Promise<string | null> {
  if (blob.size === 0) return t('catalogue.server.uploadEmpty');
  if (blob.size > UPLOAD_MAX_BYTES) return t('catalogue.server.uploadTooLarge', { max: megabytes(UPLOAD_MAX_BYTES) });
  const head = new Uint8Array(await blob.arrayBuffer()).subarray(0, 16);
  return imageTypeOf(head) ? null : t('catalogue.server.uploadType');
}

/**
 * The upload ids of an image field's values: ids as given, files checked all first, then
 * uploaded one by one in order. A single field answers one id or null (`none`); a `multiple`
 * one an array (empty for `none`).
 */
export async function imageFieldValue(ctx: CommandContext, field: ResourceField, given: unknown): Promise<number | null | number[]> {
  const flag = `--${flagName(field.arg ?? field.key)}`;
  const values = (Array.isArray(given) ? given : [given]).map((v) => String(v).trim());
  if (values.length === 1 && values[0]?.toLowerCase() === NONE) return field.multiple ? [] : null;
  const picked: Picked[] = values.map((v) => (/^\d+$/.test(v) ? { kind: 'id', id: Number(v) } : { kind: 'file', path: v }));
  const files = picked.filter((p): p is Extract<Picked, { kind: 'file' }> => p.kind === 'file');
  const readFile = ctx.readFileBlob;
  if (files.length && !readFile) throw refused(field, flag, t('resources.image.noFiles', { flag }));
  const blobs = new Map<string, { name: string; blob: WebBlob }>();
  for (const file of files) {
    if (!readFile) break;
    const read = await readFile(file.path);
    const problem = await problemOf(read.blob);
    if (problem) throw refused(field, flag, t('resources.image.badFile', { file: file.path, reason: problem }));
    blobs.set(file.path, read);
  }
  const ids: number[] = [];
  for (const p of picked) {
    if (p.kind === 'id') {
      ids.push(p.id);
      continue;
    }
    const read = blobs.get(p.path);
    if (!read) continue;
    const form = new runtime.FormData();
    form.append('file', read.blob, read.name);
    const answer = await ctx.api.upload(endpointRoutes.uploadImage.path, form as WebFormData);
    if (!isRecord(answer) || typeof answer.id !== 'number') throw new CareOpsError('internal', t('error.wrongResponse'));
    ctx.notice?.(t('resources.image.uploaded', { file: p.path, id: answer.id }));
    ids.push(answer.id);
  }
  return field.multiple ? ids : (ids[0] ?? null);
}
