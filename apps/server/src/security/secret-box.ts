import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const KEY_BYTES = 32;

/**
 * Secrets kept at rest, such as the access tokens of connected networks: AES-256-GCM under the server's
 * SECRETS_KEY, with a fresh 96-bit IV per value. A sealed value reads `v1.<iv>.<tag>.<ciphertext>` (base64url),
 * so a database dump alone never gives the tokens away, and a changed value fails to open.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(key: Buffer) {
    if (key.length !== KEY_BYTES) throw new Error(`SECRETS_KEY must be ${KEY_BYTES} bytes`);
    this.key = key;
  }

  /**
   * The box for SECRETS_KEY (base64 of 32 bytes). Outside production a fixed development key stands in;
   * production refuses to start without a key (config.ts).
   */
  static fromKey(base64Key: string | undefined): SecretBox {
    return new SecretBox(
      base64Key ? Buffer.from(base64Key, 'base64') : createHash('sha256').update('stagepass development key').digest(),
    );
  }

  seal(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), body]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  /** The plain value; throws when the value was not sealed with this key or was changed. */
  open(sealed: string): string {
    const [version, iv, tag, body, ...rest] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || body === undefined || rest.length > 0)
      throw new Error('not a sealed value');
    // The full 128-bit tag, or a forger would only need to match a truncated one.
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'), { authTagLength: 16 });
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  }

  sealOrNull(plain: string | null): string | null {
    return plain === null ? null : this.seal(plain);
  }
}
