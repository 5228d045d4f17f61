import * as z from 'zod';
import { t } from '../../i18n/translate';
import { EXPORT_FORMATS } from '../export-formats';

/** A streamed export's `format` (required, so a bare URL is refused with 101 before anything is streamed). */
export const exportFormatField = z.enum(EXPORT_FORMATS, { error: t('ordersExport.contract.format', { formats: EXPORT_FORMATS.join(', ') }) });

/** The answer of a streamed endpoint: a file (CSV, XLSX, NDJSON) with its own content type, not an envelope. */
export interface StreamedFile {
  readonly streamed: true;
}
export const streamedFileResponse = z.custom<StreamedFile>(() => true);
