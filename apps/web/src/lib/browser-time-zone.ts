/** The browser's time zone, for times that belong to no venue (a log's, an audit trail's): UTC when it has none. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
