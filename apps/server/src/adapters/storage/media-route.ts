import type { FastifyInstance } from 'fastify';
import { isSafeKey } from './keys';
import type { Storage } from './storage';

/**
 * How a stored object may be served at /media: 'immutable' (cached for good), 'revalidate' (served, but checked again
 * on each use: whether it may be served can change), 'hidden' (404, as if there were none: the object is served
 * elsewhere, to those allowed).
 */
export type MediaAccess = 'immutable' | 'revalidate' | 'hidden';

/**
 * `GET /media/<key>`: stored media, with its content type. Keys are random and objects never change, so responses
 * may be cached for a year; the key is the entity tag. `access` (the assets' paywall: features/assets/asset-files.ts)
 * says which objects are not public statics at all; it is asked before anything is read or a 304 answered.
 */
export async function mediaRoutes(
  app: FastifyInstance,
  storage: Storage,
  access: (key: string) => Promise<MediaAccess> = async () => 'immutable',
) {
  app.get<{ Params: { '*': string } }>('/media/*', async (req, reply) => {
    const key = req.params['*'];
    const notFound = () => reply.code(404).send({ message: 'Not found', code: 'NOT_FOUND' });
    if (!isSafeKey(key)) return notFound();
    const how = await access(key);
    if (how === 'hidden') return notFound();
    const etag = `"${key}"`;
    const object = await storage.get(key);
    if (!object) return notFound();
    reply
      .header(
        'cache-control',
        how === 'immutable' ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      )
      .header('etag', etag)
      // Avatars are shown by other origins too (the creators' portal, the mobile apps' web views).
      .header('cross-origin-resource-policy', 'cross-origin')
      // Never run as a document, whatever was stored.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    if (req.headers['if-none-match'] === etag) {
      object.body.destroy();
      return reply.code(304).send();
    }
    return reply.type(object.contentType).header('content-length', object.size).send(object.body);
  });
}
