// Browser tests need Debian's Chromium. Install it when it is missing and we can (root with
// apt-get); otherwise explain what to do. Nothing downloads browsers from elsewhere.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CAREOPS_CHROMIUM ?? '/usr/bin/chromium';

if (existsSync(CHROMIUM)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (!isRoot || !hasApt) {
  console.error(`Chromium is missing at ${CHROMIUM}. Install Debian's "chromium" package (as root: apt-get install chromium) or set CAREOPS_CHROMIUM to a Chromium binary.`);
  process.exit(1);
}
console.log('Installing Debian chromium for the browser tests…');
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execSync('apt-get update -qq', { stdio: 'inherit', env });
execSync('apt-get install -y -qq chromium', { stdio: 'inherit', env });
if (!existsSync(CHROMIUM)) {
  console.error(`apt-get finished but ${CHROMIUM} is still missing.`);
  process.exit(1);
}
