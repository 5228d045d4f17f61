import * as z from 'zod';
import { endpoints, type EndpointName } from '../../contract/endpoints';
import type { ResourceDescriptor } from '../types';

/** The part of a JSON Schema (as zod writes one) that says where the keys are. */
interface JsonSchema {
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

const jsonSchemaOf = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;

/** The object branches of a schema (a nullable object is `anyOf: [object, null]`). */
const branches = (schema: JsonSchema): JsonSchema[] => [schema, ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap(branches)];

/** Every dotted path to a value of the schema's objects (arrays are leaves), as descriptors name them. */
function pathsOf(schema: JsonSchema, prefix = '', depth = 4, out = new Set<string>()): Set<string> {
  if (depth === 0) return out;
  for (const branch of branches(schema)) {
    for (const [key, value] of Object.entries(branch.properties ?? {})) {
      out.add(prefix + key);
      pathsOf(value, `${prefix}${key}.`, depth - 1, out);
    }
  }
  return out;
}

const topLevel = (paths: ReadonlySet<string>): Set<string> => new Set([...paths].filter((p) => !p.includes('.')));

/** The paths of one list row of a list endpoint's answer. */
function listRowPaths(name: EndpointName): Set<string> {
  const list = jsonSchemaOf(endpoints[name].response, 'output').properties?.list;
  return list?.items ? pathsOf(list.items) : new Set();
}

/** The paths of a record endpoint's answer, or of the record under `recordKey`. */
function recordPaths(name: EndpointName, recordKey?: string): Set<string> {
  const answer = jsonSchemaOf(endpoints[name].response, 'output');
  const record = recordKey ? branches(answer).map((b) => b.properties?.[recordKey]).find((s) => s !== undefined) : answer;
  return record ? pathsOf(record) : new Set();
}

/** The keys an endpoint's request takes. */
export function requestKeys(name: EndpointName): Set<string> {
  return topLevel(pathsOf(jsonSchemaOf(endpoints[name].request, 'input'), '', 1));
}

/**
 * Where a descriptor and the contract disagree, each as one line ('users: column userName is
 * not in getUsersList's rows'); empty when they agree. Checked: the list's columns, filters and
 * lookup filter; the record's fields and id key; the id and name keys; each action's state key,
 * version, id key, fixed body, fields, batch ids and revealed value; the forms' keys.
 */
export function descriptorDisagreements(d: ResourceDescriptor): string[] {
  const problems: string[] = [];
  const missing = (what: string, key: string, where: ReadonlySet<string>, place: string) => {
    if (!where.has(key)) problems.push(`${d.id}: ${what} ${key} is not in ${place}`);
  };
  const rows = listRowPaths(d.list.endpoint);
  const rowKeys = topLevel(rows);
  const listRequest = requestKeys(d.list.endpoint);
  for (const c of d.list.columns) missing('column', c.key, rows, `${d.list.endpoint}'s rows`);
  for (const f of d.list.filters) {
    for (const key of f.range ? [f.range.from, f.range.to] : [f.key]) missing('filter', key, listRequest, `${d.list.endpoint}'s request`);
  }
  if (d.lookupFilter) missing('lookup filter', d.lookupFilter, listRequest, `${d.list.endpoint}'s request`);
  missing('id key', d.idKey ?? 'id', rowKeys, `${d.list.endpoint}'s rows`);
  missing('name key', d.nameKey, rowKeys, `${d.list.endpoint}'s rows`);

  const record = d.record ? recordPaths(d.record.endpoint, d.record.recordKey) : rows;
  const recordKeys = topLevel(record);
  const recordPlace = d.record ? `${d.record.endpoint}'s record` : `${d.list.endpoint}'s rows`;
  if (d.record) {
    for (const c of d.record.fields) missing('field', c.key, record, recordPlace);
    missing('record id key', d.record.idKey, requestKeys(d.record.endpoint), `${d.record.endpoint}'s request`);
    missing('id key', d.idKey ?? 'id', recordKeys, recordPlace);
    missing('name key', d.nameKey, recordKeys, recordPlace);
  }

  for (const form of [d.create, d.update]) {
    if (!form) continue;
    const request = requestKeys(form.endpoint);
    const place = `${form.endpoint}'s request`;
    for (const f of form.fields) {
      if (form === d.update && f.createOnly) continue;
      missing('form field', f.key, request, place);
      if (form === d.update && f.recordKey) missing('form field source', f.recordKey, record, recordPlace);
    }
  }
  if (d.update) {
    missing('update id key', d.update.idKey, requestKeys(d.update.endpoint), `${d.update.endpoint}'s request`);
    if (d.update.versionKey) {
      missing('version key', d.update.versionKey, requestKeys(d.update.endpoint), `${d.update.endpoint}'s request`);
      missing('version', 'version', recordKeys, recordPlace);
    }
  }

  for (const a of d.actions ?? []) {
    const request = requestKeys(a.endpoint);
    const place = `${a.endpoint}'s request`;
    const what = (thing: string) => `action ${a.id}: ${thing}`;
    missing(what('id key'), a.idKey, request, place);
    for (const key of Object.keys(a.body ?? {})) missing(what('body key'), key, request, place);
    for (const f of a.fields ?? []) missing(what('field'), f.key, request, place);
    if (a.versionKey) {
      missing(what('version key'), a.versionKey, request, place);
      missing(what('version'), 'version', recordKeys, recordPlace);
    }
    if (a.appliesWhen) {
      missing(what('state key'), a.appliesWhen.key, rowKeys, `${d.list.endpoint}'s rows`);
      missing(what('state key'), a.appliesWhen.key, recordKeys, recordPlace);
    }
    if (a.reveals) {
      missing(what('revealed value'), a.reveals.key, topLevel(recordPaths(a.endpoint)), `${a.endpoint}'s answer`);
      if (a.reveals.field) missing(what('revealed field'), a.reveals.field, record, recordPlace);
    }
    if (a.batch) {
      const batchRequest = requestKeys(a.batch.endpoint);
      missing(what('batch ids key'), a.batch.idsKey ?? 'ids', batchRequest, `${a.batch.endpoint}'s request`);
      for (const key of [...Object.keys(a.body ?? {}), ...(a.fields ?? []).map((f) => f.key)]) missing(what('batch key'), key, batchRequest, `${a.batch.endpoint}'s request`);
    }
  }
  return problems;
}
