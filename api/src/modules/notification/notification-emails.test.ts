import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, gql, type TestApp } from '../../../test/harness.js';
import { linkIn, type MailServer, startMailServer } from '../../../test/mail-server.js';

let mail: MailServer;
let t: TestApp;
beforeAll(async () => {
  mail = await startMailServer();
  t = await createTestApp({ config: { SMTP_URL: mail.url } });
  await t.startWorker();
});
afterAll(async () => {
  await t.close();
  await mail.stop();
});

describe('sign-up', () => {
  it('emails the new user a link that verifies the address', async () => {
    const email = t.uniqueEmail('signup');
    const agent = t.agent();
    const result = await gql(agent, `mutation($input: SignUpInput!) { signUp(input: $input) { user { emailVerified } } }`, {
      input: { firstName: 'Rosa', lastName: 'Diaz', email, password: 'a-long-password' },
    });
    expect(result.data.signUp.user.emailVerified).toBe(false);
    const received = await mail.waitFor((m) => m.to.includes(email));
    expect(received.subject).toBe('Confirm your email address for Sunshine Clean');
    const link = linkIn(received, 'http://sunshine.test/verify-email?token=');
    const token = new URL(link).searchParams.get('token');
    const verified = await gql(agent, `mutation($token: String!) { verifyEmail(input: { token: $token }) { verified } }`, {
      token,
    });
    expect(verified.data.verifyEmail.verified).toBe(true);
    const viewer = await gql(agent, '{ viewer { emailVerified } }');
    expect(viewer.data.viewer.emailVerified).toBe(true);
  });
});
