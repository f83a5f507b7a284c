// Placeholder until its helper lands the screen (issue 13).
export function PostsPage() {
  return null;
}
