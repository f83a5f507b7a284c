// Build-time rendering of the public pages (scripts/prerender.mjs): the same routes and providers as
// main.tsx, rendered to HTML once every lazy page has loaded, so the first paint needs no JavaScript.
// What the server cannot know (the stored session, dark mode) renders logged out and light here; the
// client switches to it after hydration (zustand reads its initial state while hydrating).

import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { LAUNCH_CITIES } from '@stagepass/domain/launch';
import { PRIVACY_PATH, TERMS_PATH } from '@stagepass/domain/limits';
import { ACCOUNT_DELETION_PATH, AUDIENCE_PATHS, PRICING_PATH, SMS_CONSENT_PATH } from '@stagepass/domain/site';
import { createQueryClient } from './app/query-client';
import { isRouteHandle } from './app/route-handle';
import { routes } from './app/router';

const launchCities = Object.values(LAUNCH_CITIES);
const contentPages = [SMS_CONSENT_PATH, ACCOUNT_DELETION_PATH];
const audiencePages = [AUDIENCE_PATHS.business, AUDIENCE_PATHS.creator, AUDIENCE_PATHS.fan];

/** The public pages rendered at build time: the same for every visitor until the session is read. */
export const PRERENDERED_PATHS: readonly string[] = [
  '/',
  ...audiencePages,
  PRICING_PATH,
  ...contentPages,
  ...launchCities.flatMap((c) => c.paths),
];

/** sitemap.xml: each page once (a launch city by its first path, not its aliases), and the legal documents. */
export const SITEMAP_PATHS: readonly string[] = [
  '/',
  ...audiencePages,
  PRICING_PATH,
  ...launchCities.map((c) => c.paths[0] ?? ''),
  ...contentPages,
  TERMS_PATH,
  PRIVACY_PATH,
];

export interface RenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  /** Whether the route is always dark (its handle), for the <html> colour-scheme attribute. */
  dark: boolean;
}

async function renderHtml(element: ReactNode): Promise<string> {
  // prerender waits for the lazy pages; no chunk-size limit keeps every boundary inline, so the page is
  // one complete document rather than a fallback and a script that swaps the content in later.
  const { prelude } = await prerenderToNodeStream(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
  return html;
}

export async function render(path: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answers a redirect (${context.status}), not a page`);
  if (context.statusCode !== 200) throw new Error(`${path} answers ${context.statusCode}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const dark = context.matches.some((m) => isRouteHandle(m.route.handle) && m.route.handle.dark === true);

  const app = () => (
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        {/* No loaders, so no hydration data to embed (an inline script the CSP would refuse anyway). */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    </StrictMode>
  );
  const html = await renderHtml(app());
  if (html.includes('<script') || html.includes('<!--$?-->')) throw new Error(`${path} is not one complete document`);
  return { html, dark };
}
