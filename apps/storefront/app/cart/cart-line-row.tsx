import { useBlocks } from '@shop/cms-blocks';
import { CART_LINE_QUANTITY_MAX } from '@shop/domain';
import { CartLine } from '@shop/ui/cart';
import type { QuantityInputForm } from '@shop/ui/quantity';
import { useLocation } from 'react-router';
import { CART_PATH } from './cart-paths';
import type { CartActionResult } from './cart-state';
import { useCartUi } from './cart-ui';
import { useCartFetcher, useCartResult, usePendingQuantity } from './use-cart-fetcher';
import { cartLineItem, type CartViewLine } from './cart-view';

/** What a refused cart write shows: the capacity text by the gauges, anything else as a toast. */
export function useReportRefusal(): (result: CartActionResult) => void {
  const showNotice = useCartUi((state) => state.showNotice);
  const setOverCapacity = useCartUi((state) => state.setOverCapacity);
  return (result) => {
    if (result.ok) {
      setOverCapacity(false);
      return;
    }
    if (result.reason === 'over-capacity') setOverCapacity(true, result.loadPlan ?? null);
    else showNotice({ type: 'error', message: result.message });
  };
}

/**
 * One cart line's quantity and remove controls: forms that post to /cart (they work without
 * JavaScript) and, once hydrated, the line's own fetcher. `quantity` is the one the line is
 * about to have (a pending update); `removing` is true while its removal is on its way. A
 * refused change puts the cart's own quantity back.
 */
export function useCartLine(line: CartViewLine) {
  const { submit, fetcher } = useCartFetcher(`line:${line.id}`);
  const pending = usePendingQuantity(line.id);
  const { pathname } = useLocation();
  useCartResult(fetcher.data, useReportRefusal());
  const fields = {
    intent: 'update',
    line_id: line.id,
    product_id: String(line.productId),
    variant_id: String(line.variantId),
    return_to: pathname,
  };
  return {
    quantity: pending ?? line.quantity,
    removing: pending === 0,
    form: {
      action: CART_PATH,
      fields,
      removeFields: { intent: 'remove', line_id: line.id, return_to: pathname },
    } satisfies QuantityInputForm,
    setQuantity: (quantity: number) => {
      void submit({ ...fields, quantity });
    },
    remove: () => {
      void submit({ intent: 'remove', line_id: line.id });
    },
  };
}

/** One line of the cart panel or page (see `useCartLine`). */
export function CartLineRow({
  line,
  customerGroup,
  updating,
}: {
  line: CartViewLine;
  customerGroup: string | null;
  updating: boolean;
}) {
  const { assetBaseUrl } = useBlocks();
  const control = useCartLine(line);
  const item = cartLineItem(line, assetBaseUrl);
  if (control.removing) return null;
  return (
    <CartLine
      line={{ ...item, quantity: control.quantity }}
      customerGroup={customerGroup}
      updating={updating}
      quantityMax={CART_LINE_QUANTITY_MAX}
      form={control.form}
      onQuantityChange={(_lineId, quantity) => {
        control.setQuantity(quantity);
      }}
      onRemove={control.remove}
    />
  );
}
