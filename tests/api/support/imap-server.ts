/**
 * A real IMAP server for the replies-by-e-mail tests: Debian's Dovecot (dovecot-imapd, installed by .ci/run), started
 * with a generated configuration in a temporary folder on a free loopback port: one mailbox (a passwd-file user),
 * maildir in the folder, no TLS, plain passwords. Run as root (CI), its processes take Dovecot's own unprivileged
 * users; run as anyone else, that user.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect, type AddressInfo } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { ImapFlow } from 'imapflow';

export interface ImapServer {
  /** imap://user:password@127.0.0.1:port/INBOX, as IMAP_URL takes it. */
  url: string;
  user: string;
  /** Puts a raw message in the mailbox, as a mail server delivering it would. */
  append(raw: string | Buffer): Promise<void>;
  /** The mailbox's messages and whether each is \Seen. */
  messages(): Promise<{ uid: number; seen: boolean }[]>;
  close(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

const greets = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(1000);
    socket.once('data', (data) => {
      socket.destroy();
      resolve(/\* OK/.test(data.toString()));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });

/** On a free port, or on `fixedPort` when given (the end-to-end tests' mailbox has a fixed one the e2e server is told). */
export async function startImapServer(user = 'replies@agency.test', password = 'inbound-secret', fixedPort?: number): Promise<ImapServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'imap-'));
  chmodSync(dir, 0o755);
  const mail = path.join(dir, 'mail');
  mkdirSync(mail);
  const asRoot = process.getuid?.() === 0;
  const me = userInfo().username;
  const [internal, login, mailUser] = asRoot ? ['dovecot', 'dovenull', 'dovecot'] : [me, me, me];
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', mailUser]).toString());
    const gid = Number(execFileSync('id', ['-g', mailUser]).toString());
    chownSync(mail, uid, gid);
  }
  const group = execFileSync('id', ['-gn', internal]).toString().trim();
  const port = fixedPort ?? (await freePort());
  writeFileSync(path.join(dir, 'users'), `${user}:{PLAIN}${password}::::::\n`);
  const config = `
base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
default_internal_user = ${internal}
default_internal_group = ${group}
default_login_user = ${login}
mail_location = maildir:${mail}/%u
first_valid_uid = 1
first_valid_gid = 0
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/users
}
userdb {
  driver = passwd-file
  args = username_format=%u ${dir}/users
  default_fields = uid=${mailUser} gid=${execFileSync('id', ['-gn', mailUser]).toString().trim()} home=${mail}/home
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service pop3-login {
  inet_listener pop3 {
    port = 0
  }
}
service submission-login {
  inet_listener submission {
    port = 0
  }
}
`;
  writeFileSync(path.join(dir, 'dovecot.conf'), config);
  const child: ChildProcess = spawn('dovecot', ['-F', '-c', path.join(dir, 'dovecot.conf')], { stdio: 'ignore' });
  const until = Date.now() + 15_000;
  while (!(await greets(port))) {
    if (Date.now() > until || child.exitCode !== null) throw new Error(`Dovecot did not start on port ${port} (see ${dir}/dovecot.log)`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const client = () => new ImapFlow({ host: '127.0.0.1', port, secure: false, auth: { user, pass: password }, logger: false });
  const url = `imap://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}/INBOX`;
  return {
    url,
    user,
    async append(raw) {
      const imap = client();
      await imap.connect();
      try {
        await imap.append('INBOX', raw);
      } finally {
        await imap.logout();
      }
    },
    async messages() {
      const imap = client();
      await imap.connect();
      try {
        await imap.mailboxOpen('INBOX');
        const out: { uid: number; seen: boolean }[] = [];
        for await (const m of imap.fetch('1:*', { uid: true, flags: true }))
          out.push({ uid: m.uid, seen: m.flags?.has('\\Seen') ?? false });
        return out;
      } catch {
        return [];
      } finally {
        await imap.logout();
      }
    },
    async close() {
      child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
