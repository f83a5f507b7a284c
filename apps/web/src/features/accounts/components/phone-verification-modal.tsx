import { Alert, Button, Group, Loader, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { ReviewedBusiness } from '@stagepass/contract/accounts/get_yelp_data';
import { NO_BUSINESS_DATA_HINT, PHONE_STEP_TITLES, type PhoneVerifyStep } from '@stagepass/domain/account-flows';
import { PHONE_CODE_LENGTH_MESSAGE, type PhoneVerifyMethod } from '@stagepass/domain/phone';
import { isVerifyCodeLength } from '@stagepass/domain/validators';
import { INVALID_PHONE_NUMBER, isValidPhone } from '@stagepass/domain/phone-numbers';
import { notify } from '../../../components/ui/notify';
import { useRequestMutation } from '../../../lib/use-request';
import '../../../app/styles/accounts.css';

interface PhoneVerificationModalProps {
  opened: boolean;
  onClose: () => void;
  /** The business the review service lists under the verified phone (E.164, as the server verified it). */
  /** The chosen listing, the verified number, and the srv_sid of the verification that proved it. */
  onVerified: (business: ReviewedBusiness, phone: string, srvSid: string) => void;
}

/**
 * spec 000 §3 / §4 / §8: business verification by phone through the business-review service.
 * Steps: start (phone entry) → sending → code entry → data lookup. Failures show the server's
 * message (a failure notice) and move to errorPhoneNumber (Back → phone entry), errorVerifyCode
 * (Back → code entry) or noYelpData (with the hint; Back resets everything, Close also closes).
 */
export function PhoneVerificationModal({ opened, onClose, onVerified }: PhoneVerificationModalProps) {
  const [step, setStep] = useState<PhoneVerifyStep>('start');
  const [phone, setPhone] = useState('');
  const [method, setMethod] = useState<PhoneVerifyMethod>('sms');
  const [code, setCode] = useState('');
  const [srvSid, setSrvSid] = useState<string | null>(null);
  const [sentMessage, setSentMessage] = useState('');
  const [business, setBusiness] = useState<ReviewedBusiness | null>(null);
  const [verifiedPhone, setVerifiedPhone] = useState<string | null>(null);
  const send = useRequestMutation('auth_send_phone_token');
  const verify = useRequestMutation('auth_verify_phone_code');
  const lookup = useRequestMutation('get_yelp_data');

  function resetAll() {
    setStep('start');
    setPhone('');
    setCode('');
    setSrvSid(null);
    setSentMessage('');
    setBusiness(null);
    setVerifiedPhone(null);
  }

  function close() {
    resetAll();
    onClose();
  }

  function sendCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // spec 000 §5: international check, default country US.
    if (!isValidPhone(phone.trim())) return void notify(2, INVALID_PHONE_NUMBER);
    setStep('sending');
    send.mutate(
      { phone: phone.trim(), method },
      {
        onSuccess: ({ message, srv_sid }) => {
          setSrvSid(srv_sid);
          setSentMessage(message);
          setStep('code');
        },
        onError: () => setStep('errorPhoneNumber'),
      },
    );
  }

  function verifyCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = code.trim();
    // spec 000 §5: verify codes are 5 to 15 characters.
    if (!isVerifyCodeLength(typed)) return void notify(2, PHONE_CODE_LENGTH_MESSAGE);
    if (!srvSid) return setStep('start');
    setStep('lookup');
    verify.mutate(
      { phone: phone.trim(), code: typed, srv_sid: srvSid },
      {
        onSuccess: (verified) =>
          lookup.mutate(
            { phone: phone.trim() },
            {
              onSuccess: (data) => {
                setBusiness(data.business);
                setVerifiedPhone(verified.phone);
                setStep('found');
              },
              onError: () => setStep('noYelpData'),
            },
          ),
        onError: () => setStep('errorVerifyCode'),
      },
    );
  }

  function chooseBusiness() {
    if (!business || !verifiedPhone || !srvSid) return;
    onVerified(business, verifiedPhone, srvSid);
    resetAll();
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={PHONE_STEP_TITLES[step]}
      centered
      closeButtonProps={{ 'aria-label': 'Cancel phone verification' }}
    >
      {step === 'start' && (
        <form onSubmit={sendCode} noValidate aria-label="Business phone">
          <Stack gap="md">
            <Text size="sm">
              We send a code to the phone number on your business page, then look your business up on the review
              service.
            </Text>
            <TextInput
              label="Business phone number"
              type="tel"
              autoComplete="tel"
              value={phone}
              onChange={(e) => setPhone(e.currentTarget.value)}
              data-autofocus
            />
            <SegmentedControl
              aria-label="How to send the code"
              value={method}
              onChange={(v) => setMethod(v === 'call' ? 'call' : 'sms')}
              data={[
                { value: 'sms', label: 'Text message' },
                { value: 'call', label: 'Phone call' },
              ]}
            />
            <Button type="submit">Send code</Button>
          </Stack>
        </form>
      )}

      {(step === 'sending' || step === 'lookup') && (
        <Group justify="center" py="lg">
          <Loader aria-label={PHONE_STEP_TITLES[step]} />
        </Group>
      )}

      {step === 'code' && (
        <form onSubmit={verifyCode} noValidate aria-label="Enter your code">
          <Stack gap="md">
            <Text size="sm">{sentMessage}</Text>
            <TextInput
              label="Verification code"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
              data-autofocus
            />
            <Button type="submit">Verify</Button>
          </Stack>
        </form>
      )}

      {step === 'found' && business && (
        <Stack gap="md">
          <div>
            <Text fw={600}>{business.name}</Text>
            <Text size="sm">{business.address}</Text>
            <Text size="sm" c="dimmed">
              {business.display_phone}
            </Text>
          </div>
          <Button onClick={chooseBusiness}>Use this business</Button>
        </Stack>
      )}

      {step === 'errorPhoneNumber' && (
        <Stack gap="md">
          <Text size="sm">Check the number and try again, or choose a phone call instead.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setStep('start')}>
              Back
            </Button>
          </Group>
        </Stack>
      )}

      {step === 'errorVerifyCode' && (
        <Stack gap="md">
          <Text size="sm">Check the code we sent and enter it again.</Text>
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => {
                setCode('');
                setStep('code');
              }}
            >
              Back
            </Button>
          </Group>
        </Stack>
      )}

      {step === 'noYelpData' && (
        <Stack gap="md">
          <Alert color="yellow">{NO_BUSINESS_DATA_HINT}</Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={resetAll}>
              Back
            </Button>
            <Button onClick={close}>Close</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
