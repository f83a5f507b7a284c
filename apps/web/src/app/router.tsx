// The router, built from the route table (route-table.ts): every route with a page, in its layout,
// behind the guard of its `who`. Pages are loaded lazily (route-pages.tsx).

import { lazy } from 'react';
import type { ReactElement } from 'react';
import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { AuthLayout } from './layouts/auth-layout';
import { BareLayout } from './layouts/bare-layout';
import { RootLayout } from './layouts/root-layout';
import { RequireRole } from './route-guards';
import type { RouteHandle } from './route-handle';
import { PAGES } from './route-pages';
import { ROUTE_TABLE } from './route-table';
import type { Layout } from './route-table';

const DashLayout = lazy(() => import('./layouts/dash-layout'));

type RouteWithPage = Extract<(typeof ROUTE_TABLE)[number], { page: string }>;

const withPage = (r: (typeof ROUTE_TABLE)[number]): r is RouteWithPage => 'page' in r;

const dark: RouteHandle = { dark: true };

function routeOf(entry: RouteWithPage): RouteObject {
  const Page = PAGES[entry.page];
  const route: RouteObject = { path: entry.path, element: <Page /> };
  if ('dark' in entry && entry.dark) route.handle = dark;
  if (entry.who === 'everyone') return route;
  return { element: <RequireRole who={entry.who} />, children: [route] };
}

const routesIn = (layout: Layout): RouteObject[] =>
  ROUTE_TABLE.filter(withPage)
    .filter((r) => r.layout === layout)
    .map(routeOf);

// spec 000 §2.2: the landing and /auth pages; §2.12: the city launch pages (their own group, as
// before); §2.3: the dashboard area; §2.1, §2.8–2.10: redirect, mobile hand-off and creator website.
const LAYOUTS: readonly [Exclude<Layout, 'root'>, ReactElement][] = [
  ['auth', <AuthLayout />],
  ['launch', <AuthLayout />],
  ['dash', <DashLayout />],
  ['bare', <BareLayout />],
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...LAYOUTS.map(([layout, element]): RouteObject => ({ element, children: routesIn(layout) })),
      // spec 000 §2.1: the /public and /mobilePage areas without screens yet, and any unknown path, go home.
      ...routesIn('root'),
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
