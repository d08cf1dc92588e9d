// End-to-end tests drive Debian's Chromium. On a fresh machine it is installed with apt-get (never a browser
// download); without root rights we stop and say how to install it.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium`);
    process.exit(1);
  }
  console.log("Installing Debian's chromium for the end-to-end tests...");
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
}
