import { Button } from '@shop/ui/button';
import { useBrowserApi } from '../browser-api';
import { useAddToContainer } from '../cart/add-to-container';
import { useWishlistStore } from '../stores/wishlist';
import type { MoveDetails } from './use-move-details';

export interface MoveToCartProps {
  productId: number;
  variantId: number;
  brandId: number;
  name: string;
  /** Undefined while prices and sizes load. */
  details: MoveDetails | undefined;
}

/**
 * Adds one unit to the cart with the quick view's rules (non-container confirmation,
 * capacity check, no price → disabled), then takes the product off the wishlist.
 */
export function MoveToCart({ productId, variantId, brandId, name, details }: MoveToCartProps) {
  const api = useBrowserApi();
  const remove = useWishlistStore((state) => state.remove);
  const control = useAddToContainer({
    productId,
    variantId,
    brandId,
    quantity: 1,
    price: details?.price ?? null,
    volume: details?.volume ?? null,
    ...(details?.brandName ? { brandName: details.brandName } : {}),
    onAdded: () => {
      void remove(api, productId);
    },
  });
  return (
    <div className="wishlist-move" data-slot="move-to-cart">
      <Button
        size="sm"
        loading={control.adding}
        disabled={control.disabled || details === undefined}
        onClick={control.add}
        aria-label={`Move ${name} to cart`}
      >
        {control.adding ? 'Adding to cart...' : 'Move to cart'}
      </Button>
      {details !== undefined && details.price === null ? (
        <p className="wishlist-move__note">No price on your price list</p>
      ) : null}
      {control.overCapacityMessage ? (
        <p role="alert" className="wishlist-move__alert">
          {control.overCapacityMessage}
        </p>
      ) : null}
      {control.dialog}
    </div>
  );
}
