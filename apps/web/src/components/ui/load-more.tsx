import { Button, Group } from '@mantine/core';

/** What a paged list's query (useInfiniteQuery) offers to its Load more button. */
interface Pages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** A paged list's centred 'Load more' button, shown while another page follows. */
export function LoadMore({ pages, label }: { pages: Pages; label: string }) {
  if (!pages.hasNextPage) return null;
  return (
    <Group justify="center">
      <Button variant="light" loading={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
        {label}
      </Button>
    </Group>
  );
}
