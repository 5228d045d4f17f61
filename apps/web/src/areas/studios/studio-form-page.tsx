import { routes } from '@careops/core/permissions';
import { studiosResource } from '@careops/core/resources';
import { FormDialog } from '../../kit/form/form-dialog';
import { useConsole } from '../../platform/shell/console-context';
import { usePage } from '../../platform/shell/page-context';

const idOf = (answer: unknown) => (typeof answer === 'object' && answer !== null && typeof (answer as { id?: unknown }).id === 'number' ? (answer as { id: number }).id : undefined);

/**
 * /studio/edit-studio and /studio/update-studio/:id: one form (the descriptor's fields) for a
 * new nursing center and an edit; saving opens the studio's page, cancelling goes back.
 */
export function StudioFormPage() {
  const { params } = usePage();
  const { navigate } = useConsole();
  const id = params.id === undefined ? undefined : Number(params.id);
  const mode = id === undefined ? 'create' : 'update';
  const back = id === undefined ? routes.studioList.path({}) : routes.studioDetail.path({ id });
  return (
    <div className="p-6">
      <FormDialog
        resource={studiosResource}
        mode={mode}
        recordId={id}
        open
        onOpenChange={(open) => {
          if (!open) navigate(back);
        }}
        onSaved={(answer) => {
          const saved = idOf(answer) ?? id;
          navigate(saved === undefined ? back : routes.studioDetail.path({ id: saved }));
        }}
      />
    </div>
  );
}
