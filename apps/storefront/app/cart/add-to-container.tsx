import type { BrandId } from '@shop/domain';
import {
  NON_CONTAINER_CONFIRM_MESSAGE,
  nonContainerLines,
  OVER_CAPACITY_MESSAGE,
} from '@shop/domain';
import { Button } from '@shop/ui/button';
import { ConfirmDialog } from '@shop/ui/confirm-dialog';
import { useState, type ReactNode } from 'react';
import { useBrowserApi } from '../browser-api';
import { useCartStore, type AddResult } from '../stores/cart';

export interface AddToContainerProps {
  productId: number;
  variantId: number;
  brandId: BrandId;
  /** 1 to 20 (the quick view's quantity selector). */
  quantity: number;
  /** The selected variant's price for this customer; null disables the button (SPEC §5). */
  price: number | null;
  /** CBM of one unit (domain `itemVolume`); null when the product has no size. */
  volume: number | null;
  /** The factory's name, named in the insufficient-stock toast. */
  brandName?: string;
  /** Called after a successful add (the cart panel opens by itself). */
  onAdded?: () => void;
  /** Called when the buyer answers No to the non-container question. */
  onDeclined?: () => void;
}

export interface AddToContainerControl {
  /** SPEC §2: `Adding to cart...` while true. */
  adding: boolean;
  /** True without a price or while the cart updates. */
  disabled: boolean;
  /** Starts the add: asks first when the cart holds non-container items (SPEC §4). */
  add: () => void;
  /** The over-capacity message after a refused add, else null. */
  overCapacityMessage: string | null;
  /** The confirmation dialog; render it next to the button. */
  dialog: ReactNode;
}

/**
 * The quick view's add (SPEC §4/§5) as a hook, for a caller that draws its own button
 * (@shop/ui's QuickView takes `onAdd` and `adding`): the non-container confirmation,
 * the capacity check before adding, the server's refusal and the over-capacity message.
 */
export function useAddToContainer(props: AddToContainerProps): AddToContainerControl {
  const api = useBrowserApi();
  const updating = useCartStore((state) => state.updating);
  const overCapacity = useCartStore((state) => state.overCapacity);
  const add = useCartStore((state) => state.add);
  const removeNonContainerLines = useCartStore((state) => state.removeNonContainerLines);
  const [asking, setAsking] = useState(false);
  const [adding, setAdding] = useState(false);
  const [lastResult, setLastResult] = useState<AddResult | null>(null);

  const run = async () => {
    setAdding(true);
    try {
      const result = await add(api, {
        productId: props.productId,
        variantId: props.variantId,
        brandId: props.brandId,
        quantity: props.quantity,
        volume: props.volume,
        ...(props.brandName ? { provider: props.brandName } : {}),
      });
      setLastResult(result);
      if (result === 'added') props.onAdded?.();
    } finally {
      setAdding(false);
    }
  };

  const start = () => {
    if (props.price === null || updating) return;
    const lines = useCartStore.getState().cart?.lines ?? [];
    if (nonContainerLines(lines).length > 0) {
      setAsking(true);
      return;
    }
    void run();
  };

  const dialog = (
    <ConfirmDialog
      open={asking}
      message={NON_CONTAINER_CONFIRM_MESSAGE}
      onConfirm={() => {
        setAsking(false);
        void (async () => {
          setAdding(true);
          try {
            // SPEC §4: Yes clears the cart's non-container lines, then adds.
            if (await removeNonContainerLines(api)) await run();
          } finally {
            setAdding(false);
          }
        })();
      }}
      onCancel={() => {
        setAsking(false);
        props.onDeclined?.();
      }}
    />
  );

  return {
    adding,
    disabled: props.price === null || updating,
    add: start,
    overCapacityMessage:
      overCapacity && lastResult === 'over-capacity' ? OVER_CAPACITY_MESSAGE : null,
    dialog,
  };
}

/** `Add to container` with everything it implies; rendered in the quick view for customers. */
export function AddToContainer(props: AddToContainerProps) {
  const control = useAddToContainer(props);
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
      {control.overCapacityMessage ? (
        <p role="alert" className="add-to-container__alert">
          {control.overCapacityMessage}
        </p>
      ) : null}
      {control.dialog}
    </div>
  );
}
