import type { RecordTypeOf, ResourceDescriptor } from '@careops/core/resources';
import type { ReactNode } from 'react';
import { usePage } from '../platform/shell/page-context';
import { DetailPage, type DetailContext } from './detail/detail-page';
import { ListPage, type ListPageProps } from './list/list-page';
import { withoutParams } from './detail/record-link';

/** The query parameter naming the record a list page shows in its place (`/system/user?id=5`). */
export const RECORD_PARAM = 'id';

export interface ResourcePageProps<D extends ResourceDescriptor = ResourceDescriptor> extends Pick<ListPageProps, 'heading' | 'toolbar' | 'keep' | 'rowTone' | 'exportControls'> {
  /** A typed descriptor (`ResourceOf<…>`) gives `detail` its record type. */
  resource: D;
  /** The records' audit entity, for their history. */
  historyEntity?: string;
  /** Sections of the record's page under its fields. */
  detail?(context: DetailContext<RecordTypeOf<D>>): ReactNode;
}

/**
 * A resource whose records open within its list page (the descriptor's `path` is the list's
 * path with `?id=`): the list, or the record with the list kept (hidden) underneath, so going
 * back finds the same filters, page and cursor.
 */
export function ResourcePage<D extends ResourceDescriptor>({ resource, historyEntity, detail, ...list }: ResourcePageProps<D>) {
  const { path, search, active } = usePage();
  const raw = new URLSearchParams(search).get(RECORD_PARAM);
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const backTo = withoutParams(path, search, [RECORD_PARAM]);
  return (
    <>
      <div hidden={id !== null}>
        <ListPage resource={resource} active={active && id === null} {...list} />
      </div>
      {id !== null && (
        <DetailPage key={id} resource={resource} id={id} active={active} backTo={backTo} {...(historyEntity ? { historyEntity } : {})}>
          {detail}
        </DetailPage>
      )}
    </>
  );
}
