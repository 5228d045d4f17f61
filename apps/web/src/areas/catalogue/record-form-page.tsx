import type { ResourceDescriptor } from '@careops/core/resources';
import { FormDialog } from '../../kit/form/form-dialog';
import { useConsole } from '../../platform/shell/console-context';
import { usePage } from '../../platform/shell/page-context';

const idOf = (answer: unknown) => (typeof answer === 'object' && answer !== null && typeof (answer as { id?: unknown }).id === 'number' ? (answer as { id: number }).id : undefined);

export interface RecordFormPageProps {
  resource: ResourceDescriptor;
  /** Where cancelling goes (the list, or the record's page when editing). */
  back(id: number | undefined): string;
  /** The record's page once saved. */
  saved(id: number): string;
}

/** A create or edit form as a page of its own (`/edit-…`, `/update-…/:id`): the descriptor's fields; saving opens the record. */
export function RecordFormPage({ resource, back, saved }: RecordFormPageProps) {
  const { params } = usePage();
  const { navigate } = useConsole();
  const id = params.id === undefined ? undefined : Number(params.id);
  return (
    <div className="p-6">
      <FormDialog
        resource={resource}
        mode={id === undefined ? 'create' : 'update'}
        recordId={id}
        open
        onOpenChange={(open) => {
          if (!open) navigate(back(id));
        }}
        onSaved={(answer) => {
          const savedId = idOf(answer) ?? id;
          navigate(savedId === undefined ? back(id) : saved(savedId));
        }}
      />
    </div>
  );
}
