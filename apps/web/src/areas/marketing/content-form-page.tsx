import type { ResourceDescriptor } from '@careops/core/resources';
import { FormDialog } from '../../kit/form/form-dialog';
import { useConsole } from '../../platform/shell/console-context';

const idOf = (answer: unknown) => (typeof answer === 'object' && answer !== null && typeof (answer as { id?: unknown }).id === 'number' ? (answer as { id: number }).id : undefined);

export interface ContentFormPageProps {
  resource: ResourceDescriptor;
  /** The record to edit; undefined: a new one. */
  id: number | undefined;
  /** Where cancelling goes. */
  back: string;
  /** The record's page once saved. */
  saved(id: number): string;
}

/** A carousel slide's or a promotion's form as a page of its own: the descriptor's fields; saving opens the record. */
export function ContentFormPage({ resource, id, back, saved }: ContentFormPageProps) {
  const { navigate } = useConsole();
  return (
    <div className="p-6">
      <FormDialog
        resource={resource}
        mode={id === undefined ? 'create' : 'update'}
        recordId={id}
        open
        onOpenChange={(open) => {
          if (!open) navigate(back);
        }}
        onSaved={(answer) => {
          const savedId = idOf(answer) ?? id;
          navigate(savedId === undefined ? back : saved(savedId));
        }}
      />
    </div>
  );
}
