/**
 * The catalogue's fixed values as plain constants (no zod): commands and pages import them
 * without pulling the schemas in.
 */

/** The import file's columns, in the order `services export` writes them. */
export const SERVICE_CSV_COLUMNS = ['name', 'category', 'price', 'durationMinutes', 'requiredTitle', 'producesWaste', 'onShelf', 'consumablePackId', 'description'] as const;
export type ServiceCsvColumn = (typeof SERVICE_CSV_COLUMNS)[number];

/** At most this many rows per file (the request may carry up to 16 MiB of CSV). */
export const SERVICE_IMPORT_MAX_ROWS = 50_000;
export const SERVICE_IMPORT_MAX_BYTES = 16 * 1024 * 1024;

/** What `importServices` answers (its schema is in catalogue-imports.ts). */
export interface ImportServicesAnswer {
  rows: number;
  created: number;
  dryRun: boolean;
  problems: Array<{ line: number; field: string; message: string }>;
  moreProblems: number;
}

/** Image uploads (catalogue-uploads.ts): at most this many bytes, of these types. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Longest side of a list thumbnail, in pixels. */
export const THUMBNAIL_SIZE = 320;
