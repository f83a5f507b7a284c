import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SecretBox } from './secret-box';

describe('SecretBox', () => {
  const box = new SecretBox(randomBytes(32));

  it('seals a token so the stored value does not contain it, and opens it again', () => {
    const sealed = box.seal('IGQVJ-access-token,v1');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('IGQVJ');
    expect(box.open(sealed)).toBe('IGQVJ-access-token,v1');
  });

  it('never seals the same token to the same value', () => {
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses a changed value, another key, and plain text', () => {
    const sealed = box.seal('secret');
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0] = body[0]! ^ 1;
    expect(() => box.open([...parts.slice(0, 3), body.toString('base64url')].join('.'))).toThrow();
    expect(() => new SecretBox(randomBytes(32)).open(sealed)).toThrow();
    // A tag cut short (easier to forge) is refused too.
    const shortTag = Buffer.from(parts[2]!, 'base64url').subarray(0, 4).toString('base64url');
    expect(() => box.open([parts[0], parts[1], shortTag, parts[3]].join('.'))).toThrow();
    expect(() => box.open('plain-token')).toThrow('not a sealed value');
  });

  it('takes the key as base64 of 32 bytes, and refuses another length', () => {
    const key = randomBytes(32);
    expect(SecretBox.fromKey(key.toString('base64')).open(new SecretBox(key).seal('x'))).toBe('x');
    expect(() => new SecretBox(randomBytes(16))).toThrow('SECRETS_KEY must be 32 bytes');
  });
});
