import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import {
  LAUNCH_ALREADY_SUBMITTED,
  LAUNCH_CONFIRM_BUTTON,
  LAUNCH_INVALID_INPUT,
  LAUNCH_ROLE_LABELS,
  LAUNCH_ROLE_QUESTION,
  LAUNCH_SUCCESS_BUTTON,
  LAUNCH_SUCCESS_TITLE,
  PARTNER_APPLY_BUTTON,
  PARTNER_CONFIRM_BUTTON,
  PARTNER_CONFIRM_TITLE,
  PARTNER_SECTION_HEADING,
  PARTNER_SELECTED,
  PARTNER_SUCCESS_BODY,
  PARTNER_SUCCESS_BUTTON,
  PARTNER_SUCCESS_TITLE,
  PARTNER_THANK_YOU,
  READY_TO_START,
  READY_TO_START_AFTER_PARTNER,
  type LaunchCity,
  type LaunchRole,
  type MarketingFieldKey,
  type MarketingFormKind,
  launchCityForPath,
  launchConfirmTitle,
  launchFormHeading,
  launchJoinHeading,
  launchSuccessBody,
  launchThankYou,
} from '@stagepass/domain/launch';
import { useRequestMutation } from '../../../lib/use-request';
import { useSessionStore } from '../../../store/session-store';
import { Benefits } from '../components/benefits';
import type { ConfirmRow } from '../components/confirm-dialog';
import { Disclaimer } from '../components/disclaimer';
import { LaunchHero } from '../components/launch-hero';
import { ReadySection } from '../components/ready-section';
import { useBotCheck } from '../hooks/use-bot-check';
import { type TraitOption, useLaunchTraits, useLogCurrentLocation } from '../hooks/use-launch-page-data';
import type * as FormKitModule from '../lib/form-kit';
import type { FormValues } from '../lib/launch-form';
import { JOIN_BUTTON, PARTNER_SUBMIT_BUTTON, launchIntro } from '../lib/launch-texts';

type FormKit = typeof FormKitModule;

/** The forms and dialogs, loaded once they are wanted (a role was chosen): see lib/form-kit. */
function useFormKit(wanted: boolean): FormKit | null {
  const [kit, setKit] = useState<FormKit | null>(null);
  useEffect(() => {
    if (!wanted || kit) return;
    let live = true;
    void import('../lib/form-kit').then((loaded) => {
      if (live) setKit(loaded);
    });
    return () => {
      live = false;
    };
  }, [wanted, kit]);
  return kit;
}

/** How long the page dwells on the benefit list before moving on to the form (spec 000 §2.12 step 3). */
const BENEFITS_DWELL_MS = 1200;

interface FormState {
  values: FormValues;
  /** Bumped to remount the form when its fields are cleared, so their touched marks go too. */
  generation: number;
  showAllErrors: boolean;
  messages: string[];
  confirming: boolean;
  /** spec 000 §5: 'Repeat submit after success'. */
  sentOnce: boolean;
}

const EMPTY_FORM: FormState = {
  values: {},
  generation: 0,
  showAllErrors: false,
  messages: [],
  confirming: false,
  sentOnce: false,
};

/**
 * The city launch pages of spec 000 §2.12 (and New York's, issue #4): one page for every route, in the
 * wording and with the form ids of the city its path names.
 */
export function LaunchPage() {
  const { pathname } = useLocation();
  const city = launchCityForPath(pathname);
  // The router only sends launch paths here; anything else is an unknown path (spec 000 §2.1).
  if (!city) return <Navigate to="/" replace />;
  return <CityLaunch key={city.id} city={city} />;
}

function CityLaunch({ city }: { city: LaunchCity }) {
  const [params] = useSearchParams();
  const adId = params.get('ad_id');
  useEffect(() => {
    // spec 000 §2.12: 'A query parameter ad_id on a launch page is stored locally' (key ad_id, §3).
    if (adId) useSessionStore.getState().setHandOff({ adId });
  }, [adId]);

  const traits = useLaunchTraits();
  useLogCurrentLocation();
  const bot = useBotCheck();
  // spec 000 §4 / §8: 'Launch form post failure: logged only, sending flag resets': no error toast.
  const submit = useRequestMutation('submit_marketing_form', {
    meta: { silent: true },
    onError: (error) => console.error('submit_marketing_form failed', error),
  });
  // spec 000 §4: 'duplicate sends ignored while in flight' — a ref, since two clicks can land before a render.
  const inFlight = useRef(false);
  const [sending, setSending] = useState(false);

  const [role, setRole] = useState<LaunchRole | null>(null);
  const kit = useFormKit(role !== null);
  const [launch, setLaunch] = useState<FormState>(EMPTY_FORM);
  const [joinedRole, setJoinedRole] = useState<LaunchRole | null>(null);
  const [carried, setCarried] = useState<Record<string, string>>({});
  const [launchSuccess, setLaunchSuccess] = useState(false);
  const [partnerShown, setPartnerShown] = useState(false);
  const [partner, setPartner] = useState<FormState>(EMPTY_FORM);
  const [partnerDone, setPartnerDone] = useState(false);
  const [partnerSuccess, setPartnerSuccess] = useState(false);

  const benefitsRef = useRef<HTMLElement>(null);
  const formRef = useRef<HTMLElement>(null);
  const partnerRef = useRef<HTMLElement>(null);
  const scrollTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(scrollTimer.current), []);

  const traitsFor = (r: LaunchRole): TraitOption[] => traits[r];

  const chooseRole = (r: LaunchRole) => {
    if (r !== role) {
      // The two roles pick from different lists, so the choice made for the other one goes.
      setLaunch((s) => ({ ...s, values: { ...s.values, primary_talent: '' }, messages: [] }));
    }
    setRole(r);
    // spec 000 §2.12 step 3: to the benefit list, then on to the form.
    clearTimeout(scrollTimer.current);
    requestAnimationFrame(() => benefitsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
    scrollTimer.current = setTimeout(
      () => formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
      BENEFITS_DWELL_MS,
    );
  };

  /** spec 000 §5: the submit rules, then the confirm dialog. */
  const trySubmit = (kind: MarketingFormKind, formRole: LaunchRole) => {
    const state = kind === 'launch' ? launch : partner;
    const set = kind === 'launch' ? setLaunch : setPartner;
    // spec 000 §5: checked before anything else; the button is disabled in both cases anyway.
    if (!kit || !bot.checked || bot.isBot) return;
    const { fieldProblem, submission, visibleFields } = kit;
    const messages: string[] = [];
    // "shown, but validation then continues"
    if (state.sentOnce) messages.push(LAUNCH_ALREADY_SUBMITTED);
    const list = traitsFor(formRole);
    const invalid = visibleFields(kind, formRole).some((d) => fieldProblem(d, kind, formRole, state.values, list));
    const { problems } = submission(kind, formRole, state.values, list, kind === 'partner' ? carried : {});
    if (invalid || problems > 0) {
      set((s) => ({ ...s, showAllErrors: true, messages: [...messages, LAUNCH_INVALID_INPUT] }));
      return;
    }
    set((s) => ({ ...s, messages, confirming: true }));
  };

  const confirmRows = (kind: MarketingFormKind, formRole: LaunchRole): ConfirmRow[] => {
    if (!kit) return [];
    const { FIELD_LABELS, submission } = kit;
    const state = kind === 'launch' ? launch : partner;
    const { fields } = submission(kind, formRole, state.values, traitsFor(formRole), kind === 'partner' ? carried : {});
    return Object.entries(fields).map(([key, value]) => ({ label: FIELD_LABELS[key as MarketingFieldKey], value }));
  };

  const send = async (kind: MarketingFormKind, formRole: LaunchRole) => {
    if (inFlight.current || !kit) return;
    const { carryToPartner, submission } = kit;
    const state = kind === 'launch' ? launch : partner;
    const list = traitsFor(formRole);
    const { fields } = submission(kind, formRole, state.values, list, kind === 'partner' ? carried : {});
    inFlight.current = true;
    setSending(true);
    try {
      await submit.mutateAsync({
        formId: city.forms[kind][formRole],
        fields,
        ad_id: useSessionStore.getState().adId ?? undefined,
      });
    } catch {
      // spec 000 §4 / §8: logged only (the mutation logs it); the user sees nothing.
      if (kind === 'launch') setLaunch((s) => ({ ...s, confirming: false }));
      else setPartner((s) => ({ ...s, confirming: false }));
      return;
    } finally {
      inFlight.current = false;
      setSending(false);
    }
    if (kind === 'launch') {
      // spec 000 §4: 'form cleared, name, email and trait kept for the partner form'.
      setLaunch((s) => ({ ...EMPTY_FORM, generation: s.generation + 1, sentOnce: true }));
      setJoinedRole(formRole);
      setCarried(carryToPartner(fields));
      setPartner((s) => ({
        ...s,
        values: {
          f_name1: state.values.f_name ?? '',
          email: state.values.email ?? '',
          primary_talent: state.values.primary_talent ?? '',
        },
      }));
      setLaunchSuccess(true);
    } else {
      // spec 000 §4: 'fields cleared and validity reset'.
      setPartner((s) => ({ ...EMPTY_FORM, generation: s.generation + 1, sentOnce: true }));
      setPartnerDone(true);
      setPartnerSuccess(true);
    }
  };

  const closeLaunchSuccess = useCallback(() => setLaunchSuccess(false), []);
  const closePartnerSuccess = useCallback(() => setPartnerSuccess(false), []);

  const change = (set: typeof setLaunch) => (key: MarketingFieldKey, value: string) =>
    set((s) => ({ ...s, values: { ...s.values, [key]: value } }));

  const openPartner = () => {
    setPartnerShown(true);
    requestAnimationFrame(() => partnerRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  };

  return (
    <>
      <LaunchHero>
        <Title order={1}>{launchJoinHeading(city.name)}</Title>
        <Text size="lg" mt="sm">
          {launchIntro(city.inText)}
        </Text>
        <Text fw={700} mt="lg">
          {LAUNCH_ROLE_QUESTION}
        </Text>
        <Group justify="center" mt="xs" role="group" aria-label={LAUNCH_ROLE_QUESTION}>
          {(['talent', 'business'] as const).map((r) => (
            <Button
              key={r}
              size="md"
              variant={role === r ? 'filled' : 'white'}
              aria-pressed={role === r}
              onClick={() => chooseRole(r)}
            >
              {LAUNCH_ROLE_LABELS[r]}
            </Button>
          ))}
        </Group>
      </LaunchHero>

      <Container size="md" py="xl">
        <Stack gap={48}>
          {role && <Benefits ref={benefitsRef} role={role} />}

          {role && (
            <section ref={formRef} aria-label={launchFormHeading(city.name, role)} style={{ scrollMarginTop: 80 }}>
              <Title order={2} mb="md">
                {launchFormHeading(city.name, role)}
              </Title>
              {kit && (
                <kit.MarketingFormView
                  key={`${role}-${launch.generation}`}
                  name={launchFormHeading(city.name, role)}
                  kind="launch"
                  role={role}
                  values={launch.values}
                  onChange={change(setLaunch)}
                  traits={traitsFor(role)}
                  showAllErrors={launch.showAllErrors}
                  messages={launch.messages}
                  bot={bot}
                  sending={sending}
                  submitLabel={JOIN_BUTTON}
                  onSubmit={() => trySubmit('launch', role)}
                />
              )}
            </section>
          )}

          {joinedRole && (
            <Text size="lg" fw={500}>
              {launchThankYou(city.name)}
            </Text>
          )}

          {joinedRole && !partnerDone && (
            <section ref={partnerRef} aria-label={PARTNER_SECTION_HEADING} style={{ scrollMarginTop: 80 }}>
              <Stack gap="md" align="stretch">
                <Title order={2}>{PARTNER_SECTION_HEADING}</Title>
                {!partnerShown && (
                  <Button onClick={openPartner} style={{ alignSelf: 'flex-start' }}>
                    {PARTNER_APPLY_BUTTON}
                  </Button>
                )}
                {partnerShown && kit && (
                  <kit.MarketingFormView
                    key={`partner-${partner.generation}`}
                    name={PARTNER_SECTION_HEADING}
                    kind="partner"
                    role={joinedRole}
                    values={partner.values}
                    onChange={change(setPartner)}
                    traits={traitsFor(joinedRole)}
                    showAllErrors={partner.showAllErrors}
                    messages={partner.messages}
                    bot={bot}
                    sending={sending}
                    submitLabel={PARTNER_SUBMIT_BUTTON}
                    onSubmit={() => trySubmit('partner', joinedRole)}
                  />
                )}
              </Stack>
            </section>
          )}

          {joinedRole && !partnerDone && <ReadySection title={READY_TO_START} />}

          {joinedRole && partnerDone && (
            <Stack gap="xs">
              <Text size="lg" fw={500}>
                {PARTNER_THANK_YOU}
              </Text>
              <Text>{PARTNER_SELECTED[joinedRole]}</Text>
            </Stack>
          )}
          {joinedRole && partnerDone && <ReadySection title={READY_TO_START_AFTER_PARTNER} />}

          <Disclaimer />
        </Stack>
      </Container>

      {kit && role && (
        <kit.ConfirmDialog
          opened={launch.confirming}
          title={launchConfirmTitle(city.name)}
          rows={launch.confirming ? confirmRows('launch', role) : []}
          confirmLabel={LAUNCH_CONFIRM_BUTTON}
          sending={sending}
          onConfirm={() => void send('launch', role)}
          onCancel={() => setLaunch((s) => ({ ...s, confirming: false }))}
        />
      )}
      {kit && joinedRole && (
        <kit.ConfirmDialog
          opened={partner.confirming}
          title={PARTNER_CONFIRM_TITLE}
          rows={partner.confirming ? confirmRows('partner', joinedRole) : []}
          confirmLabel={PARTNER_CONFIRM_BUTTON}
          sending={sending}
          onConfirm={() => void send('partner', joinedRole)}
          onCancel={() => setPartner((s) => ({ ...s, confirming: false }))}
        />
      )}
      {kit && (
        <>
          <kit.SuccessDialog
            opened={launchSuccess}
            title={LAUNCH_SUCCESS_TITLE}
            body={launchSuccessBody(city.name)}
            buttonLabel={LAUNCH_SUCCESS_BUTTON}
            onClose={closeLaunchSuccess}
          />
          <kit.SuccessDialog
            opened={partnerSuccess}
            title={PARTNER_SUCCESS_TITLE}
            body={PARTNER_SUCCESS_BODY}
            buttonLabel={PARTNER_SUCCESS_BUTTON}
            onClose={closePartnerSuccess}
          />
        </>
      )}
    </>
  );
}
