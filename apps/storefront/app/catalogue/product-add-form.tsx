import { isContainerLineName, QUANTITY_MIN } from '@shop/domain';
import { Button } from '@shop/ui/button';
import { QuantitySelector } from '@shop/ui/quantity';
import { VariantSelector } from '@shop/ui/variant-selector';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { AddRefusal, useAddToCart } from '../cart/add-to-cart';
import { CART_PATH } from '../cart/cart-paths';
import type { ProductPageData } from './product.server';

/**
 * The product page's add to cart, as a form posting to /cart: the chosen variant (its
 * swatches are the form's radios), a quantity from 1 to 20 and the button. It works
 * without JavaScript (the cart page then shows the result, or asks the question of behaviour.md#cart-states);
 * once hydrated it adds in place and opens the cart panel.
 */
export function ProductAddForm({
  product,
  addKey,
  variantId,
  onVariantChange,
}: {
  product: ProductPageData;
  /** The key a page without JavaScript sends; once hydrated, each add gets its own (add-key.ts). */
  addKey: string | null;
  variantId: string | null;
  onVariantChange: (variantId: string) => void;
}) {
  const [quantity, setQuantity] = useState(QUANTITY_MIN);
  const { pathname } = useLocation();
  const variant = product.variants.find((candidate) => candidate.id === variantId);
  const control = useAddToCart({
    productId: product.entityId,
    variantId: variant?.entityId ?? null,
    quantity,
    price: variant?.price ?? null,
  });
  const { Form } = control.fetcher;
  const label = isContainerLineName(product.name) ? 'Add to container' : 'Add to cart';
  return (
    <Form
      method="post"
      action={CART_PATH}
      className="catalogue-product__add"
      onSubmit={(event) => {
        control.stamp(event.currentTarget);
      }}
    >
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="add_key" defaultValue={addKey ?? ''} />
      <input type="hidden" name="product_id" value={product.entityId} />
      {/* Where the No of behaviour.md#cart-states leads back to when the question is asked on the cart page. */}
      <input type="hidden" name="from" value={pathname} />
      {product.variants.length > 1 ? (
        <VariantSelector
          name="variant_id"
          variants={product.variants}
          value={variantId}
          onChange={onVariantChange}
          legend={product.variants[0]?.optionName ?? 'Colour'}
        />
      ) : (
        <input type="hidden" name="variant_id" value={variant?.entityId ?? ''} />
      )}
      <div className="catalogue-product__buy">
        <QuantitySelector name="quantity" value={quantity} onChange={setQuantity} />
        <Button
          type="submit"
          size="lg"
          loading={control.adding}
          disabled={control.disabled}
          data-testid="add-to-cart"
        >
          {control.adding ? 'Adding to cart...' : label}
        </Button>
      </div>
      {variant && variant.price === null ? (
        <p className="catalogue-product__note">No price on your price list for this variant.</p>
      ) : null}
      <AddRefusal control={control} className="catalogue-product__alert" />
      {control.dialog}
    </Form>
  );
}
