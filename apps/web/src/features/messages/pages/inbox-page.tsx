// Placeholder until its helper lands the screen (issue 13).
export function InboxPage() {
  return null;
}
