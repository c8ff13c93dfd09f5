import { NON_CONTAINER_CONFIRM_MESSAGE, type LoadPlanReason } from '@shop/domain';
import { Button } from '@shop/ui/button';
import { LoadPlanRefusal } from '@shop/ui/load-plan';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { addAnswered, addKeyFor, type AddFields } from './add-key';
import { useCartUi } from './cart-ui';
import { useCartFetcher, useCartResult, useCartUpdating } from './use-cart-fetcher';

// The question is asked rarely: its dialog loads when it is.
const ConfirmDialog = lazy(() =>
  import('@shop/ui/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
);

export interface AddToCartProps {
  productId: number;
  /** The selected variant; null disables the add. */
  variantId: number | null;
  /** 1 to 20 (the quantity selector's). */
  quantity: number;
  /** The selected variant's price for this customer; null disables the add (behaviour.md#validation). */
  price: number | null;
  /** Called after a successful add (the cart panel opens by itself). */
  onAdded?: () => void;
  /** Called when the buyer answers No to the non-container question. */
  onDeclined?: () => void;
}

export interface AddToCartControl {
  /** behaviour.md#modals: `Adding to cart...` while true. */
  adding: boolean;
  /** True without a price or a variant, or while the cart updates. */
  disabled: boolean;
  /** Starts the add; the server decides (behaviour.md#cart-states, #validation), asking first when it must. */
  add: () => void;
  /** The over-capacity refusal of the last add, else null. */
  refusal: string | null;
  /** Why the container cannot take it (volume, weight, fit, cartons or time, behaviour.md#load-plans), when known. */
  refusalReason: LoadPlanReason | null;
  /** The non-container question, when asked; render it next to the button. */
  dialog: ReactNode;
  /** The fetcher the add goes through, for a form that posts with it (`fetcher.Form`). */
  fetcher: ReturnType<typeof useCartFetcher>['fetcher'];
  /**
   * For such a form, in its submit handler: writes the add's key into its `add_key` field
   * and remembers the add, so that its answer spends the key.
   */
  stamp: (form: HTMLFormElement) => void;
}

/**
 * An add to the cart (quick view, product page, wishlist) through the /cart action. The
 * server decides with @shop/domain's rules: added (the cart panel opens), refused over
 * capacity (the message shows by the button), or the non-container question — Yes sends
 * the same add as one replacement of the non-container lines, No leaves everything as it
 * is. Nothing is removed before the server has decided.
 */
export function useAddToCart(props: AddToCartProps): AddToCartControl {
  const { fetcher, submit } = useCartFetcher(`add:${String(props.productId)}`);
  const updating = useCartUpdating();
  const openPanel = useCartUi((state) => state.openPanel);
  const showNotice = useCartUi((state) => state.showNotice);
  const [asking, setAsking] = useState(false);
  const [refusal, setRefusal] = useState<{
    message: string;
    reason: LoadPlanReason | null;
  } | null>(null);
  const fields = {
    product_id: props.productId,
    variant_id: props.variantId ?? '',
    quantity: props.quantity,
  };

  // The add on its way: answered, its key is spent (add-key.ts).
  const sent = useRef<AddFields | null>(null);
  const send = (intent: 'add' | 'replace-with-container') => {
    const add = { intent, ...fields };
    sent.current = add;
    void submit({ ...add, add_key: addKeyFor(add) });
  };

  useCartResult(fetcher.data, (result) => {
    if (sent.current) addAnswered(sent.current);
    sent.current = null;
    setRefusal(null);
    if (result.ok) {
      openPanel();
      props.onAdded?.();
    } else if (result.reason === 'confirm') setAsking(true);
    else if (result.reason === 'over-capacity')
      setRefusal({ message: result.message, reason: result.loadPlan ?? null });
    else showNotice({ type: 'error', message: result.message });
  });

  const disabled = props.price === null || props.variantId === null || updating;
  return {
    adding: fetcher.state !== 'idle',
    disabled,
    add: () => {
      if (!disabled) send('add');
    },
    refusal: refusal?.message ?? null,
    refusalReason: refusal?.reason ?? null,
    fetcher,
    stamp: (form) => {
      const data = new FormData(form);
      const text = (name: string) => {
        const value = data.get(name);
        return typeof value === 'string' ? value : '';
      };
      const add = {
        intent: text('intent'),
        product_id: text('product_id'),
        variant_id: text('variant_id'),
        quantity: text('quantity'),
      };
      sent.current = add;
      const field = form.elements.namedItem('add_key');
      if (field instanceof HTMLInputElement) field.value = addKeyFor(add);
    },
    dialog: asking ? (
      <Suspense fallback={null}>
        <ConfirmDialog
          open
          message={NON_CONTAINER_CONFIRM_MESSAGE}
          onConfirm={() => {
            setAsking(false);
            send('replace-with-container');
          }}
          onCancel={() => {
            setAsking(false);
            props.onDeclined?.();
          }}
        />
      </Suspense>
    ) : null,
  };
}

/** `Add to container` with everything it implies; rendered in the quick view for customers. */
export function AddToContainer(props: AddToCartProps) {
  const control = useAddToCart(props);
  return (
    <div className="add-to-container" data-slot="add-to-container">
      <Button
        size="lg"
        loading={control.adding}
        disabled={control.disabled}
        onClick={control.add}
        data-testid="add-to-container"
      >
        {control.adding ? 'Adding to cart...' : 'Add to container'}
      </Button>
      <AddRefusal control={control} className="add-to-container__alert" />
      {control.dialog}
    </div>
  );
}

/**
 * The refusal of the last add, where the add button is: the over-capacity text of behaviour.md#errors, and
 * beside it the load plan's reason — volume, weight, fit, cartons or time (behaviour.md#load-plans) — when the server
 * named one; otherwise the text alone.
 */
export function AddRefusal({
  control,
  className,
}: {
  control: Pick<AddToCartControl, 'refusal' | 'refusalReason'>;
  className?: string;
}) {
  if (control.refusal === null) return null;
  if (control.refusalReason !== null)
    return <LoadPlanRefusal reason={control.refusalReason} className={className} />;
  return (
    <p role="alert" className={className}>
      {control.refusal}
    </p>
  );
}
