/** What the catalogue's contract offers other packages (re-exported by contract/index.ts). */
export { type CsvRecord, forEachCsvRecord, parseCsv } from './catalogue-csv';
export type { CategoryDetail, CategorySummary } from './schemas/catalogue-categories';
export { CATALOGUE_PRICE_MAX_CENTS, type ImageRef } from './schemas/catalogue-common';
export {
  type ImportProblem,
  type ImportServicesResult,
  SERVICE_CSV_COLUMNS,
  SERVICE_IMPORT_MAX_BYTES,
  SERVICE_IMPORT_MAX_ROWS,
  type ServiceCsvColumn,
  type ServiceImportRow,
  serviceImportRowSchema,
} from './schemas/catalogue-imports';
export type { PackageBuyer, PackageDetail, PackageSummary } from './schemas/catalogue-packages';
export { addServiceRequest, type ServiceDetail, type ServiceSummary, serviceFields } from './schemas/catalogue-services';
export { type ImageType, imageTypeOf } from './image-type';
export { THUMBNAIL_SIZE, UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES, type UploadImageResult } from './schemas/catalogue-uploads';
