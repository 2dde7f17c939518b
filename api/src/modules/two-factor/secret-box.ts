import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/** A sealed secret this key cannot open: it was sealed under another key (TWO_FACTOR_KEY changed) or damaged. */
export class UnreadableSecretError extends Error {
  constructor() {
    super('This two-factor secret was sealed with another key');
    this.name = 'UnreadableSecretError';
  }
}

/**
 * Keys for two-factor secrets, derived (HKDF-SHA-256) from one configured key: one to encrypt authenticator
 * secrets, one to hash recovery codes. Deriving keeps the two uses apart, and apart from the key's other uses.
 */
export class SecretBox {
  private readonly encryptionKey: Buffer;
  private readonly hashKey: Buffer;

  constructor(keyMaterial: string) {
    if (keyMaterial.length < 32) throw new Error('The two-factor key must be at least 32 characters');
    const derive = (info: string) => Buffer.from(hkdfSync('sha256', keyMaterial, 'sunshine-clean/two-factor', info, 32));
    this.encryptionKey = derive('totp-secret-encryption');
    this.hashKey = derive('recovery-code-hash');
  }

  /** AES-256-GCM; `context` (the user's id) is bound as additional data, so a ciphertext moved to another row fails. */
  encrypt(plaintext: string, context: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.encryptionKey, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), ciphertext]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  decrypt(sealed: string, context: string): string {
    const [version, iv, tag, ciphertext] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || ciphertext === undefined) throw new UnreadableSecretError();
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.encryptionKey, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      // GCM's tag check fails the same way for a wrong key and for damaged data; neither is the user's fault.
      throw new UnreadableSecretError();
    }
  }

  /** A keyed hash: without the key, a stolen table does not let anyone test guesses offline. */
  hash(value: string, context: string): string {
    return createHmac('sha256', this.hashKey).update(`${context}:${value}`, 'utf8').digest('hex');
  }
}
