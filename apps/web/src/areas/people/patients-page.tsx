import { patientsResource } from '@careops/core/resources';
import { ListPage } from '../../kit/list/list-page';
import { usePage } from '../../platform/shell/page-context';

/**
 * /cover-service: patients with their ID number and phone masked; add (the ID-card rule
 * applies when the ID type is an ID card: the form checks the request with core's schema).
 */
export function PatientsPage() {
  const { active } = usePage();
  return (
    <div className="p-6">
      <ListPage resource={patientsResource} active={active} />
    </div>
  );
}
