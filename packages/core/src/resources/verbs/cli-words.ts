import type { ResourceDescriptor } from '../types';

/** The command-line words of a descriptor's noun: 'reviews nurses' → ['reviews', 'nurses']. */
export const cliWordsOf = (d: ResourceDescriptor): string[] => d.cli.split(' ').filter((w) => w !== '');
