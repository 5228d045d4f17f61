import { defineEnumeration } from './enumeration';

/** A patient's relationship to the member who books for them (spec §3). */
export const Relationship = {
  self: 'self',
  couple: 'couple',
  parents: 'parents',
  children: 'children',
  relatives: 'relatives',
  friends: 'friends',
  colleagues: 'colleagues',
} as const;
export type RelationshipValue = (typeof Relationship)[keyof typeof Relationship];

export const relationshipEnum = defineEnumeration<RelationshipValue>('relationship', [
  { value: 'self', slug: 'self', labelKey: 'enum.relationship.self' },
  { value: 'couple', slug: 'couple', labelKey: 'enum.relationship.couple' },
  { value: 'parents', slug: 'parents', labelKey: 'enum.relationship.parents' },
  { value: 'children', slug: 'children', labelKey: 'enum.relationship.children' },
  { value: 'relatives', slug: 'relatives', labelKey: 'enum.relationship.relatives' },
  { value: 'friends', slug: 'friends', labelKey: 'enum.relationship.friends' },
  { value: 'colleagues', slug: 'colleagues', labelKey: 'enum.relationship.colleagues' },
]);

/** Kind of identity document (spec §3). */
export const IdType = { idCard: 'id-card', passport: 'passport', other: 'other' } as const;
export type IdTypeValue = (typeof IdType)[keyof typeof IdType];

export const idTypeEnum = defineEnumeration<IdTypeValue>('idType', [
  { value: 'id-card', slug: 'id-card', labelKey: 'enum.idType.id-card' },
  { value: 'passport', slug: 'passport', labelKey: 'enum.idType.passport' },
  { value: 'other', slug: 'other', labelKey: 'enum.idType.other' },
]);
