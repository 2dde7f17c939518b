import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import type { TestProject } from 'vitest/node';
import { fakeStripeEnv, startFakeStripe } from '../../api/test/fake-stripe.js';
import { fakeTwilioEnv, startFakeTwilio } from '../../api/test/fake-twilio.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Where the test's SMTP server writes each message it receives (one .eml file each). */
    mailDir: string;
    /** The fake Twilio's address: GET /__sent lists the texts the app sent. */
    twilioUrl: string;
    /** Signs texts posted to /api/webhooks/sms as Twilio would. */
    twilioAuthToken: string;
  }
}

/** A real SMTP server the app sends to (SMTP_URL); each message lands as a file the tests read with mailparser. */
async function startMailCatcher(dir: string): Promise<{ url: string; stop(): Promise<void> }> {
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        writeFileSync(path.join(dir, `${String(++count).padStart(5, '0')}-${Date.now()}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as net.AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForReady(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app exited early (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The app did not become ready at ${url}:\n${output()}`);
}

/**
 * The real built app (api/dist serving web/dist) on a fresh embedded PostgreSQL with the demo data, started once
 * for the browser tests, exactly as `npm start` runs it.
 */
export default async function setup(project: TestProject) {
  for (const built of ['api/dist/main.js', 'web/dist/index.html']) {
    if (!existsSync(path.join(repoRoot, built))) throw new Error(`${built} is missing: run \`npm run build\` first`);
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sunshine-e2e-'));
  chmodSync(dataDir, 0o755); // the postgres user must reach its data folder
  const port = await freePort();
  const mailDir = path.join(dataDir, 'mail');
  mkdirSync(mailDir);
  const mail = await startMailCatcher(mailDir);
  // Card payments against our own fake Stripe: its checkout page pays and sends the signed webhook to the app.
  const stripe = await startFakeStripe({ webhookUrl: `http://127.0.0.1:${port}/api/webhooks/stripe` });
  // Texts against our own fake Twilio: journeys read what it sent at its /__sent and sign texts with its token.
  const twilio = await startFakeTwilio();
  let output = '';
  const child = spawn(process.execPath, ['api/dist/main.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: mail.url,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Every browser test signs in from 127.0.0.1; the per-account limits still apply as in production.
      SIGN_IN_LIMIT_PER_IP: '500',
      ...fakeStripeEnv(stripe),
      ...fakeTwilioEnv(twilio),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForReady(baseUrl, child, () => output);
  project.provide('baseUrl', baseUrl);
  project.provide('mailDir', mailDir);
  project.provide('twilioUrl', twilio.url);
  project.provide('twilioAuthToken', twilio.authToken);

  return async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    await mail.stop();
    await stripe.close();
    await twilio.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
