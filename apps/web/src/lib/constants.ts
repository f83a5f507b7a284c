// Texts the web app needs that packages/domain does not export yet.
// TODO move to domain (@stagepass/domain/accounts) so the server and e2e tests can share them.

/** Not from the spec: the one line a page shows until its issue fills it. */
export const PAGE_BEING_BUILT = 'This page is being built.';
