import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { BusinessBid } from '@stagepass/contract/bookings/fields';
import { notify } from '../../../../components/ui/notify';
import { useRequestMutation } from '../../../../lib/use-request';
import { bidAmountError, money } from './business-bid-rules';
import { BUSINESS_BID_TEXTS as T } from './business-bid-texts';

/** What the bid is for: the business's time block, the talent and the trait they are booked as. */
export interface BidTarget {
  sbEventId: number;
  traitId: number;
  spId: number;
  name: string;
  /** The least the bid may be: the schedule's rate (prv_rate on a private event), in cents. */
  rateCents: number;
}

export interface BidDialogProps {
  target: BidTarget;
  /** The business's live bid on this talent for this block: the dialog changes it (sends its bid_id). */
  bid: BusinessBid | null;
  onClose: () => void;
}

/**
 * The Bid dialog (spec 001 §7 bid_book_candidate): the business's maximum in whole dollars, checked here as the
 * server checks it (spec 001 §5, and at least the rate), then sent. A refusal shows on the amount when the server
 * names the price, else above the buttons. Mounted while open, so each opening starts from the current bid.
 */
export function BidDialog({ target, bid, onClose }: BidDialogProps) {
  const [amount, setAmount] = useState(bid ? String(Math.ceil(bid.max_cents / 100)) : '');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const send = useRequestMutation('bid_book_candidate', {
    invalidates: ['business_find_specialists_for_sub_event', 'business_bids_query'],
    // Refusals show in the dialog, next to what caused them.
    meta: { silent: true },
    onSuccess: () => {
      notify(1, bid ? T.bidChanged : T.bidPlaced);
      onClose();
    },
    onError: (error) => {
      if (error.field === 'price') setAmountError(error.message);
      else setFormError(error.message);
    },
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    const problem = bidAmountError(amount, target.rateCents);
    setAmountError(problem);
    setFormError(null);
    if (problem) return;
    send.mutate({
      sb_event_id: target.sbEventId,
      sp_id: target.spId,
      sp_trait_id: target.traitId,
      price: Number(amount.trim()),
      type: 'BID',
      ...(bid ? { bid_id: bid.bid_id } : {}),
    });
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={bid ? T.changeBidTitle(target.name) : T.bidTitle(target.name)}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={T.amountLabel}
            description={T.amountHint(money(target.rateCents))}
            inputMode="numeric"
            autoComplete="off"
            required
            value={amount}
            onChange={(e) => {
              setAmount(e.currentTarget.value);
              if (amountError) setAmountError(null);
            }}
            error={amountError}
            data-autofocus
          />
          {formError && (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {T.cancel}
            </Button>
            <Button type="submit" loading={send.isPending}>
              {bid ? T.saveBid : T.placeBid}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
