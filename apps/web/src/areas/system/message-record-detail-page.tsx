import { messagesResource } from '@careops/core/resources';
import { DetailPage } from '../../kit/detail/detail-page';
import { usePage } from '../../platform/shell/page-context';
import { AUDIT_ENTITY } from './audit-links';
import { MESSAGE_RECORDS_PATH } from './compose-path';
import { MessageRecipients } from './message-recipients';

/** /system/message/message-record/record-detail/:id: a message record, its recipients' delivery and its history. */
export function MessageRecordDetailPage() {
  const { params, active } = usePage();
  const id = Number(params.id);
  return (
    <div className="p-6">
      <DetailPage resource={messagesResource} id={id} active={active} backTo={MESSAGE_RECORDS_PATH} historyEntity={AUDIT_ENTITY.messages}>
        {() => <MessageRecipients recordId={id} />}
      </DetailPage>
    </div>
  );
}
