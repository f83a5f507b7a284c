import { Anchor, Box, Group, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useClickOutside, useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { MemberCard } from '@stagepass/contract/follows/cards';
import {
  NO_SEARCH_RESULTS,
  SEARCH_DEBOUNCE_MS,
  SEARCH_LABEL,
  SEARCH_MAX_LENGTH,
  SEARCH_PLACEHOLDER,
  searchReady,
} from '@stagepass/domain/talent-search';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { useRequest } from '../../../lib/use-request';
import { profileLink } from './profile-path';

const RESULTS_ID = 'header-search-results';

function ResultLink({ card, onOpen }: { card: MemberCard; onOpen: () => void }) {
  const { to, state } = profileLink(card);
  const kind = card.followed_type === 'SPECIALIST' ? 'Talent' : 'Business';
  const detail = [kind, ...card.traits.slice(0, 2)].join(' · ');
  return (
    <li>
      <Anchor component={Link} to={to} state={state} onClick={onOpen} underline="never" c="inherit" display="block">
        <Group gap="sm" wrap="nowrap" p={4}>
          <UserAvatar name={card.name} image={card.photo} size="sm" decorative />
          <Box miw={0}>
            <Text size="sm" fw={600} truncate>
              {card.name}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {detail}
            </Text>
          </Box>
        </Group>
      </Anchor>
    </li>
  );
}

/**
 * The dashboard header's search (spec 001 §7 search_celebrities_regexp): talent and businesses by name, username or
 * trait, as the member types (debounced, once two letters or digits are typed). A result opens the profile:
 * /dash/c/{id} for talent, /dash/b/{id} for a business.
 */
export function HeaderSearch() {
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const [lookfor] = useDebouncedValue(value.trim(), SEARCH_DEBOUNCE_MS);
  const ready = searchReady(lookfor);
  const query = useRequest(
    'search_celebrities_regexp',
    { lookfor },
    { enabled: ready, placeholderData: keepPreviousData, staleTime: 30_000, meta: { silent: true } },
  );
  const ref = useClickOutside(() => setOpen(false));
  const shown = open && ready;
  const results = query.data?.results ?? [];
  const close = () => {
    setOpen(false);
    setValue('');
  };

  return (
    <Box ref={ref} pos="relative" ml="auto" miw={0} maw={340} style={{ flex: 1 }} role="search">
      <TextInput
        type="search"
        size="sm"
        radius="xl"
        aria-label={SEARCH_LABEL}
        placeholder={SEARCH_PLACEHOLDER}
        maxLength={SEARCH_MAX_LENGTH}
        autoComplete="off"
        value={value}
        // The results are links under the box, not a listbox: a search box takes no aria-expanded (axe
        // aria-allowed-attr), and names the results it shows.
        aria-controls={shown ? RESULTS_ID : undefined}
        onChange={(e) => {
          setValue(e.currentTarget.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setOpen(false);
        }}
        rightSection={query.isFetching && ready ? <Loader size="xs" aria-label="Searching" /> : null}
      />
      {shown && (
        <Paper
          id={RESULTS_ID}
          withBorder
          shadow="md"
          p="xs"
          pos="absolute"
          top="100%"
          left={0}
          right={0}
          mt={4}
          style={{ zIndex: 300, maxHeight: '70vh', overflowY: 'auto' }}
        >
          {query.isPending ? (
            <Text size="sm" c="dimmed">
              Searching…
            </Text>
          ) : query.isError ? (
            <Text size="sm" c="dimmed">
              {query.error.message}
            </Text>
          ) : results.length === 0 ? (
            <Text size="sm" c="dimmed">
              {NO_SEARCH_RESULTS}
            </Text>
          ) : (
            <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }} aria-label="Search results">
              {results.map((card) => (
                <ResultLink key={`${card.followed_type}-${card.id}`} card={card} onOpen={close} />
              ))}
            </Stack>
          )}
        </Paper>
      )}
    </Box>
  );
}
