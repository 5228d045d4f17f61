import type { Migration } from 'kysely';
import type { DialectName } from '../connect';
import { foundation } from './0001-foundation';
import { systemAdmin } from './0002-system-admin';

/**
 * Every migration, by name, in order. Names are permanent: Kysely records them in
 * `kysely_migration`. Later areas append `0002-<area>` and so on.
 */
export function migrationsFor(dialect: DialectName): Record<string, Migration> {
  return {
    '0001-foundation': foundation(dialect),
    '0002-system-admin': systemAdmin(dialect),
  };
}
