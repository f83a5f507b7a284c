import { Alert, Button, Group, Loader, Modal, Radio, Stack, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import type { ReportCredentials } from '@stagepass/contract/reports/fields';
import {
  FLAG_AS_INAPPROPRIATE,
  REPORTED,
  REPORT_DESCRIPTION_HINT,
  REPORT_DESCRIPTION_LABEL,
  REPORT_DESCRIPTION_MAX,
  REPORT_DIALOG_TITLE,
  REPORT_FAILED,
  REPORT_REASON_LABEL,
  REPORT_REASON_REQUIRED,
  REPORT_SUBMIT,
  REPORT_TYPES,
  reportKindOf,
} from '@stagepass/domain/reports';
import { notify } from '../../../components/ui/notify';
import { useRequest, useRequestMutation } from '../../../lib/use-request';
import { useCurrentUser, useIsLoggedIn } from '../../accounts/hooks/use-session';

export interface FlagAsInappropriateProps {
  /** What is reported (report_new_case credentials): a media item is type 5 with user_id and media_index. */
  item: ReportCredentials;
  /** The member the item belongs to: its owner sees no flag (nobody reports their own). */
  ownerId?: number;
  size?: 'xs' | 'sm' | 'md';
  variant?: 'subtle' | 'default' | 'light';
}

function FlagIcon({ size = 16 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable={false}
    >
      <path d="M4 22V4M4 4h13l-2 4 2 4H4" />
    </svg>
  );
}

/**
 * spec 001 §6 'Flag as Inappropriate is shown only to logged-in users', on posts, comments, profiles and media. A
 * button that opens a dialog with the reasons (get_report_codes) and a description, and files the case
 * (report_new_case). A media report answers 'Media Reported' or 'Error reporting media' (§8).
 */
export function FlagAsInappropriate({ item, ownerId, size = 'sm', variant = 'subtle' }: FlagAsInappropriateProps) {
  const loggedIn = useIsLoggedIn();
  const user = useCurrentUser();
  const [opened, { open, close }] = useDisclosure(false);
  if (!loggedIn || (ownerId !== undefined && user?.user_id === ownerId)) return null;
  return (
    <>
      <Button variant={variant} color="red" size={size} leftSection={<FlagIcon />} onClick={open}>
        {FLAG_AS_INAPPROPRIATE}
      </Button>
      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={opened}
        onClose={close}
        title={REPORT_DIALOG_TITLE}
        centered
      >
        {opened && <ReportForm item={item} onDone={close} />}
      </Modal>
    </>
  );
}

function ReportForm({ item, onDone }: { item: ReportCredentials; onDone: () => void }) {
  const kind = reportKindOf(item.type);
  const codes = useRequest(
    'get_report_codes',
    { for_acct: item.type === REPORT_TYPES.profile, cred: item.type },
    { staleTime: Infinity },
  );
  const [code, setCode] = useState<string | null>(null);
  const [description, setDescription] = useState('');
  const [missing, setMissing] = useState(false);
  const send = useRequestMutation('report_new_case', {
    meta: { silent: true },
    onSuccess: () => {
      notify(1, REPORTED[kind]);
      onDone();
    },
    onError: () => notify(2, REPORT_FAILED[kind]),
  });

  const submit = () => {
    if (!code) {
      setMissing(true);
      return;
    }
    send.mutate({ code, description, credentials: item });
  };

  if (codes.isPending) return <Loader size="sm" aria-label="Loading the reasons" />;
  if (codes.isError) return <Alert color="red">{codes.error.message}</Alert>;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack>
        <Radio.Group
          label={REPORT_REASON_LABEL}
          value={code}
          onChange={(v) => {
            setCode(v);
            setMissing(false);
          }}
          error={missing ? REPORT_REASON_REQUIRED : undefined}
        >
          <Stack gap={6} mt={6}>
            {codes.data.codes.map((c) => (
              <Radio key={c.code} value={c.code} label={c.label} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label={REPORT_DESCRIPTION_LABEL}
          description={REPORT_DESCRIPTION_HINT}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          maxLength={REPORT_DESCRIPTION_MAX}
          rows={3}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={send.isPending}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={send.isPending}>
            {REPORT_SUBMIT}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
