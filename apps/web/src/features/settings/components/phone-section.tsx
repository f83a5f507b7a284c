import { Alert, Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { PHONE_CODE_LENGTH_MESSAGE } from '@stagepass/domain/phone';
import type { PhoneVerifyMethod } from '@stagepass/domain/phone';
import { VERIFY_CODE_MAX_LENGTH } from '@stagepass/domain/limits';
import { PHONE_REMOVED } from '@stagepass/domain/settings';
import { isVerifyCodeLength } from '@stagepass/domain/validators';
import { INVALID_PHONE_NUMBER, isValidPhone } from '@stagepass/domain/phone-numbers';
import { notify } from '../../../components/ui/notify';
import { useRequestMutation } from '../../../lib/use-request';
import { useUserMutation } from '../../accounts/api/user-mutation';
import { useCurrentUser } from '../../accounts/hooks/use-session';
import { useSessionStore } from '../../../store/session-store';
import { SettingsSection, serverFieldError } from './settings-section';

interface SentCode {
  phone: string;
  srvSid: string;
  message: string;
}

/**
 * /dash/settings, phone with verification (spec 000 §3, §5, §7): auth_send_phone_token(phone,
 * method) answers a message and srv_sid; the code typed back goes to auth_verify_phone_code(phone,
 * code, srv_sid), and once verified the number becomes the member's phone. A number the
 * international check rejects shows 'Invalid Phone Number' without sending anything.
 */
export function PhoneSection() {
  const user = useCurrentUser();
  const [phone, setPhone] = useState('');
  const [method, setMethod] = useState<PhoneVerifyMethod>('sms');
  const [code, setCode] = useState('');
  const [phoneProblem, setPhoneProblem] = useState<string | null>(null);
  const [codeProblem, setCodeProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<SentCode | null>(null);
  const send = useRequestMutation('auth_send_phone_token');
  const verify = useRequestMutation('auth_verify_phone_code');
  const remove = useUserMutation('member_update');

  function sendCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const number = phone.trim();
    // spec 000 §5: international phone check, default country US.
    const invalid = isValidPhone(number) ? null : INVALID_PHONE_NUMBER;
    setPhoneProblem(invalid);
    if (invalid || send.isPending) return;
    send.mutate(
      { phone: number, method },
      {
        onSuccess: ({ message, srv_sid }) => {
          setSent({ phone: number, srvSid: srv_sid, message });
          setCode('');
          setCodeProblem(null);
        },
      },
    );
  }

  function verifyCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!sent) return;
    // spec 000 §5 / §9: verify codes are 5 to 15 characters.
    const invalid = isVerifyCodeLength(code.trim()) ? null : PHONE_CODE_LENGTH_MESSAGE;
    setCodeProblem(invalid);
    if (invalid || verify.isPending) return;
    verify.mutate(
      { phone: sent.phone, code: code.trim(), srv_sid: sent.srvSid },
      {
        onSuccess: ({ message, phone: verified }) => {
          useSessionStore.getState().updateUser({ phone: verified });
          notify(1, message);
          setSent(null);
          setPhone('');
          setCode('');
        },
      },
    );
  }

  function removePhone() {
    if (remove.isPending) return;
    // spec 000 §7: member_update, tag phone; an empty phone removes it.
    remove.mutate({ tag: 'phone', phone: '' }, { onSuccess: () => notify(1, PHONE_REMOVED) });
  }

  return (
    <SettingsSection title="Phone">
      <Group gap="sm">
        <Text size="sm">
          {user?.phone ? (
            <>
              Verified phone: <strong>{user.phone}</strong>
            </>
          ) : (
            'No phone number yet.'
          )}
        </Text>
        {user?.phone && (
          <Button variant="subtle" color="red" size="compact-sm" onClick={removePhone} loading={remove.isPending}>
            Remove phone number
          </Button>
        )}
      </Group>

      {!sent ? (
        <form onSubmit={sendCode} noValidate aria-label="Send a code">
          <Stack gap="sm" maw={420}>
            <TextInput
              label="Phone number"
              type="tel"
              autoComplete="tel"
              placeholder="(415) 555-0134"
              value={phone}
              onChange={(e) => setPhone(e.currentTarget.value)}
              error={phoneProblem ?? serverFieldError(send.error, 'phone')}
            />
            <Radio.Group
              label="Send the code by"
              value={method}
              onChange={(v) => setMethod(v === 'call' ? 'call' : 'sms')}
            >
              <Group gap="md" mt={4}>
                <Radio value="sms" label="Text message" />
                <Radio value="call" label="Phone call" />
              </Group>
            </Radio.Group>
            <Button type="submit" loading={send.isPending} w="fit-content">
              Send code
            </Button>
          </Stack>
        </form>
      ) : (
        <form onSubmit={verifyCode} noValidate aria-label="Check the code">
          <Stack gap="sm" maw={420}>
            <Alert color="blue" variant="light" role="status">
              {sent.message}
            </Alert>
            <TextInput
              label="Verification code"
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={VERIFY_CODE_MAX_LENGTH}
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
              error={codeProblem ?? serverFieldError(verify.error, 'code', 'srv_sid')}
            />
            <Group gap="sm">
              <Button type="submit" loading={verify.isPending}>
                Verify
              </Button>
              <Button variant="default" onClick={() => setSent(null)}>
                Back
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </SettingsSection>
  );
}
