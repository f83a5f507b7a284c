// Placeholder until its helper lands the screen (issue 13).
export function PostPage() {
  return null;
}
