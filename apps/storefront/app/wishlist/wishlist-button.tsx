import { IconButton } from '@shop/ui/button';
import { HeartIcon } from './heart-icon';
import { useWishlistEntry, WISHLIST_PATH } from './use-wishlist';
import type { WishlistProduct } from './wishlist-product';

export interface WishlistButtonProps {
  product: WishlistProduct;
  className?: string;
}

/** Adds the product to the wishlist or takes it off; for product pages and product cards. */
export function WishlistButton({ product, className }: WishlistButtonProps) {
  const entry = useWishlistEntry(product);
  const button = (
    <IconButton
      data-slot="wishlist-button"
      className={className}
      type={entry.form ? 'submit' : 'button'}
      label={
        entry.listed ? `Remove ${product.name} from wishlist` : `Add ${product.name} to wishlist`
      }
      aria-pressed={entry.listed}
      aria-busy={entry.pending}
      disabled={!entry.ready || entry.pending}
      icon={<HeartIcon filled={entry.listed} />}
      onClick={(event) => {
        event.preventDefault();
        entry.toggle();
      }}
    />
  );
  if (!entry.form) return button;
  const { Form, fields } = entry.form;
  return (
    <Form method="post" action={WISHLIST_PATH} className="wishlist-button-form">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {button}
    </Form>
  );
}
