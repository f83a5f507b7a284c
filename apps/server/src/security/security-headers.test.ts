import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { fixedSecurityHeaders } from './security-headers';

describe('fixedSecurityHeaders', () => {
  it('are the headers helmet sets on a real response, worked out once', () => {
    const middleware = helmet({
      contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] } },
    });
    const req = new IncomingMessage(new Socket());
    const res = new ServerResponse(req);
    res.setHeader('X-Powered-By', 'something');
    let called = false;
    middleware(req, res, () => (called = true));
    expect(called).toBe(true);

    const fixed = fixedSecurityHeaders(middleware);
    expect(fixed).toEqual(res.getHeaders());
    // helmet's defaults with ours merged in.
    expect(String(fixed['content-security-policy']).split(';')).toEqual(
      expect.arrayContaining(["default-src 'self'", "frame-ancestors 'none'", "object-src 'none'"]),
    );
  });

  it('throws what the middleware passes on as an error, so a bad configuration stops the app from starting', () => {
    expect(() => fixedSecurityHeaders((_req, _res, next) => next(new Error('bad directive')))).toThrow('bad directive');
  });
});
