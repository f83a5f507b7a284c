import { describe, expect, it } from 'vitest';
import {
  isPrivateAddress,
  parseWebhookSignature,
  WEBHOOK_URL_CREDENTIALS,
  WEBHOOK_URL_INVALID,
  WEBHOOK_URL_NOT_HTTPS,
  WEBHOOK_URL_PRIVATE,
  webhookFailedTooLong,
  webhookRetryDelayMs,
  webhookUrlProblem,
} from './webhooks';

const MIN = 60_000;
const HOUR = 60 * MIN;

describe('webhook URLs', () => {
  const strict = { allowLocalhost: false };
  const dev = { allowLocalhost: true };

  it('takes https to a public name or address', () => {
    expect(webhookUrlProblem('https://hooks.example.com/stagepass', strict)).toBeNull();
    expect(webhookUrlProblem('  https://example.org:8443/a?b=c  ', strict)).toBeNull();
    expect(webhookUrlProblem('https://8.8.8.8/hook', strict)).toBeNull();
  });

  it('refuses plain http, other schemes and text that is no URL', () => {
    expect(webhookUrlProblem('http://hooks.example.com/x', strict)).toBe(WEBHOOK_URL_NOT_HTTPS);
    expect(webhookUrlProblem('http://hooks.example.com/x', dev)).toBe(WEBHOOK_URL_NOT_HTTPS);
    expect(webhookUrlProblem('ftp://hooks.example.com/x', strict)).toBe(WEBHOOK_URL_INVALID);
    expect(webhookUrlProblem('javascript:alert(1)', strict)).toBe(WEBHOOK_URL_INVALID);
    expect(webhookUrlProblem('hooks.example.com', strict)).toBe(WEBHOOK_URL_INVALID);
    expect(webhookUrlProblem('https://user:pw@hooks.example.com/', strict)).toBe(WEBHOOK_URL_CREDENTIALS);
  });

  it('refuses private, loopback and link-local addresses and local names, however they are written', () => {
    for (const url of [
      'https://10.1.2.3/',
      'https://172.20.0.1/',
      'https://192.168.1.1/',
      'https://169.254.169.254/latest/meta-data',
      'https://127.0.0.1/',
      'https://0.0.0.0/',
      'https://2130706433/', // 127.0.0.1 as one number
      'https://0x7f.1/',
      'https://[::1]/',
      'https://[fd00::1]/',
      'https://[fe80::1]/',
      'https://[::ffff:10.0.0.1]/',
      'https://localhost/',
      'https://printer.local/',
      'https://db.internal/',
      'https://intranet/',
    ])
      expect(webhookUrlProblem(url, strict), url).toBe(WEBHOOK_URL_PRIVATE);
  });

  it('takes http to this machine only where the server allows it', () => {
    for (const url of ['http://127.0.0.1:4000/hook', 'http://localhost:4000/hook', 'http://[::1]:4000/']) {
      expect(webhookUrlProblem(url, dev), url).toBeNull();
      expect(webhookUrlProblem(url, strict), url).toBe(WEBHOOK_URL_NOT_HTTPS);
    }
    // Other private addresses stay refused.
    expect(webhookUrlProblem('http://10.0.0.1/', dev)).toBe(WEBHOOK_URL_NOT_HTTPS);
    expect(webhookUrlProblem('https://10.0.0.1/', dev)).toBe(WEBHOOK_URL_PRIVATE);
  });

  it('knows public from private addresses', () => {
    expect(isPrivateAddress('93.184.216.34')).toBe(false);
    expect(isPrivateAddress('2606:2800:220:1::')).toBe(false);
    expect(isPrivateAddress('100.64.0.1')).toBe(true);
    expect(isPrivateAddress('::ffff:7f00:1')).toBe(true);
    expect(isPrivateAddress('not an address')).toBe(true);
  });
});

describe('webhook retries', () => {
  it('waits 1 minute, 5 minutes, 30 minutes, 2 hours, 6 hours, 12 hours, then every 12 hours', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(webhookRetryDelayMs)).toEqual([
      MIN,
      5 * MIN,
      30 * MIN,
      2 * HOUR,
      6 * HOUR,
      12 * HOUR,
      12 * HOUR,
      12 * HOUR,
    ]);
  });

  it('turns an endpoint off once it has failed for 3 days', () => {
    expect(webhookFailedTooLong(0, 72 * HOUR - 1)).toBe(false);
    expect(webhookFailedTooLong(0, 72 * HOUR)).toBe(true);
  });
});

describe('the signature header', () => {
  const hex = 'a'.repeat(64);

  it('reads t and every v1', () => {
    expect(parseWebhookSignature(`t=1700000000,v1=${hex},v1=${'b'.repeat(64)}`)).toEqual({
      timestampS: 1_700_000_000,
      digests: [hex, 'b'.repeat(64)],
    });
  });

  it('refuses a header without a timestamp or a well-formed digest', () => {
    expect(parseWebhookSignature(`v1=${hex}`)).toBeNull();
    expect(parseWebhookSignature('t=1700000000,v1=xyz')).toBeNull();
    expect(parseWebhookSignature('')).toBeNull();
  });
});
