import type { EndpointName, ResponseOf } from '../contract/endpoints';
import type { Enumeration } from '../enums/enumeration';
import type { MessageKey } from '../i18n/en';

/**
 * Resource descriptors: one plain-data description of a business resource (its list, record,
 * forms and actions) that every face reads. `commandsFromResource` turns one into registry
 * commands (palette, terminal panel, `careops`); the web's ListPage, DetailPage and FormDialog
 * render the same object. Texts are catalogue keys, read with `t()` when shown, so a language
 * change needs no rebuild.
 */

/** A record as JSON, read by key: what a descriptor's endpoints answer. */
export type Row = Record<string, unknown>;

type Depths = [never, 0, 1, 2];
type SubPath<V, K extends string, D extends number> = V extends readonly unknown[] ? never : V extends object ? `${K}.${FieldPath<V, D>}` : never;

/**
 * The dotted paths to a record type's values (`'name'`, `'nurse.name'`; arrays are leaves):
 * the keys a column may name. Any string for an untyped record.
 */
export type FieldPath<T, D extends number = 3> = string extends keyof T
  ? string
  : [D] extends [never]
    ? never
    : { [K in keyof T & string]: K | SubPath<NonNullable<T[K]>, K, Depths[D]> }[keyof T & string];

/** A top-level key of a record type. Any string for an untyped record. */
export type FieldKey<T> = string extends keyof T ? string : keyof T & string;

/** A key both the list's rows and the record have (an action reads it from either). */
export type SharedKey<TRow, TRecord> = FieldKey<TRow> & FieldKey<TRecord>;

/** The rows of a list endpoint's answer (`{ list: [...] }`). */
export type ListRowOf<N extends EndpointName> = ResponseOf<N> extends { list: ReadonlyArray<infer R> } ? R : never;

/** The record a record endpoint answers, or the one under `K` when the answer wraps it. */
export type RecordOf<N extends EndpointName, K extends string = never> = [K] extends [never] ? ResponseOf<N> : ResponseOf<N> extends { [P in K]: infer R } ? NonNullable<R> : never;

/** Where the choices of an enum filter or field come from. */
export type OptionSource =
  /** A core enumeration: values with catalogue labels and kebab-case slugs for the CLI. */
  | { kind: 'enumeration'; enumeration: Enumeration<number | string> }
  /**
   * A lookup endpoint answering an array of records, or `{ [listKey]: array }`; records with a
   * `children` array (a tree) are flattened.
   */
  | { kind: 'endpoint'; endpoint: EndpointName; valueKey: string; labelKey: string; listKey?: string; request?: Record<string, string | number> };

/** 'boolean' filters take yes/no; 'date-range' filters two bounds sent as epoch milliseconds. */
export type FilterKind = 'text' | 'enum' | 'number' | 'boolean' | 'date-range';

export interface ResourceFilter {
  /** Request key of the filter. Date ranges: a name for the pair (see `range`). */
  key: string;
  /** The command-line name when it differs from `key` (`role` for `roleId`: `--role`). */
  arg?: string;
  label: MessageKey;
  kind: FilterKind;
  /** Choices of an enum filter. */
  options?: OptionSource;
  /** Request keys of a date range's bounds; the CLI flags are `--<from>` and `--<to>`. */
  range?: { from: string; to: string };
}

/** How a value is shown in a table cell or a detail field (see `formatValue`). */
export type ValueFormat =
  | 'text'
  | 'number'
  | 'money'
  /** Integer cents (the contract's `…Cents` fields), shown as money: 1234 → 12.34. */
  | 'cents'
  | 'percent'
  | 'date'
  | 'relative'
  | 'enum'
  | 'boolean'
  /** Already masked by the server (139****5678); the full value is a separate, audited read. */
  | 'masked'
  /** An array of records or strings, shown as their labels joined with ", ". */
  | 'names'
  /** Any JSON value (before/after of an audit row), shown compactly. */
  | 'json'
  /** An image's address (a list thumbnail): the web shows the picture, text faces yes or no. */
  | 'image';

export interface ResourceColumn {
  /** Key of the value in the row; a dotted path reaches into nested objects ('operator.name'). */
  key: string;
  title: MessageKey;
  /** Defaults to 'text'. */
  format?: ValueFormat;
  /** Labels of an 'enum' column. */
  enumeration?: Enumeration<number | string>;
  /** 'names': key of each item's label (default 'name'). */
  itemLabel?: string;
  /** Left out of the default column set (the web lets people show it; the CLI prints it with --json). */
  hidden?: boolean;
}

export interface ResourceSort {
  /** Row keys the list may be sorted by (the server whitelists the same). */
  keys: string[];
  default: { key: string; order: 'asc' | 'desc' };
}

export interface ResourceList {
  endpoint: EndpointName;
  filters: ResourceFilter[];
  columns: ResourceColumn[];
  sort?: ResourceSort;
  /** Page sizes offered (the first page size is not necessarily the default). */
  pageSizes: number[];
  defaultLimit: number;
}

export interface ResourceRecord {
  endpoint: EndpointName;
  /** Request key carrying the id, e.g. 'userId'. */
  idKey: string;
  /** Key of the record in the answer when the answer wraps it (e.g. 'user'); else the answer is the record. */
  recordKey?: string;
  /** Fields shown on the detail page and by `view`. */
  fields: ResourceColumn[];
}

/** 'tree': several values picked in a tree (permission nodes); 'boolean' is yes/no on the CLI. */
export type FieldKind = 'text' | 'textarea' | 'number' | 'enum' | 'tree' | 'boolean' | 'password';

export interface ResourceField {
  /** Request key. */
  key: string;
  /** The command-line name when it differs from `key` (`roles` for `roleIds`: `--roles`). */
  arg?: string;
  label: MessageKey;
  kind: FieldKind;
  required?: boolean;
  /** Never echoed, printed or accepted as a command-line argument (CLI: prompt or --<key>-stdin). */
  secret?: boolean;
  /** An enum field taking several values (an array). */
  multiple?: boolean;
  options?: OptionSource;
  /** Where an edit form reads the current value in the record, when not at `key` ('roles' for roleIds). */
  recordKey?: string;
  /** With `recordKey` naming an array of records: the key of each item's value (e.g. 'id'). */
  recordItemKey?: string;
  /** Shown only when creating. */
  createOnly?: boolean;
  /** One line of help beside the input (and in `--help`). */
  help?: MessageKey;
  /**
   * The value is an uploaded image's id (several with `multiple`): the command line takes an
   * image file to upload or an upload's id (`none` clears it); web forms leave the field out
   * (the record's page uploads with a file picker).
   */
  image?: boolean;
}

export interface ResourceForm {
  endpoint: EndpointName;
  fields: ResourceField[];
  /** CLI verb; defaults: 'add' for create, 'edit' for update. */
  cli?: string;
  /** Title of the form and its command; defaults to "add <record>" / "edit <record>". */
  title?: MessageKey;
}

export interface ResourceUpdate extends ResourceForm {
  /** Request key carrying the id. */
  idKey: string;
  /** Request key of the optimistic-concurrency version (read from the record when not given). */
  versionKey?: string;
}

export interface ResourceAction {
  /** Unique within the resource, e.g. 'disable'; the command id is `<resource>.<id>`. */
  id: string;
  /** CLI verb, e.g. 'disable' or 'reset-password'. */
  cli: string;
  title: MessageKey;
  endpoint: EndpointName;
  /** Request key carrying the record id. */
  idKey: string;
  /** Fixed request values, e.g. `{ status: 0 }`. */
  body?: Record<string, string | number | boolean>;
  /** Request key of the record's version, when the endpoint wants it (the record's `version`). */
  versionKey?: string;
  /** Values the user gives (a reason, a new password). */
  fields?: ResourceField[];
  /** Question asked before running; params `{count}` and `{names}`. */
  confirm?: MessageKey;
  /** Per-item message on success; param `{name}`. */
  done: MessageKey;
  /** Permission code; defaults to the endpoint's. */
  permission?: string;
  /** Runs on many records at once: the server is called once per id, each with its own result. */
  bulk?: boolean;
  /**
   * A value of the answer to show once (a generated password, a full phone number); null in the
   * answer: nothing to show. `field`: the record field (column key) it shows in full, when that
   * is not `body.field` (e.g. 'member.phone' for `{ field: 'memberPhone' }`).
   */
  reveals?: { key: string; label: MessageKey; field?: string };
  /**
   * The action applies only to records whose `key` is one of `values` (the web hides the
   * button; the CLI reports the record unchanged without calling the server).
   */
  appliesWhen?: { key: string; values: Array<string | number> };
  /** Per-item message for a record the action does not apply to; params `{name}` and `{state}` (the `appliesWhen` value as shown). */
  notApplicable?: MessageKey;
  /**
   * A record in another state is refused (a failed item, as the server would refuse it) rather
   * than reported unchanged; the web offers the action on a selection only when it applies to
   * every selected record (lifecycle transitions: an order's review, cancel…).
   */
  appliesStrictly?: boolean;
  /** Key binding of the action on the open record or the selection in the web console (e.g. 'a'). */
  shortcut?: string;
  /** Marks a destructive action (red button on the web). */
  danger?: boolean;
  /**
   * A bulk action the server also takes in batches: the ids go to this endpoint in chunks of
   * `size` (`{ [idsKey]: ids, ...body, ...values, dryRun }`, answered `{ items: [{ id, ok,
   * message }] }`) instead of one call per id; a dry run is the server's. `endpoint` stays the
   * single-record call (a record page, review mode).
   */
  batch?: ResourceBatch;
}

/** How a bulk action reaches a batch endpoint (see `ResourceAction.batch`). */
export interface ResourceBatch {
  endpoint: EndpointName;
  /** Request key of the ids (default 'ids'). */
  idsKey?: string;
  /** Ids per call (the server's limit or less); progress is reported per chunk. */
  size: number;
}

export interface ResourceDescriptor {
  /** Stable id and command id prefix, e.g. 'users'. */
  id: string;
  /** The CLI noun: `careops <cli> list`; several words separated by a space ('reviews nurses'). */
  cli: string;
  /** Plural title ('system users'). */
  title: MessageKey;
  /** Singular title ('system user'). */
  recordTitle: MessageKey;
  /** Palette group. */
  group: string;
  /** Route node code of the list page (menu, route and list permission), e.g. 'systemUser'. */
  permission: string;
  /** Path of the list page in the web console. */
  route?: string;
  /** Row key of the record id (default 'id'). */
  idKey?: string;
  /** Row key of the record's name for people ('username'). */
  nameKey: string;
  /** A list filter that finds a record by its name exactly, so `view cs` works as well as `view 2`. */
  lookupFilter?: string;
  list: ResourceList;
  record?: ResourceRecord;
  create?: ResourceForm;
  update?: ResourceUpdate;
  actions?: ResourceAction[];
  /** Web console path of a record's detail page, when it has one (from a row, the record, or just its id). */
  path?(record: Row): string | undefined;
}


// Typed descriptors: the same data, with keys checked against the endpoints' answers.

/** A request key for the record's version: only where the record has a `version`. */
export type VersionKey<TRecord> = string extends keyof TRecord ? string : 'version' extends keyof TRecord ? string : never;

/** A column of a typed list or record: its key is a path in `T`. */
export type TypedColumn<T> = Omit<ResourceColumn, 'key'> & { key: FieldPath<T> };

/** A column shown both in the list and on the record (its key is in both). */
export type SharedColumn<TRow, TRecord> = TypedColumn<TRow> & TypedColumn<TRecord>;

/** An action of a typed descriptor: its state key in both the rows and the record, a version only where the record has one. */
export type TypedAction<TRow, TRecord = TRow> = Omit<ResourceAction, 'appliesWhen' | 'versionKey'> & {
  appliesWhen?: { key: SharedKey<TRow, TRecord>; values: Array<string | number> };
  versionKey?: VersionKey<TRecord>;
};

/**
 * A descriptor typed against its endpoints' answers: `TRow` the list's rows, `TRecord` the
 * record. Column keys, the id and name keys, `appliesWhen` keys and version keys must exist
 * there, so a renamed field fails to compile. It is a plain `ResourceDescriptor` for the faces
 * that take any, and carries its types for a page that renders the record itself.
 */
export interface TypedResource<TRow, TRecord = TRow> extends Omit<ResourceDescriptor, 'idKey' | 'nameKey' | 'list' | 'record' | 'update' | 'actions'> {
  idKey?: SharedKey<TRow, TRecord>;
  nameKey: SharedKey<TRow, TRecord>;
  list: Omit<ResourceList, 'columns'> & { columns: Array<TypedColumn<TRow>> };
  record?: Omit<ResourceRecord, 'fields'> & { fields: Array<TypedColumn<TRecord>> };
  update?: Omit<ResourceUpdate, 'versionKey'> & { versionKey?: VersionKey<TRecord> };
  actions?: Array<TypedAction<TRow, TRecord>>;
  /** The row and record types (never set at run time). */
  readonly '~types'?: { row: TRow; record: TRecord };
}

/**
 * A descriptor typed by its endpoints: the rows of list endpoint `L`, the record of `R` (under
 * `K` when the answer wraps it): `ResourceOf<'getUsersList', 'getUser'>`.
 */
export type ResourceOf<L extends EndpointName, R extends EndpointName = never, K extends string = never> = [R] extends [never]
  ? TypedResource<ListRowOf<L>> & { list: { endpoint: L }; record?: never }
  : TypedResource<ListRowOf<L>, RecordOf<R, K>> & { list: { endpoint: L }; record: { endpoint: R; recordKey?: K } };

/** The row type of a typed descriptor. */
export type RowOf<D> = D extends { readonly '~types'?: { row: infer R } } ? (unknown extends R ? Row : R) : Row;
/** The record type of a typed descriptor. */
export type RecordTypeOf<D> = D extends { readonly '~types'?: { record: infer R } } ? (unknown extends R ? Row : R) : Row;

/** The columns of a typed list (a descriptor's shared column array). */
export type ColumnsOf<L extends EndpointName> = Array<TypedColumn<ListRowOf<L>>>;
