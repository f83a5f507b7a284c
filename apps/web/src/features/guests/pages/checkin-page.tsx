import {
  Alert,
  Badge,
  Button,
  Container,
  Group,
  List,
  NumberInput,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ScanResult } from '@stagepass/contract/guests/fields';
import { checkinCounterText } from '@stagepass/domain/guests';
import { rpc, RpcError } from '../../../lib/rpc';
import { CHECKIN_APP as T } from '../guest-texts';
import { checkinStore, type DoorSession } from '../lib/checkin-store';
import { downloadCodes, scanCode, syncScans, type DoorAnswer } from '../lib/door';
import './checkin-page.css';

const QrCamera = lazy(() => import('../components/qr-camera').then((m) => ({ default: m.QrCamera })));

/** How long the full-screen answer stays before the door is ready for the next guest. */
const ANSWER_MS = 2500;
/** How often a device with unsent scans tries again, besides when the browser says the network is back. */
const RETRY_SYNC_MS = 15_000;
const MANIFEST_HREF = '/checkin.webmanifest';

/**
 * /checkin: the event-manager app (spec 001 §1), an installable page of the web app. Staff sign in with the event id
 * and its manager password; the session checks in that event only. It downloads the event's codes, scans with the
 * camera or takes a typed code, and keeps working offline: scans wait in IndexedDB and sync when the network returns.
 */
export function CheckinPage() {
  const [session, setSession] = useState<DoorSession | null | undefined>(undefined);
  useInstallable();

  useEffect(() => {
    void checkinStore.session().then((s) => setSession(s && Date.parse(s.expiresAt) > Date.now() ? s : null));
  }, []);

  return (
    <Container size="sm" py="lg">
      <Stack gap="md">
        <Title order={1} size="h3">
          {T.title}
        </Title>
        {session === undefined ? null : session ? (
          <Door
            session={session}
            onSignOut={async () => {
              await checkinStore.clearSession();
              setSession(null);
            }}
          />
        ) : (
          <SignIn onSignedIn={setSession} />
        )}
      </Stack>
    </Container>
  );
}

/** The manifest and the service worker, only on this page: the rest of the site is not an app to install. */
function useInstallable() {
  useEffect(() => {
    if (!document.querySelector(`link[rel="manifest"]`)) {
      const link = document.createElement('link');
      link.rel = 'manifest';
      link.href = MANIFEST_HREF;
      document.head.appendChild(link);
    }
    if (import.meta.env.PROD && 'serviceWorker' in navigator)
      navigator.serviceWorker.register('/sw.js', { scope: '/checkin' }).catch(() => undefined);
  }, []);
}

function SignIn({ onSignedIn }: { onSignedIn: (session: DoorSession) => void }) {
  const [params] = useSearchParams();
  const [eventId, setEventId] = useState<number | string>(Number(params.get('event')) || '');
  const [password, setPassword] = useState('');
  const [deviceName, setDeviceName] = useState('Door 1');
  const [error, setError] = useState<RpcError | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await rpc(
        'checkin_sign_in',
        { event_id: Number(eventId), password, device_name: deviceName },
        { withoutSession: true },
      );
      const session: DoorSession = {
        token: answer.session_token,
        deviceName: answer.device_name,
        expiresAt: answer.expires_at,
        event: answer.event,
      };
      await checkinStore.saveSession(session);
      onSignedIn(session);
    } catch (err) {
      setError(err instanceof RpcError ? err : new RpcError(String(err), 'UNKNOWN', 0));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {T.signInHeading}
        </Title>
        <NumberInput label={T.eventId} value={eventId} onChange={setEventId} min={1} allowDecimal={false} required />
        <PasswordInput
          label={T.password}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          autoComplete="current-password"
          required
        />
        <TextInput
          label={T.deviceName}
          description={T.deviceNameHint}
          value={deviceName}
          onChange={(e) => setDeviceName(e.currentTarget.value)}
          maxLength={32}
          required
        />
        {error && <Alert color="red">{error.message}</Alert>}
        <Button type="submit" loading={busy}>
          {T.signIn}
        </Button>
      </Stack>
    </form>
  );
}

function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const up = () => setOnline(true);
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, []);
  return online;
}

/** Green for admitted, red for anything else, with a beep and a buzz where the device allows. */
function feedback(admitted: boolean) {
  navigator.vibrate?.(admitted ? 120 : [90, 60, 90, 60, 90]);
  try {
    const audio = new AudioContext();
    const tone = audio.createOscillator();
    tone.frequency.value = admitted ? 880 : 220;
    tone.connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + (admitted ? 0.12 : 0.4));
    tone.onended = () => void audio.close();
  } catch {
    // No sound where the browser allows none.
  }
}

function Door({ session, onSignOut }: { session: DoorSession; onSignOut: () => void }) {
  const eventId = session.event.event_id;
  const online = useOnline();
  const [code, setCode] = useState('');
  const [answer, setAnswer] = useState<DoorAnswer | null>(null);
  const [counts, setCounts] = useState<{ checked_in: number; sold: number } | null>(null);
  const [known, setKnown] = useState(0);
  const [waiting, setWaiting] = useState(0);
  const [conflicts, setConflicts] = useState<ScanResult[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [camera, setCamera] = useState(false);
  const syncing = useRef(false);
  const input = useRef<HTMLInputElement>(null);

  const refresh = useCallback(async () => {
    const [c, codes, queued] = await Promise.all([
      checkinStore.counts(eventId),
      checkinStore.codes(eventId),
      checkinStore.queued(eventId),
    ]);
    setCounts(c);
    setKnown(codes.size);
    setWaiting(queued.length);
  }, [eventId]);

  /** A session the server ended (expired, or a new manager password): sign in again; unsent scans stay. */
  const ended = useCallback(
    (e: unknown) => {
      if (e instanceof RpcError && e.code === 'CHECKIN_SESSION_ENDED') onSignOut();
      else if (e instanceof RpcError && e.status !== 0) setProblem(e.message);
    },
    [onSignOut],
  );

  const sync = useCallback(async () => {
    if (syncing.current || !navigator.onLine) return;
    syncing.current = true;
    try {
      const found = await syncScans(session);
      if (found.length) setConflicts((before) => [...before, ...found]);
      setProblem(null);
    } catch (e) {
      ended(e);
    } finally {
      syncing.current = false;
      await refresh();
    }
  }, [session, refresh, ended]);

  // Opening the door: send what waits from before, and download the event's codes.
  useEffect(() => {
    void (async () => {
      try {
        if (navigator.onLine) {
          await downloadCodes(session);
          await sync();
        }
      } catch (e) {
        ended(e);
      }
      await refresh();
    })();
  }, [session, sync, refresh, ended]);

  // The network is back: send what waits.
  useEffect(() => {
    const back = () => void sync();
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  }, [sync]);

  useEffect(() => {
    if (waiting === 0) return;
    const timer = setInterval(() => void sync(), RETRY_SYNC_MS);
    return () => clearInterval(timer);
  }, [waiting, sync]);

  useEffect(() => {
    if (!answer) return;
    const timer = setTimeout(() => setAnswer(null), ANSWER_MS);
    return () => clearTimeout(timer);
  }, [answer]);

  async function check(raw: string) {
    if (!raw.trim()) return;
    try {
      const result = await scanCode(session, raw);
      feedback(result.verdict === 'admitted');
      setAnswer(result);
      setCode('');
    } catch (e) {
      ended(e);
    }
    await refresh();
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="start">
        <div>
          <Title order={2} size="h4">
            {session.event.name}
          </Title>
          <Text size="sm" c="dimmed">
            {T.device(session.deviceName)} · {T.downloaded(known)}
          </Text>
        </div>
        <Button variant="default" size="xs" onClick={onSignOut}>
          {T.signOut}
        </Button>
      </Group>
      <Group gap="sm">
        <Badge color={online ? 'green' : 'orange'} variant="light" size="lg">
          {online ? T.online : T.offline}
        </Badge>
        <Text size="sm" aria-live="polite" data-testid="sync-state">
          {waiting > 0 ? T.waiting(waiting) : T.synced}
        </Text>
        {waiting > 0 && online && (
          <Button size="compact-sm" variant="light" onClick={() => void sync()}>
            {T.syncNow}
          </Button>
        )}
      </Group>
      {counts && (
        <Text fw={700} size="xl" aria-live="polite" data-testid="door-counter">
          {checkinCounterText(counts.checked_in, counts.sold)}
        </Text>
      )}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void check(code);
        }}
      >
        <Group align="end" gap="sm">
          <TextInput
            ref={input}
            label={T.code}
            placeholder={T.codePlaceholder}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            style={{ flex: 1 }}
          />
          <Button type="submit">{T.checkIn}</Button>
        </Group>
      </form>
      <Button variant="light" onClick={() => setCamera((on) => !on)}>
        {camera ? T.stopScan : T.scan}
      </Button>
      {camera && (
        <Suspense fallback={null}>
          <QrCamera onCode={(c) => void check(c)} />
        </Suspense>
      )}
      {problem && <Alert color="red">{problem}</Alert>}
      {conflicts.length > 0 && (
        <Alert color="orange" title={T.conflictsTitle}>
          <List size="sm">
            {conflicts.map((c) => (
              <List.Item key={c.client_scan_id}>
                {c.guest_name ? `${c.guest_name}: ` : ''}
                {c.message}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {answer && (
        <UnstyledButton
          className={`checkin-answer ${answer.verdict === 'admitted' ? 'checkin-answer-ok' : 'checkin-answer-no'}`}
          onClick={() => {
            setAnswer(null);
            input.current?.focus();
          }}
          role="alert"
          aria-label={`${answer.message}. ${T.tapToContinue}`}
        >
          <Text fz={40} fw={800} lh={1.1}>
            {answer.message}
          </Text>
          {answer.guestName && (
            <Text fz="xl" mt="md">
              {answer.guestName}
              {answer.ticketName ? ` · ${answer.ticketName}` : ''}
            </Text>
          )}
          {answer.offline && <Text mt="sm">{T.offline}</Text>}
          <Text mt="xl" size="sm">
            {T.tapToContinue}
          </Text>
        </UnstyledButton>
      )}
    </Stack>
  );
}
