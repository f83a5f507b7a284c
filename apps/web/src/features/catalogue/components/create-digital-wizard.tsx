import { Button, Group, Loader, Stack, Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import type { ReactNode } from 'react';
import type { AssetView } from '@stagepass/contract/assets/fields';
import type { Plan, Product, Tier } from '@stagepass/contract/catalogue/fields';
import { WIZARD_FINISH, WIZARD_NEXT, WIZARD_PREVIOUS } from '@stagepass/domain/events';
import { WIZARD_MOBILE_BREAKPOINT_PX } from '@stagepass/domain/limits';
import type { ImageDecoder } from '../../../components/ui/image-upload/image-file';
import { useRequest, useRequestMutation } from '../../../lib/use-request';
import { CHECKING_PAYOUT_ACCOUNT } from '../../payments/payout-texts';
import { AssetsStep } from './create-digital-assets-step';
import { CreateDigitalDone } from './create-digital-done';
import { DigitalPayoutsNeeded } from './create-digital-payouts';
import { PlansStep, emptyPlanDraft, planErrors, planInput, type PlanDraft } from './create-digital-plans-step';
import {
  ProductStep,
  emptyProductDraft,
  productErrors,
  productInput,
  type ProductDraft,
} from './create-digital-product-step';
import { CREATE_DIGITAL_LABEL, CREATE_DIGITAL_STEPS, PLANS_REQUIRED, TIERS_REQUIRED } from './create-digital-texts';
import { TiersStep, emptyTierDraft, tierErrors, tierInput } from './create-digital-tiers-step';

// spec 001 §9: the wizard's mobile layout below 600 px (Mantine's max-width query form, w - 0.1px).
const MOBILE_QUERY = `(max-width: ${(WIZARD_MOBILE_BREAKPOINT_PX - 0.1) / 16}em)`;

const STEPS = [
  CREATE_DIGITAL_STEPS.product,
  CREATE_DIGITAL_STEPS.tiers,
  CREATE_DIGITAL_STEPS.plans,
  CREATE_DIGITAL_STEPS.assets,
  CREATE_DIGITAL_STEPS.done,
] as const;
const [PRODUCT, TIERS, PLANS, ASSETS, DONE] = [0, 1, 2, 3, 4] as const;

const hasErrors = (e: object) => Object.keys(e).length > 0;
const same = (a: ProductDraft, b: ProductDraft | null) => b !== null && JSON.stringify(a) === JSON.stringify(b);

/**
 * /dash/createDigital (spec 001 §2 step wizard with Next, Previous and Finish; §5: Next is blocked while the step
 * fails its checks): Product (create_product), Tiers (create_tier, one or more), Plans (create_plan per tier; §6 a
 * payout account first), Assets (the asset editor), then where the product lives. Unlike the event wizard, each step
 * is saved as it is left: the tiers need the product, the plans the tiers, and the assets both. Going back to the
 * product and changing it saves the change (update_product).
 */
export function CreateDigitalWizard({ decode }: { decode?: ImageDecoder }) {
  const [active, setActive] = useState<number>(PRODUCT);
  const mobile = useMediaQuery(MOBILE_QUERY) ?? false;
  /** Steps whose checks have blocked Next once: their messages show from then on. */
  const [shown, setShown] = useState<ReadonlySet<number>>(new Set());
  const [stepError, setStepError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const [productDraft, setProductDraft] = useState(emptyProductDraft);
  const [savedDraft, setSavedDraft] = useState<ProductDraft | null>(null);
  const [product, setProduct] = useState<Product | null>(null);
  const [tierDraft, setTierDraft] = useState(emptyTierDraft);
  const [tiers, setTiers] = useState<Tier[]>([]);
  const [planDraft, setPlanDraft] = useState<PlanDraft>(() => emptyPlanDraft(null));
  const [plans, setPlans] = useState<Plan[]>([]);
  const [assets, setAssets] = useState<AssetView[]>([]);

  const payouts = useRequest('stripe_get_connect_id', {});
  const payoutsReady = payouts.data?.enabled === true;
  const createProduct = useRequestMutation('create_product', { invalidates: ['get_products'] });
  const updateProduct = useRequestMutation('update_product', { invalidates: ['get_products'] });
  const createTier = useRequestMutation('create_tier', { invalidates: ['get_tiers'] });
  const createPlan = useRequestMutation('create_plan', { invalidates: ['get_plans', 'get_tiers', 'get_products'] });

  const show = (step: number) => setShown((s) => new Set(s).add(step));
  const showing = (step: number) => shown.has(step);

  /** Runs a save; a failure is already on screen (the server's message as a notice), so it only says it failed. */
  const attempt = async <T,>(run: () => Promise<T>): Promise<T | null> => {
    setBusy(true);
    try {
      return await run();
    } catch {
      return null;
    } finally {
      setBusy(false);
    }
  };

  const addTier = async (): Promise<boolean> => {
    show(TIERS);
    if (!product || hasErrors(tierErrors(tierDraft))) return false;
    const made = await attempt(() => createTier.mutateAsync(tierInput(product.product_id, tierDraft)));
    if (!made) return false;
    setTiers((t) => [...t, made.tier]);
    setTierDraft(emptyTierDraft());
    setPlanDraft((d) => (d.tierId ? d : { ...d, tierId: String(made.tier.tier_id) }));
    setShown((s) => new Set([...s].filter((x) => x !== TIERS)));
    setStepError(null);
    return true;
  };

  const addPlan = async (): Promise<boolean> => {
    show(PLANS);
    if (hasErrors(planErrors(planDraft))) return false;
    const made = await attempt(() => createPlan.mutateAsync(planInput(planDraft)));
    if (!made) return false;
    setPlans((p) => [...p, made.plan]);
    setPlanDraft(emptyPlanDraft(planDraft.tierId, planDraft.currency));
    setShown((s) => new Set([...s].filter((x) => x !== PLANS)));
    setStepError(null);
    return true;
  };

  /** Next from each step: its checks, then its save; true when the wizard may move on. */
  const leave: Record<number, () => Promise<boolean>> = {
    [PRODUCT]: async () => {
      if (hasErrors(productErrors(productDraft))) {
        show(PRODUCT);
        return false;
      }
      if (same(productDraft, savedDraft)) return true;
      const input = productInput(productDraft);
      const saved = await attempt(() => {
        if (!product) return createProduct.mutateAsync(input);
        // On an update an unchanged picture is left out, and '' removes it.
        const { image, image_type, ...fields } = input;
        const picture =
          productDraft.image === savedDraft?.image ? {} : image ? { image, image_type: image_type! } : { image: '' };
        return updateProduct.mutateAsync({
          product_id: product.product_id,
          ...fields,
          desc: fields.desc ?? '',
          // Sub-types and tags cleared since are sent empty, so the product loses them too.
          subtype_type_ids: productDraft.subtypeIds.map(Number),
          tags: JSON.stringify(productDraft.tags),
          ...picture,
        });
      });
      if (!saved) return false;
      setProduct(saved.product);
      setSavedDraft(productDraft);
      return true;
    },
    [TIERS]: async () => {
      // A tier typed in but not added yet is added by Next.
      if (tierDraft.name.trim() || tierDraft.desc.trim()) return addTier();
      if (tiers.length > 0) return true;
      setStepError(TIERS_REQUIRED);
      return false;
    },
    [PLANS]: async () => {
      if (payoutsReady && (planDraft.name.trim() || planDraft.price !== '')) return addPlan();
      if (plans.length > 0) return true;
      setStepError(PLANS_REQUIRED);
      return false;
    },
    [ASSETS]: async () => true,
  };

  const next = async () => {
    setStepError(null);
    if (await leave[active]!()) setActive((a) => Math.min(a + 1, DONE));
  };

  const restart = () => {
    setActive(PRODUCT);
    setShown(new Set());
    setStepError(null);
    setProductDraft(emptyProductDraft());
    setSavedDraft(null);
    setProduct(null);
    setTierDraft(emptyTierDraft());
    setTiers([]);
    setPlanDraft(emptyPlanDraft(null));
    setPlans([]);
    setAssets([]);
  };

  let content: ReactNode = null;
  if (active === PRODUCT)
    content = (
      <ProductStep
        draft={productDraft}
        patch={(p) => setProductDraft((d) => ({ ...d, ...p }))}
        errors={showing(PRODUCT) ? productErrors(productDraft) : {}}
        disabled={busy}
        decode={decode}
      />
    );
  else if (active === TIERS)
    content = (
      <TiersStep
        tiers={tiers}
        draft={tierDraft}
        patch={(p) => setTierDraft((d) => ({ ...d, ...p }))}
        errors={showing(TIERS) ? tierErrors(tierDraft) : {}}
        stepError={stepError}
        onAdd={() => void addTier()}
        adding={busy}
      />
    );
  else if (active === PLANS)
    content = payouts.isPending ? (
      <Loader size="sm" aria-label={CHECKING_PAYOUT_ACCOUNT} />
    ) : payoutsReady ? (
      <PlansStep
        tiers={tiers}
        plans={plans}
        draft={planDraft}
        patch={(p) => setPlanDraft((d) => ({ ...d, ...p }))}
        errors={showing(PLANS) ? planErrors(planDraft) : {}}
        stepError={stepError}
        onAdd={() => void addPlan()}
        adding={busy}
      />
    ) : (
      <DigitalPayoutsNeeded />
    );
  else if (active === ASSETS && product)
    content = (
      <AssetsStep product={product} tiers={tiers} assets={assets} onSaved={(a) => setAssets((list) => [...list, a])} />
    );
  else if (active === DONE && product) content = <CreateDigitalDone product={product} onAnother={restart} />;

  const current = STEPS[active]!;
  return (
    <Stack gap="md" role="group" aria-label={CREATE_DIGITAL_LABEL}>
      {/* spec 001 §6: told before anything is made, so the onboarding round trip loses no work. */}
      {active < PLANS && payouts.isSuccess && !payoutsReady && <DigitalPayoutsNeeded />}
      <Stepper
        active={active}
        onStepClick={(i) => i < active && active !== DONE && setActive(i)}
        allowNextStepsSelect={false}
        size={mobile ? 'xs' : 'sm'}
        iconSize={mobile ? 26 : undefined}
        wrap={!mobile}
      >
        {STEPS.map((s) => (
          <Stepper.Step
            key={s.label}
            label={mobile ? undefined : s.label}
            description={mobile ? undefined : s.description}
            aria-label={s.label}
          >
            {null}
          </Stepper.Step>
        ))}
      </Stepper>
      {mobile && (
        <Text size="sm" c="dimmed">
          Step {active + 1} of {STEPS.length}: <strong>{current.label}</strong>
        </Text>
      )}
      <section aria-label={current.label}>{content}</section>
      {active < DONE && (
        <Group justify="space-between">
          <Button
            variant="default"
            onClick={() => {
              setStepError(null);
              setActive((a) => Math.max(a - 1, PRODUCT));
            }}
            disabled={active === PRODUCT || busy}
          >
            {WIZARD_PREVIOUS}
          </Button>
          <Button onClick={() => void next()} loading={busy}>
            {active === ASSETS ? WIZARD_FINISH : WIZARD_NEXT}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
