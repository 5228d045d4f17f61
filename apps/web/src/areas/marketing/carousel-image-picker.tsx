import { endpointRoutes, UPLOAD_IMAGE_TYPES, type UploadImageResult } from '@careops/core/contract';
import { messageOf } from '@careops/core/client';
import { t } from '@careops/core/i18n';
import { useState } from 'react';
import { useConsole } from '../../platform/shell/console-context';
import { toast } from '../../ui/toast-store';

/**
 * A file picker that sends the chosen image through the shared upload (the server checks the
 * type from the bytes and the size) and hands its id on. Keyboard: the label is a button-like
 * focusable control; Enter or Space opens the file chooser.
 */
export function CarouselImagePicker({ label, onUploaded, testId }: { label: string; onUploaded(image: UploadImageResult, fileName: string): Promise<void>; testId: string }) {
  const { api } = useConsole();
  const [busy, setBusy] = useState(false);
  const upload = async (file: File) => {
    setBusy(true);
    try {
      const form = new FormData();
      form.append('file', file, file.name);
      const image = await api.upload<UploadImageResult>(endpointRoutes.uploadImage.path, form);
      await onUploaded(image, file.name);
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <label className="btn-primary cursor-pointer focus-within:ring-2">
      {busy ? t('marketing.page.uploading') : label}
      <input
        type="file"
        accept={UPLOAD_IMAGE_TYPES.join(',')}
        className="sr-only"
        disabled={busy}
        data-testid={testId}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void upload(file);
        }}
      />
    </label>
  );
}
