import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../client/types';
import type { CommandContext } from '../../commands/types';
import { t } from '../../i18n/translate';
import type { ResourceField } from '../types';
import { imageFieldValue } from './image-uploads';

const cover: ResourceField = { key: 'coverUploadId', arg: 'cover', label: 'catalogue.res.services.cover', kind: 'number', image: true };
const details: ResourceField = { ...cover, key: 'detailUploadIds', arg: 'detailImage', multiple: true };
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

function context(withFiles: boolean) {
  const upload = vi.fn(async () => ({ id: 40 + upload.mock.calls.length }));
  const ctx = {
    api: { upload } as unknown as ApiClient,
    channel: withFiles ? 'cli' : 'terminal',
    session: null,
    signOut: async () => {},
    ...(withFiles ? { readFileBlob: async (file: string) => ({ name: file, blob: new Blob([file.endsWith('.png') ? png : new Uint8Array([0x47, 0x49, 0x46])]) }) } : {}),
  } as CommandContext;
  return { ctx, upload };
}

describe('image arguments', () => {
  it('takes upload ids and none on every face, without uploading', async () => {
    const { ctx, upload } = context(false);
    expect(await imageFieldValue(ctx, cover, '12')).toBe(12);
    expect(await imageFieldValue(ctx, cover, 'none')).toBeNull();
    expect(await imageFieldValue(ctx, details, ['none'])).toEqual([]);
    expect(await imageFieldValue(ctx, details, ['3', '4'])).toEqual([3, 4]);
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses a file where the face cannot read files (the terminal panel), naming the flag', async () => {
    const { ctx } = context(false);
    await expect(imageFieldValue(ctx, cover, 'photo.png')).rejects.toThrow(t('resources.image.noFiles', { flag: '--cover' }));
  });

  it('checks every file before uploading any, then uploads them in order', async () => {
    const { ctx, upload } = context(true);
    await expect(imageFieldValue(ctx, details, ['a.png', 'b.gif'])).rejects.toThrow(t('resources.image.badFile', { file: 'b.gif', reason: t('catalogue.server.uploadType') }));
    expect(upload).not.toHaveBeenCalled();
    expect(await imageFieldValue(ctx, details, ['a.png', '7', 'c.png'])).toEqual([41, 7, 42]);
    expect(upload).toHaveBeenCalledTimes(2);
  });
});
