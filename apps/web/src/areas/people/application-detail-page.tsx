import { nurseApplicationsResource } from '@careops/core/resources';
import { DetailPage } from '../../kit/detail/detail-page';
import { usePage } from '../../platform/shell/page-context';
import { DocumentGallery } from './documents/document-gallery';
import { nurseDocuments } from './documents/documents';
import { RecordSection } from './record-section';
import { applicationColumns, applicationPath } from './related-columns';

type Row = Record<string, unknown>;
const rowsOf = (value: unknown): Row[] => (Array.isArray(value) ? value.filter((v): v is Row => typeof v === 'object' && v !== null) : []);

/**
 * /nurse-examine-det/:id: an application with the applicant's profile, the six documents in
 * the image viewer, the earlier attempts, and approve / reject with a reason.
 */
export function ApplicationDetailPage() {
  const { params, active } = usePage();
  return (
    <div className="p-6">
      <DetailPage resource={nurseApplicationsResource} id={Number(params.id)} active={active} backTo={nurseApplicationsResource.route ?? '/nurse-examine'} historyEntity="nurse_application">
        {({ record }) => (
          <div className="space-y-6">
            <DocumentGallery documents={nurseDocuments(record)} />
            <RecordSection id="history" title="people.ui.application.history" columns={applicationColumns} rows={rowsOf(record.history)} pathOf={applicationPath} />
          </div>
        )}
      </DetailPage>
    </div>
  );
}
