import { Button } from '@shop/ui/button';
import { useRevalidator } from 'react-router';
import { CART_PATH } from './cart-paths';

/**
 * The cart could not be read just now (the commerce API failed): its id is kept, so nothing
 * is lost, and the buyer can ask again. Without JavaScript the link reloads the cart page.
 */
export function CartUnavailable() {
  const revalidator = useRevalidator();
  return (
    <>
      <p>Your cart is unavailable right now. Nothing in it has been lost.</p>
      <Button asChild variant="secondary" size="sm" loading={revalidator.state === 'loading'}>
        <a
          href={CART_PATH}
          onClick={(event) => {
            event.preventDefault();
            void revalidator.revalidate();
          }}
        >
          Try again
        </a>
      </Button>
    </>
  );
}
