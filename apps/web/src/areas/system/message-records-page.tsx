import { t } from '@careops/core/i18n';
import { canOpenPath } from '@careops/core/permissions';
import { messagesResource } from '@careops/core/resources';
import { navigate } from 'wouter/use-browser-location';
import { ListPage } from '../../kit/list/list-page';
import { mayCall } from '../../kit/resource-api';
import { useConsole } from '../../platform/shell/console-context';
import { usePage } from '../../platform/shell/page-context';
import { COMPOSE_PATH } from './compose-path';

/** /system/message/message-record: messages sent to members, nurses and staff, with delivery counts. */
export function MessageRecordsPage() {
  const { permissions, permissionNodes } = useConsole();
  const { active } = usePage();
  const form = messagesResource.create;
  const canCompose = form !== undefined && mayCall(permissions, form.endpoint) && canOpenPath(permissionNodes, COMPOSE_PATH);
  return (
    <div className="p-6">
      <ListPage
        resource={messagesResource}
        active={active}
        addInDialog={false}
        toolbar={
          canCompose && (
            <a
              href={COMPOSE_PATH}
              className="btn-primary"
              onClick={(e) => {
                e.preventDefault();
                navigate(COMPOSE_PATH);
              }}
              data-testid="compose-link"
            >
              {t('resources.messages.send')}
            </a>
          )
        }
      />
    </div>
  );
}
