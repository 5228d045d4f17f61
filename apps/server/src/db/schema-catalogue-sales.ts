import type { Generated } from 'kysely';
import type { EntityColumns } from './schema';

/** Tables of migration 0012 (releases, agreements, questionnaires, surveys); see it for the codes. */

export interface ProductReleasesTable extends EntityColumns {
  studio_id: number;
  service_id: number | null;
  package_id: number | null;
  price_cents: number;
  starts_at: number;
  ends_at: number | null;
  /** 1 on sale, 0 withdrawn. */
  status: Generated<number>;
  note: Generated<string>;
  created_by: number | null;
}

export interface AgreementsTable extends EntityColumns {
  name: string;
  draft: Generated<string>;
  status: Generated<number>;
}

export interface AgreementVersionsTable {
  id: Generated<number>;
  agreement_id: number;
  number: number;
  content: string;
  published_at: number;
  published_by: number | null;
}

export interface AgreementConsentsTable {
  id: Generated<number>;
  member_id: number;
  agreement_version_id: number;
  order_id: number | null;
  accepted_at: number;
  recorded_by: number | null;
}

export interface QuestionnairesTable extends EntityColumns {
  name: string;
  type: string;
  description: Generated<string>;
  status: Generated<number>;
}

export interface SurveysTable extends EntityColumns {
  order_id: number;
  questionnaire_id: number;
  studio_id: number;
  member_id: number;
  /** Core's survey status, −1…3. */
  status: number;
  due_at: number;
  answered_at: number | null;
}

export interface CatalogueSalesTables {
  product_releases: ProductReleasesTable;
  agreements: AgreementsTable;
  agreement_versions: AgreementVersionsTable;
  agreement_consents: AgreementConsentsTable;
  questionnaires: QuestionnairesTable;
  surveys: SurveysTable;
}
