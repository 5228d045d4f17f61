// `npm start` and every test and benchmark start the server with the same Node.js flags.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS, repoRoot } from './support/server';

describe('the server command', () => {
  it('is the same in npm start as in the tests and benchmarks', () => {
    const pkg = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.start).toContain(`node ${SERVER_NODE_FLAGS.join(' ')} apps/server/dist/main.js`);
  });
});
