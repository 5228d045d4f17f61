import { membersResource } from '@careops/core/resources';
import { ListPage } from '../../kit/list/list-page';
import { usePage } from '../../platform/shell/page-context';

/** /member-management: members by phone, nickname, registration and status; enable/disable (also in bulk). */
export function MembersPage() {
  const { active } = usePage();
  return (
    <div className="p-6">
      <ListPage resource={membersResource} active={active} />
    </div>
  );
}
