// How the built console travels: the build's brotli and gzip copies chosen by Accept-Encoding,
// Vary on every file, hashed assets cached for a year, index.html revalidated by ETag, and the
// console routes answered with the same negotiated index.html. Over raw HTTP (node:http), so the
// bytes and headers seen are the ones on the wire, not a client's decoded view.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../apps/web/precompress';
import { useServer } from './support/fixture';

interface WireAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function wire(url: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<WireAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const decode = (answer: WireAnswer): Buffer => {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body);
  if (encoding === 'gzip') return gunzipSync(answer.body);
  expect(encoding).toBeUndefined();
  return answer.body;
};

// Realistic-looking text: repetitive enough to compress like a bundle, long enough to be worth it.
const script = Array.from({ length: 400 }, (_, i) => `export function step${i}(order) { return order.status === ${i % 7} ? "pending review" : order.total + ${i}; }`).join('\n');
const indexHtml = `<!doctype html><html lang="en"><head><title>CareOps</title>${Array.from({ length: 12 }, (_, i) => `<link rel="modulepreload" crossorigin href="/assets/chunk-${i}-a1b2c3.js">`).join('')}<script type="module" src="/assets/app-1a2b.js"></script></head><body><div id="root"></div></body></html>`;

const webDir = mkdtempSync(join(tmpdir(), 'careops-web-delivery-'));
mkdirSync(join(webDir, 'assets'));
writeFileSync(join(webDir, 'index.html'), indexHtml);
writeFileSync(join(webDir, 'assets', 'app-1a2b.js'), script);
writeFileSync(join(webDir, 'assets', 'tiny-9f8e.js'), 'export const tiny = 1;');
// Vite's manifest: the entry imports a shared chunk; boot (the console's start), the login page
// and the shell are lazy.
mkdirSync(join(webDir, '.vite'));
writeFileSync(
  join(webDir, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/app-1a2b.js', src: 'index.html', isEntry: true, imports: ['_shared-77aa.js'] },
    '_shared-77aa.js': { file: 'assets/shared-77aa.js' },
    '_logo-9bb0.js': { file: 'assets/logo-9bb0.js' },
    '_routes-4cc1.js': { file: 'assets/routes-4cc1.js' },
    '_react-6d6d.js': { file: 'assets/react-6d6d.js' },
    'src/app/boot.tsx': { file: 'assets/boot-2b2b.js', src: 'src/app/boot.tsx', isDynamicEntry: true, imports: ['_shared-77aa.js', '_react-6d6d.js'] },
    'src/platform/auth/login-page.tsx': { file: 'assets/login-page-5e5e.js', src: 'src/platform/auth/login-page.tsx', isDynamicEntry: true, imports: ['_shared-77aa.js', '_logo-9bb0.js'] },
    'src/platform/layout/console-layout.tsx': { file: 'assets/console-layout-3c3c.js', src: 'src/platform/layout/console-layout.tsx', isDynamicEntry: true, imports: ['_shared-77aa.js', '_logo-9bb0.js', '_routes-4cc1.js'] },
  }),
);
const written = await precompressDirectory(webDir);

describe('delivery of the built console', () => {
  afterAll(() => rmSync(webDir, { recursive: true, force: true }));
  const server = useServer({ CAREOPS_WEB_DIR: webDir });
  const get = (path: string, headers?: Record<string, string>) => wire(server().url, path, headers);

  it('the build step wrote brotli and gzip copies of the large files only', () => {
    expect(written.map((f) => f.file).sort()).toEqual(['assets/app-1a2b.js', 'index.html']);
    const app = written.find((f) => f.file === 'assets/app-1a2b.js');
    expect(app?.br).toBeLessThan(app?.gzip ?? 0);
    expect(brotliDecompressSync(readFileSync(join(webDir, 'assets/app-1a2b.js.br'))).toString()).toBe(script);
  });

  it('answers brotli to a client that accepts it, gzip to one that accepts only gzip, the file as is otherwise', async () => {
    const cases: [Record<string, string>, string | undefined][] = [
      [{ 'accept-encoding': 'gzip, deflate, br, zstd' }, 'br'],
      [{ 'accept-encoding': 'br;q=1, gzip;q=0.5' }, 'br'],
      [{ 'accept-encoding': 'gzip, deflate' }, 'gzip'],
      [{ 'accept-encoding': 'br;q=0, gzip' }, 'gzip'],
      [{ 'accept-encoding': 'identity' }, undefined],
      [{}, undefined],
    ];
    for (const [headers, encoding] of cases) {
      const answer = await get('/assets/app-1a2b.js', headers);
      const label = JSON.stringify(headers);
      expect(answer.status, label).toBe(200);
      expect(answer.headers['content-encoding'], label).toBe(encoding);
      expect(answer.headers['content-type'], label).toContain('javascript');
      expect(answer.headers.vary, label).toBe('Accept-Encoding');
      expect(Number(answer.headers['content-length']), label).toBe(answer.body.length);
      expect(decode(answer).toString(), label).toBe(script);
    }
    const sizes = await Promise.all(['br', 'gzip', 'identity'].map(async (e) => (await get('/assets/app-1a2b.js', { 'accept-encoding': e })).body.length));
    expect(sizes[0]).toBeLessThan(sizes[1] ?? 0);
    expect(sizes[1]).toBeLessThan((sizes[2] ?? 0) / 3);
  });

  it('sends a file too small to compress as it is, still saying it varies', async () => {
    const answer = await get('/assets/tiny-9f8e.js', { 'accept-encoding': 'gzip, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.body.toString()).toBe('export const tiny = 1;');
  });

  it('caches hashed assets for a year, immutable; each encoding has its own ETag and no Last-Modified', async () => {
    const br = await get('/assets/app-1a2b.js', { 'accept-encoding': 'br' });
    const plain = await get('/assets/app-1a2b.js');
    for (const answer of [br, plain]) expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const answer of [br, plain]) expect(answer.headers['last-modified']).toBeUndefined();
    expect(br.headers.etag).toBeTruthy();
    expect(br.headers.etag).not.toBe(plain.headers.etag);
  });

  it("gives the build's assets the headers a subresource needs and the page every security header", async () => {
    const documentOnly = ['content-security-policy', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy', 'permissions-policy'];
    for (const path of ['/assets/app-1a2b.js', '/assets/tiny-9f8e.js']) {
      const asset = await get(path, { 'accept-encoding': 'br' });
      expect(asset.status, path).toBe(200);
      expect(asset.headers['x-content-type-options'], path).toBe('nosniff');
      expect(asset.headers['cross-origin-resource-policy'], path).toBe('same-origin');
      for (const name of documentOnly) expect(asset.headers[name], `${path} ${name}`).toBeUndefined();
    }
    const missing = await get('/assets/gone-0000.js');
    expect(missing.status).toBe(404);
    for (const page of [await get('/login'), await get('/index.html'), missing]) {
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      for (const name of documentOnly) expect(page.headers[name], name).toBeTruthy();
    }
  });

  it('revalidates index.html: no-cache with an ETag, 304 when it has not changed', async () => {
    const first = await get('/index.html', { 'accept-encoding': 'br' });
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-encoding']).toBe('br');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^(W\/)?".+"$/);
    const again = await get('/index.html', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('answers console routes with the negotiated index.html, revalidated, 304 on a matching ETag', async () => {
    for (const path of ['/', '/login', '/order/order-list', '/system/user']) {
      for (const [accept, encoding] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip'], ['identity', undefined]] as const) {
        const answer = await get(path, { 'accept-encoding': accept });
        const label = `${path} ${accept}`;
        expect(answer.status, label).toBe(200);
        expect(answer.headers['content-type'], label).toContain('text/html');
        expect(answer.headers['content-encoding'], label).toBe(encoding);
        expect(answer.headers.vary, label).toBe('Accept-Encoding');
        expect(answer.headers['cache-control'], label).toBe('no-cache');
        expect(answer.headers['content-security-policy'], label).toContain("script-src 'self'");
        expect(decode(answer).toString(), label).toBe(indexHtml);
      }
    }
    const first = await get('/login', { 'accept-encoding': 'gzip' });
    const again = await get('/login', { 'accept-encoding': 'gzip', 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
  });

  it("preloads the console's start and the chunks a route renders first, less what index.html loads already", async () => {
    const links = async (path: string) => String((await get(path, { 'accept-encoding': 'br' })).headers.link ?? '');
    const preload = (file: string) => `</assets/${file}>; rel=modulepreload; crossorigin`;
    const start = [preload('boot-2b2b.js'), preload('react-6d6d.js')];
    for (const path of ['/login', '/user/login']) expect(await links(path), path).toBe([...start, preload('login-page-5e5e.js'), preload('logo-9bb0.js')].join(', '));
    for (const path of ['/', '/home', '/order/order-list']) expect(await links(path), path).toBe([...start, preload('console-layout-3c3c.js'), preload('logo-9bb0.js'), preload('routes-4cc1.js')].join(', '));
    expect(await links('/assets/app-1a2b.js')).toBe('');
    const manifest = await get('/.vite/manifest.json');
    expect(manifest.status).toBe(403);
  });

  it('answers HEAD with the negotiated headers and no body', async () => {
    const answer = await wire(server().url, '/assets/app-1a2b.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.body.length).toBe(0);
  });

  it('never serves the compressed copies as files of their own', async () => {
    for (const path of ['/assets/app-1a2b.js.br', '/assets/app-1a2b.js.gz', '/index.html.br']) {
      const answer = await get(path, { 'accept-encoding': 'br, gzip' });
      expect(answer.status, path).toBe(404);
      expect(answer.headers['content-type'], path).toContain('application/json');
    }
  });
});
