import { Button } from '@shop/ui/button';
import { AddRefusal, useAddToCart } from '../cart/add-to-cart';

export interface MoveToCartProps {
  productId: number;
  variantId: number;
  name: string;
  /** The customer's price of the variant; null when they have none (it cannot be added). */
  price: number | null;
  /** Takes the product off the wishlist, once it is in the cart. */
  onMoved: () => void;
}

/**
 * Adds one unit to the cart with the quick view's rules (the server decides: capacity, the
 * non-container question, no price → disabled), then takes the product off the wishlist —
 * only after the add went through, so a refused add loses nothing.
 */
export function MoveToCart({ productId, variantId, name, price, onMoved }: MoveToCartProps) {
  const control = useAddToCart({ productId, variantId, quantity: 1, price, onAdded: onMoved });
  return (
    <div className="wishlist-move" data-slot="move-to-cart">
      <Button
        size="sm"
        loading={control.adding}
        disabled={control.disabled}
        onClick={control.add}
        aria-label={`Move ${name} to cart`}
      >
        {control.adding ? 'Adding to cart...' : 'Move to cart'}
      </Button>
      {price === null ? <p className="wishlist-move__note">No price on your price list</p> : null}
      <AddRefusal control={control} className="wishlist-move__alert" />
      {control.dialog}
    </div>
  );
}
