import { Button, Container, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { GeocodeResult } from '@stagepass/contract/accounts/geocode_address';
import type { ReviewedBusiness } from '@stagepass/contract/accounts/get_yelp_data';
import type { AccountType, RegistrationDraft } from '@stagepass/contract/accounts/registration-draft';
import { MIN_PASSWORD_LENGTH, NAME_FORMAT, PASSWORD_TOO_SHORT, USERNAME_FORMAT } from '@stagepass/domain/accounts';
import { ACCOUNT_TYPE_REQUIRED, ADDRESS_NOT_FOUND, REGISTRATION_NEEDS_PROOF } from '@stagepass/domain/account-flows';
import { hasLetter } from '@stagepass/domain/text';
import { isName, isUsername } from '@stagepass/domain/validators';
import { notify } from '../../../components/ui/notify';
import { assignLocation } from '../../../lib/navigation';
import { useRequestMutation } from '../../../lib/use-request';
import { RpcError } from '../../../lib/rpc';
import { useSessionStore } from '../../../store/session-store';
import { AccountTypeCards } from '../components/account-type-cards';
import { PhoneVerificationModal } from '../components/phone-verification-modal';
import { useOpenAuthModal } from '../hooks/use-auth-modal';
import { useSignInFlow, type SignInResult } from '../hooks/use-sign-in-flow';
import {
  clearRegistrationData,
  clearVerification,
  loadDraft,
  loadRegistrationToken,
  loadVerification,
  saveDraft,
  saveVerification,
  verificationProof,
  type AccountVerification,
  type SavedDraft,
} from '../lib/registration-storage';
import { newSocialState, returnUrl, VERIFY_RETURN_PATH } from '../lib/social-state';
import '../../../app/styles/accounts.css';

type Location = Pick<
  RegistrationDraft,
  'latitude' | 'longitude' | 'locality' | 'administrative_area' | 'sub_administrative_area' | 'country'
>;

function locationOf(g: GeocodeResult): Location {
  return {
    latitude: g.latitude,
    longitude: g.longitude,
    locality: g.locality ?? undefined,
    administrative_area: g.administrative_area ?? undefined,
    sub_administrative_area: g.sub_administrative_area ?? undefined,
    country: g.country,
  };
}

/** spec 000 §2.11: after registration, /dash/welcome, with ad_success when an ad id was stored. */
export function welcomePath(adId: string | null): string {
  return adId ? `/dash/welcome?ad_success=${encodeURIComponent(adId)}` : '/dash/welcome';
}

/**
 * /auth/register-page (spec 000 §2.7, §3): entered from a confirmed registration email (regemail)
 * or after a social sign-in found no account. The registration draft: name, username, the locked
 * email, an address geocoded to latitude, longitude, locality, administrative areas and country,
 * password, account type and affiliate code. Submitting creates the account (create_user, or
 * social_media_register for a social sign-up), stores the session and opens /dash/welcome.
 */
export function RegisterPage() {
  const authEmail = useSessionStore((s) => s.authEmail);
  const authSocial = useSessionStore((s) => s.authSocial);
  const authSocialToken = useSessionStore((s) => s.authSocialToken);
  const [registrationToken] = useState(loadRegistrationToken);
  const openAuthModal = useOpenAuthModal();

  const social = authSocial && authSocialToken ? { provider: authSocial, token: authSocialToken } : null;
  if (!authEmail || (!social && !registrationToken)) {
    return (
      <Container size="sm" py="xl">
        <Stack gap="md" align="flex-start">
          <Title order={1}>Create your account</Title>
          <Text>{REGISTRATION_NEEDS_PROOF}</Text>
          <Button onClick={() => openAuthModal('register')}>Sign Up</Button>
        </Stack>
      </Container>
    );
  }
  return <RegistrationForm email={authEmail} social={social} registrationToken={registrationToken} />;
}

interface RegistrationFormProps {
  email: string;
  social: { provider: string; token: string } | null;
  registrationToken: string | null;
}

function RegistrationForm({ email, social, registrationToken }: RegistrationFormProps) {
  const navigate = useNavigate();
  const [saved] = useState(loadDraft);
  const [name, setName] = useState(saved.name ?? '');
  const [username, setUsername] = useState(saved.username ?? '');
  const [address, setAddress] = useState(saved.address ?? '');
  const [location, setLocation] = useState<Location | null>(
    saved.latitude !== undefined && saved.longitude !== undefined ? pickLocation(saved) : null,
  );
  const [places, setPlaces] = useState<GeocodeResult[] | null>(null);
  const [password, setPassword] = useState('');
  const [affiliateCode, setAffiliateCode] = useState(saved.affiliate_code ?? '');
  const [verification, setVerification] = useState<AccountVerification | null>(loadVerification);
  const [accType, setAccType] = useState<AccountType | null>(() => {
    const type = saved.accType ?? verification?.accType ?? null;
    // Business and agency stay selected only with their verification.
    return (type === 'business' || type === 'agency') && verification?.accType !== type ? null : type;
  });
  const [phoneOpen, setPhoneOpen] = useState(false);
  const geocode = useRequestMutation('geocode_address');
  const authorize = useRequestMutation('get_social_authorize_url');
  const createUser = useRequestMutation('create_user');
  const socialRegister = useRequestMutation('social_media_register');
  const submitting = createUser.isPending || socialRegister.isPending;
  // spec 000 §2.11: after registration, /dash/welcome (with ad_success when an ad id was stored; used up).
  // The registration data stays until then: this page shows the Terms while it lasts.
  const flow = useSignInFlow({
    destination: () => {
      const store = useSessionStore.getState();
      const adId = store.adId;
      clearRegistrationData();
      if (adId) store.setHandOff({ adId: null });
      return welcomePath(adId);
    },
    onAbandon: () => {
      clearRegistrationData();
      navigate('/', { replace: true });
    },
  });

  // The draft outlives a LinkedIn round trip (never the password).
  useEffect(() => {
    const draft: SavedDraft = {
      name,
      username,
      address,
      affiliate_code: affiliateCode,
      ...(accType ? { accType } : {}),
      ...(location ?? {}),
    };
    saveDraft(draft);
  }, [name, username, address, affiliateCode, accType, location]);

  function findAddress() {
    const query = address.trim();
    if (!query) return;
    geocode.mutate(
      { address: query },
      {
        onSuccess: ({ results }) => {
          if (results.length === 0) notify(3, ADDRESS_NOT_FOUND);
          setPlaces(results);
        },
      },
    );
  }

  function choosePlace(place: GeocodeResult) {
    setAddress(place.formatted_address);
    setLocation(locationOf(place));
    setPlaces(null);
  }

  function verifyLinkedin(type: 'business' | 'agency') {
    // spec 000 §7: state = account type + provider + a nonce kept locally (fb-nonce).
    authorize.mutate(
      { provider: 'linkedin', redirect_uri: returnUrl(VERIFY_RETURN_PATH), state: newSocialState(type, 'linkedin') },
      { onSuccess: ({ url }) => assignLocation(url) },
    );
  }

  function phoneVerified(business: ReviewedBusiness, phone: string, srvSid: string) {
    const v: AccountVerification = { accType: 'business', method: 'phone', phone, srvSid, name: business.name };
    saveVerification(v);
    setVerification(v);
    setAccType('business');
    setPhoneOpen(false);
    // The listing's address stands in for one not typed yet.
    if (!address.trim() && business.latitude !== null && business.longitude !== null) {
      setAddress(business.address);
      setLocation({
        latitude: business.latitude,
        longitude: business.longitude,
        locality: business.locality ?? undefined,
        administrative_area: business.administrative_area ?? undefined,
        country: business.country ?? undefined,
      });
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const trimmedName = name.trim();
    if (!trimmedName || !isName(trimmedName) || !hasLetter(trimmedName)) return void notify(2, NAME_FORMAT);
    if (!isUsername(username.trim())) return void notify(2, USERNAME_FORMAT);
    // A social sign-up may skip the password: the member signs in with the provider.
    if ((!social || password) && password.length < MIN_PASSWORD_LENGTH) return void notify(2, PASSWORD_TOO_SHORT);
    if (!accType) return void notify(2, ACCOUNT_TYPE_REQUIRED);

    const draft = {
      name: trimmedName,
      accType,
      ...(username.trim() ? { username: username.trim() } : {}),
      ...(address.trim() ? { address: address.trim() } : {}),
      ...(location ?? {}),
      ...(affiliateCode.trim() ? { affiliate_code: affiliateCode.trim() } : {}),
      // spec 000 §3 / §6: the server checks the proof of a business or agency account type.
      ...(verification && verification.accType === accType ? { verification: verificationProof(verification) } : {}),
    };
    // The new member agrees to the Terms before using the product, as at sign-in (spec 000 §4, §2.6):
    // Agree records it and opens /dash/welcome; Reject ends the new session, and the Terms come back at sign-in.
    const onSuccess = (result: SignInResult) => flow.finish(result);
    // The server refused the verification (its message is shown): the cards offer it again.
    const onError = (error: Error) => {
      if (!(error instanceof RpcError) || error.field !== 'userData.verification') return;
      clearVerification();
      setVerification(null);
      setAccType(null);
    };

    if (social) {
      socialRegister.mutate(
        { token: social.token, userData: { ...draft, email, ...(password ? { password } : {}) } },
        { onSuccess, onError },
      );
    } else {
      createUser.mutate(
        {
          userData: {
            ...draft,
            email,
            password,
            ...(registrationToken ? { registration_token: registrationToken } : {}),
          },
        },
        { onSuccess, onError },
      );
    }
  }

  return (
    <Container size="md" py="xl">
      <form onSubmit={submit} noValidate aria-label="Create your account">
        <Stack gap="md">
          <Title order={1}>Create your account</Title>
          {/* Locked: the address the emailed link or the provider confirmed. */}
          <TextInput label="Email" value={email} readOnly variant="filled" description="Confirmed" />
          <TextInput label="Name" autoComplete="name" value={name} onChange={(e) => setName(e.currentTarget.value)} />
          <TextInput
            label="Username"
            description="Optional. Letters, digits, underscore and hyphen."
            autoComplete="username"
            value={username}
            onChange={(e) => setUsername(e.currentTarget.value)}
          />
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <TextInput
              label="Address"
              description="Your street address, city or ZIP code."
              autoComplete="street-address"
              style={{ flex: 1 }}
              value={address}
              onChange={(e) => {
                setAddress(e.currentTarget.value);
                setLocation(null);
              }}
              onKeyDown={(e) => {
                // Enter looks the address up rather than submitting the whole form.
                if (e.key === 'Enter') {
                  e.preventDefault();
                  findAddress();
                }
              }}
            />
            <Button variant="default" onClick={findAddress} loading={geocode.isPending}>
              Find address
            </Button>
          </Group>
          {places && places.length > 0 && (
            <Stack gap={4} role="group" aria-label="Matching places">
              {places.map((place) => (
                <Button
                  key={`${place.latitude},${place.longitude},${place.formatted_address}`}
                  variant="subtle"
                  justify="flex-start"
                  onClick={() => choosePlace(place)}
                >
                  {place.formatted_address}
                </Button>
              ))}
            </Stack>
          )}
          {location && (
            <Text size="sm" c="dimmed" aria-label="Located at">
              {[location.locality, location.administrative_area, location.country].filter(Boolean).join(', ')} (
              {location.latitude?.toFixed(4)}, {location.longitude?.toFixed(4)})
            </Text>
          )}
          <PasswordInput
            label={social ? 'Password (optional)' : 'Password'}
            autoComplete="new-password"
            visibilityToggleButtonProps={{ 'aria-label': 'Show typed characters' }}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <TextInput
            label="Affiliate code"
            description="Optional: the code of the affiliate who referred you."
            value={affiliateCode}
            onChange={(e) => setAffiliateCode(e.currentTarget.value)}
          />
          <Title order={2} size="h3" mt="md">
            Account type
          </Title>
          <AccountTypeCards
            value={accType}
            onSelect={setAccType}
            verification={verification}
            onVerifyLinkedin={verifyLinkedin}
            onVerifyPhone={() => setPhoneOpen(true)}
            verifying={authorize.isPending}
          />
          <Button type="submit" size="md" loading={submitting} mt="md">
            Create account
          </Button>
        </Stack>
      </form>
      <PhoneVerificationModal opened={phoneOpen} onClose={() => setPhoneOpen(false)} onVerified={phoneVerified} />
      {flow.dialogs}
    </Container>
  );
}

function pickLocation(d: SavedDraft): Location {
  return {
    latitude: d.latitude,
    longitude: d.longitude,
    locality: d.locality,
    administrative_area: d.administrative_area,
    sub_administrative_area: d.sub_administrative_area,
    country: d.country,
  };
}
