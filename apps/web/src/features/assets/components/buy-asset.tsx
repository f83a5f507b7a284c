import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { AssetPurchaseRow, AssetView } from '@stagepass/contract/assets/fields';
import { ASSET_PURCHASED } from '@stagepass/domain/assets';
import { CARD_COMPANY } from '@stagepass/domain/tickets';
import { notify } from '../../../components/ui/notify';
import type { RpcError } from '../../../lib/rpc';
import { useRequest, useRequestMutation } from '../../../lib/use-request';
import { useOpenAuthModal } from '../../accounts/hooks/use-auth-modal';
import { useIsLoggedIn } from '../../accounts/hooks/use-session';
import { CARDS_UNAVAILABLE } from '../../payments/cards-texts';
import { CardEntry } from '../../payments/components/card-entry-form';
import type { CardEntryHandle } from '../../payments/components/card-entry';
import { newIdempotencyKey } from '../../tickets/lib/idempotency-key';
import { PAYMENT_FAILED, SIGN_IN_TO_BUY, LOG_IN } from '../../tickets/ticket-texts';

export interface BuyAssetProps {
  asset: AssetView;
  /** The price as shown (user_get_asset's price_text). */
  priceText: string | null;
  onPurchased?: (purchase: AssetPurchaseRow) => void;
}

/**
 * spec 001 §7 purchase_asset with the card form of ticket checkout (payments/components/card-entry-form: the sandbox's
 * form or Stripe Elements): a one-time token (is_token 1), the price the buyer sees, and one Idempotency-Key per
 * attempt (a retry after a lost answer charges once). A declined card (402) shows the provider's message; a changed
 * price (409) reloads the asset and says so.
 */
export function BuyAsset({ asset, priceText, onPurchased }: BuyAssetProps) {
  const loggedIn = useIsLoggedIn();
  const openAuthModal = useOpenAuthModal();
  const queryClient = useQueryClient();
  const sources = useRequest('stripe_retrieve_sources', {}, { enabled: loggedIn });
  const [open, setOpen] = useState(false);
  const [working, setWorking] = useState(false);
  const [alert, setAlert] = useState<{ title?: string; message: string; color: string } | null>(null);
  const cardRef = useRef<CardEntryHandle>(null);
  const attempt = useRef<{ key: string; token?: string } | null>(null);
  const purchase = useRequestMutation('purchase_asset', {
    meta: { silent: true },
    headers: (): Record<string, string> => (attempt.current ? { 'Idempotency-Key': attempt.current.key } : {}),
    invalidates: ['user_get_asset', 'get_assets', 'stream_media', 'get_posts'],
  });

  if (asset.price === null || asset.allow_access || asset.is_owner) return null;
  const label = priceText ? `Buy for ${priceText}` : 'Buy';

  if (!loggedIn)
    return (
      <Alert color="blue" title={SIGN_IN_TO_BUY}>
        <Button mt="xs" size="xs" onClick={() => openAuthModal('login')}>
          {LOG_IN}
        </Button>
      </Alert>
    );
  if (!open) return <Button onClick={() => setOpen(true)}>{label}</Button>;

  const buy = async () => {
    setAlert(null);
    attempt.current ??= { key: newIdempotencyKey() };
    const current = attempt.current;
    setWorking(true);
    try {
      if (!current.token) {
        const token = await cardRef.current?.tokenize();
        if (!token) return;
        if (!token.ok) {
          if (!token.field) setAlert({ message: token.message, color: 'red' });
          attempt.current = null;
          return;
        }
        current.token = token.id;
      }
      const answer = await purchase.mutateAsync({
        asset_id: asset.id,
        price: asset.price!,
        payment_company: CARD_COMPANY,
        token: current.token,
        is_token: 1,
      });
      attempt.current = null;
      notify(1, ASSET_PURCHASED);
      onPurchased?.(answer.purchase);
    } catch (e) {
      const error = e as RpcError;
      // An answer from the server ends the attempt; a lost one may be retried with the same key.
      if (error.status >= 400 && error.status < 500) attempt.current = null;
      if (error.code === 'PRICE_CHANGED') {
        void queryClient.invalidateQueries({ queryKey: ['user_get_asset'] });
        setAlert({ message: error.message, color: 'yellow' });
      } else if (error.status === 402) setAlert({ title: PAYMENT_FAILED, message: error.message, color: 'red' });
      else setAlert({ message: error.message, color: 'red' });
    } finally {
      setWorking(false);
    }
  };

  const unavailable = sources.data?.provider === 'unavailable';
  return (
    <Stack gap="sm" component="section" aria-label={`Buy ${asset.name}`} maw={480}>
      {sources.isPending ? (
        <Skeleton h={60} aria-label="Loading the card form" />
      ) : unavailable ? (
        <Alert color="gray">{CARDS_UNAVAILABLE}</Alert>
      ) : (
        <CardEntry
          ref={cardRef}
          provider={sources.data?.provider ?? 'sandbox'}
          publishableKey={sources.data?.publishable_key ?? null}
          disabled={working}
        />
      )}
      {alert && (
        <Alert color={alert.color} role="alert" title={alert.title}>
          {alert.message}
        </Alert>
      )}
      <Group>
        <Button onClick={() => void buy()} loading={working} disabled={sources.isPending || unavailable}>
          {label}
        </Button>
        <Text size="sm" c="dimmed">
          {asset.name}
        </Text>
      </Group>
    </Stack>
  );
}
