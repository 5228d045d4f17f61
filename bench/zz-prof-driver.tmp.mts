import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, request } from 'node:http';
import Database from 'better-sqlite3';

const dataDir = mkdtempSync(join(tmpdir(), 'careops-prof-'));
const port = 20000 + Math.floor(Math.random() * 20000);
const env = { ...process.env, PORT: String(port), CAREOPS_DATA_DIR: dataDir, CAREOPS_ADMIN_PASSWORD: 'Admin-pass-1234', CAREOPS_DEMO: '0', CAREOPS_LOG_LEVEL: 'warn', DATABASE_URL: '' };
const args = process.env.PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : [];
const child = spawn(process.execPath, [...args, '/work/main/apps/server/dist/main.js'], { env, stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise<void>((r) => child.stdout!.on('data', (c: Buffer) => { if (String(c).includes('listening')) r(); }));
const file = join(dataDir, 'careops.sqlite');
{
  const db = new Database(file);
  db.pragma('busy_timeout = 10000');
  const roles = (db.prepare('select id from roles order by id').all() as Array<{ id: number }>).map((r) => r.id);
  const now = Date.now();
  db.transaction(() => {
    const studio = db.prepare("insert into studios (name, created_at, updated_at) values (?, ?, ?)");
    const studios = Array.from({ length: 5 }, (_, i) => Number(studio.run(`Bench studio ${i + 1}`, now, now).lastInsertRowid));
    const user = db.prepare("insert into system_users (username, name, phone, password_hash, status, is_consult, avatar, introduction, password_changed_at, created_at, updated_at) values (?, ?, ?, ?, ?, 0, '', '', ?, ?, ?)");
    const role = db.prepare('insert into user_roles (user_id, role_id, created_at) values (?, ?, ?)');
    const station = db.prepare('insert into user_stations (user_id, studio_id, created_at) values (?, ?, ?)');
    for (let i = 0; i < 100000; i++) {
      const at = now - (100000 - i) * 1000;
      const id = Number(user.run(`bench${i}`, `Bench Person ${i % 977}`, `15${String(i).padStart(9, '0')}`, 'x', i % 10 === 0 ? 0 : 1, at, at, at).lastInsertRowid);
      role.run(id, roles[i % roles.length], at);
      if (i % 4 !== 0) station.run(id, studios[i % studios.length], at);
    }
  })();
  db.close();
}
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
function post(path: string, body: string, headers: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request({ agent, host: '127.0.0.1', port, path, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers } }, (res) => {
      const chunks: Buffer[] = []; res.on('data', (c: Buffer) => chunks.push(c)); res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
    req.on('error', reject); req.end(body);
  });
}
const login = JSON.parse(await post('/api/admin/passwordLogin', JSON.stringify({ username: 'admin', password: 'Admin-pass-1234' }), {}));
const headers = { token: login.result.token, userId: String(login.result.user.userId) };
const path = process.env.PATHX ?? '/api/admin/getUsersList';
const body = process.env.BODY ?? JSON.stringify({ page: 1, limit: 20 });
const xs: number[] = [];
for (let i = 0; i < Number(process.env.N ?? 3000); i++) { const t = performance.now(); await post(path, body, headers); xs.push(performance.now() - t); }
xs.sort((a, b) => a - b);
console.log('p50 us', (xs[xs.length >> 1]! * 1000).toFixed(0));
child.kill('SIGTERM');
await new Promise((r) => child.once('exit', r));
agent.destroy();
