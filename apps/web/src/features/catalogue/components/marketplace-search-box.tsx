import { TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  MARKETPLACE_SEARCH_LABEL,
  MARKETPLACE_SEARCH_PATH,
  MARKETPLACE_SEARCH_PLACEHOLDER,
} from '@stagepass/domain/catalogue';

/** The marketplace's search box: Enter opens /dash/marketplaceSearch with the words (lookFor). */
export function MarketplaceSearchBox() {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const lookFor = value.trim();
    void navigate(
      lookFor ? `${MARKETPLACE_SEARCH_PATH}?lookFor=${encodeURIComponent(lookFor)}` : MARKETPLACE_SEARCH_PATH,
    );
  };
  return (
    <form role="search" onSubmit={submit}>
      <TextInput
        type="search"
        aria-label={MARKETPLACE_SEARCH_LABEL}
        placeholder={MARKETPLACE_SEARCH_PLACEHOLDER}
        value={value}
        onChange={(e) => setValue(e.currentTarget.value)}
        maw={480}
      />
    </form>
  );
}
