import { endpointRoutes, UPLOAD_IMAGE_TYPES, type UploadImageResult } from '@careops/core/contract';
import { messageOf } from '@careops/core/client';
import { t } from '@careops/core/i18n';
import { useState } from 'react';
import { useConsole } from '../../platform/shell/console-context';
import { toast } from '../../ui/toast-store';

/**
 * The invoice's file: shown once issued; while pending, a picker sends a scan through the shared
 * upload and names the file id the Issue action takes. Keyboard: the picker is a focusable label.
 */
export function InvoiceFileSection({ fileUrl, pending }: { fileUrl: string; pending: boolean }) {
  const { api, permissions } = useConsole();
  const [uploaded, setUploaded] = useState<UploadImageResult | null>(null);
  const [busy, setBusy] = useState(false);
  const upload = async (file: File) => {
    setBusy(true);
    try {
      const form = new FormData();
      form.append('file', file, file.name);
      setUploaded(await api.upload<UploadImageResult>(endpointRoutes.uploadInvoiceFile.path, form));
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="space-y-2" data-testid="invoice-file">
      <h2 className="text-sm font-semibold text-gray-700">{t('invoices.col.file')}</h2>
      {fileUrl ? (
        <a href={fileUrl} target="_blank" rel="noreferrer" className="link" data-testid="invoice-file-link">
          {t('invoices.page.openFile')}
        </a>
      ) : (
        <p className="text-sm text-gray-500">{t('invoices.page.noFile')}</p>
      )}
      {pending && permissions.has('invoiceManage.issue') && (
        <div className="flex items-center gap-3">
          <label className="btn-secondary cursor-pointer focus-within:ring-2">
            {busy ? t('invoices.page.uploading') : t('invoices.page.upload')}
            <input
              type="file"
              accept={UPLOAD_IMAGE_TYPES.join(',')}
              className="sr-only"
              disabled={busy}
              data-testid="invoice-file-input"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) void upload(file);
              }}
            />
          </label>
          {uploaded && (
            <span className="text-sm" data-testid="invoice-file-uploaded">
              {t('invoices.page.uploaded', { id: uploaded.id })}
            </span>
          )}
        </div>
      )}
    </section>
  );
}
