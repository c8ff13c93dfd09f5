import { isInWishlist } from '@shop/domain';
import { IconButton } from '@shop/ui/button';
import { useBrowserApi } from '../browser-api';
import { useWishlistStore } from '../stores/wishlist';
import { HeartIcon } from './heart-icon';
import { useWishlistSync } from './use-wishlist';
import type { WishlistProduct } from './wishlist-product';

export interface WishlistButtonProps {
  product: WishlistProduct;
  className?: string;
}

/** Adds the product to the wishlist or takes it off; for product pages and product cards. */
export function WishlistButton({ product, className }: WishlistButtonProps) {
  useWishlistSync();
  const api = useBrowserApi();
  const listed = useWishlistStore((state) => isInWishlist(state.items, product.productId));
  const ready = useWishlistStore((state) => state.ready);
  const pending = useWishlistStore((state) => state.pending.includes(product.productId));
  const toggle = useWishlistStore((state) => state.toggle);
  return (
    <IconButton
      data-slot="wishlist-button"
      className={className}
      label={listed ? `Remove ${product.name} from wishlist` : `Add ${product.name} to wishlist`}
      aria-pressed={listed}
      aria-busy={pending}
      disabled={!ready || pending}
      icon={<HeartIcon filled={listed} />}
      onClick={() => {
        void toggle(api, product);
      }}
    />
  );
}
