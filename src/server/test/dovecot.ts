import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ImapFlow } from 'imapflow';
import { freePort } from './smtp.js';

const DOVECOT = '/usr/sbin/dovecot';

export interface TestDovecot {
  port: number;
  user: string;
  password: string;
  /** `imap://user:password@127.0.0.1:port`, as `IMAP_URL` names it. */
  url: string;
  /** A client signed in to the mailbox, for a test to append mail and look at the folders. */
  client(): Promise<ImapFlow>;
  /** Changes the account's password on the server, as an administrator would; the next sign-in needs the new one. */
  setPassword(password: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A private Dovecot (Debian's `dovecot-imapd`) in a temporary folder on a free loopback port, run as the current user
 * with no system configuration: one user from a passwd file, maildirs in the folder, plain sign-in on loopback. A
 * machine without Dovecot fails the test that needs it with what to install, never skips it.
 */
export async function startTestDovecot(): Promise<TestDovecot> {
  if (!existsSync(DOVECOT)) {
    throw new Error(`Dovecot is not at ${DOVECOT}: install Debian's dovecot-imapd (\`apt-get install dovecot-imapd\`)`);
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'openhire-dovecot-'));
  const port = await freePort();
  const me = accounts();
  const user = 'hiring';
  const password = 'a-test-password';
  await fs.mkdir(path.join(dir, 'run'));
  await fs.mkdir(path.join(dir, 'mail'));
  // Run as root, Dovecot serves mail and signs in as its own accounts, which must reach the folder.
  await fs.chmod(dir, 0o755);
  await fs.chown(path.join(dir, 'mail'), me.mail.uid, me.mail.gid);
  let changes = 0;
  const writePassword = async (secret: string) => {
    const file = path.join(dir, 'passwd');
    await fs.writeFile(
      file,
      `${user}:{PLAIN}${secret}:${me.mail.uid}:${me.mail.gid}::${path.join(dir, 'mail', user)}\n`,
    );
    // Dovecot reads the file again when its time changes, which it reads in whole seconds, and looks at most once a
    // second: a sign-in in the same second as the last one would still find the old password.
    const when = new Date(Date.now() + ++changes * 2_000);
    await fs.utimes(file, when, when);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
  };
  await writePassword(password);
  const conf = path.join(dir, 'dovecot.conf');
  await fs.writeFile(
    conf,
    [
      'protocols = imap',
      'listen = 127.0.0.1',
      `base_dir = ${path.join(dir, 'run')}`,
      `state_dir = ${path.join(dir, 'state')}`,
      `log_path = ${path.join(dir, 'dovecot.log')}`,
      `info_log_path = ${path.join(dir, 'dovecot.log')}`,
      `default_internal_user = ${me.internal.name}`,
      `default_internal_group = ${groupName(me.internal.gid)}`,
      `default_login_user = ${me.login.name}`,
      'ssl = no',
      'disable_plaintext_auth = no',
      'auth_mechanisms = plain login',
      // A refused sign-in answers at once, so that tests of one do not wait Dovecot's default 2 seconds a try.
      'auth_failure_delay = 0',
      `mail_location = maildir:~/Maildir`,
      `first_valid_uid = ${me.mail.uid}`,
      `first_valid_gid = ${me.mail.gid}`,
      'passdb {',
      '  driver = passwd-file',
      `  args = ${path.join(dir, 'passwd')}`,
      '}',
      'userdb {',
      '  driver = passwd-file',
      `  args = ${path.join(dir, 'passwd')}`,
      '}',
      'namespace inbox {',
      '  inbox = yes',
      '  separator = /',
      '}',
      'service imap-login {',
      '  inet_listener imap {',
      `    port = ${port}`,
      '  }',
      '  inet_listener imaps {',
      '    port = 0',
      '  }',
      '}',
      'service anvil {',
      '  chroot =',
      '}',
      'service imap-login {',
      '  chroot =',
      '}',
      'service auth {',
      '  unix_listener auth-userdb {',
      `    user = ${me.internal.name}`,
      '  }',
      '}',
      'service stats {',
      '  unix_listener stats-reader {',
      `    user = ${me.internal.name}`,
      '  }',
      '  unix_listener stats-writer {',
      `    user = ${me.internal.name}`,
      '  }',
      '}',
      '',
    ].join('\n'),
  );
  await run(DOVECOT, ['-c', conf]);
  await untilListening(port, path.join(dir, 'dovecot.log'));
  const url = `imap://${user}:${password}@127.0.0.1:${port}`;
  return {
    port,
    user,
    password,
    url,
    async client() {
      const client = new ImapFlow({
        host: '127.0.0.1',
        port,
        secure: false,
        auth: { user, pass: password },
        logger: false,
      });
      await client.connect();
      return client;
    },
    setPassword: writePassword,
    async stop() {
      await run(DOVECOT, ['-c', conf, 'stop']).catch(() => {});
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

interface Account {
  name: string;
  uid: number;
  gid: number;
}

/**
 * Who Dovecot's processes run as: the current user, or, for root (which Dovecot refuses for sign-in and for mail),
 * the accounts Debian's package creates.
 */
function accounts(): { internal: Account; login: Account; mail: Account } {
  const me = os.userInfo();
  if (me.uid !== 0) {
    const self = { name: me.username, uid: me.uid, gid: me.gid };
    return { internal: self, login: self, mail: self };
  }
  const named = (name: string): Account => {
    const line = readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .find((each) => each.startsWith(`${name}:`));
    if (!line) throw new Error(`Dovecot's account ${name} is missing: reinstall Debian's dovecot-core`);
    const [, , uid, gid] = line.split(':');
    return { name, uid: Number(uid), gid: Number(gid) };
  };
  const dovecot = named('dovecot');
  return { internal: dovecot, login: named('dovenull'), mail: dovecot };
}

/** Dovecot takes a group's name; /etc/group has it, and a group it does not list is named by its number. */
function groupName(gid: number): string {
  const line = readFileSync('/etc/group', 'utf8')
    .split('\n')
    .find((each) => each.split(':')[2] === String(gid));
  return line?.split(':')[0] ?? String(gid);
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${stderr}`))));
  });
}

async function untilListening(port: number, log: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const written = await fs.readFile(log, 'utf8').catch(() => '');
  throw new Error(`Dovecot did not listen on ${port} within 15 s: ${written}`);
}
