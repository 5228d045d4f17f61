import type { Generated } from 'kysely';

/** Tables of migration 0011 beyond the catalogue columns of 0003 (see it for the meaning). */

export interface UploadsTable {
  id: Generated<number>;
  created_at: number;
  storage_key: string;
  thumbnail_key: string;
  content_type: string;
  byte_size: number;
  width: number;
  height: number;
  original_name: Generated<string>;
  sha256: string;
  uploaded_by: number | null;
}

export interface CatalogueTables {
  uploads: UploadsTable;
}
