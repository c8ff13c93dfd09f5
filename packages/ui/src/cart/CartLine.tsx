import { cx } from 'class-variance-authority';
import { ProductImage } from '../lib/ProductImage';
import { Price } from '../price/Price';
import { QuantityInput, type QuantityInputForm } from '../quantity/QuantityInput';

export interface CartLineItem {
  id: string;
  name: string;
  sku: string;
  quantity: number;
  /** Unit list price, dollars. */
  listPrice: number;
  imageUrl?: string | null;
  /** Extended price of the line as the server computed it; shown when given. */
  lineTotal?: number | null;
}

export interface CartLineProps {
  line: CartLineItem;
  /** The customer's group; RRP sees the discounted unit price. */
  customerGroup?: string | null;
  onQuantityChange: (lineId: string, quantity: number) => void;
  onRemove: (lineId: string) => void;
  /** While the cart updates, the controls are disabled. */
  updating?: boolean;
  /** The largest quantity the line takes (default 20; a cart line up to 9,999). */
  quantityMax?: number;
  /** The line's quantity and remove controls as forms that work without JavaScript. */
  form?: QuantityInputForm;
  className?: string;
}

/** One line of the cart: image, name, SKU, price and the quantity control. */
export function CartLine({
  line,
  customerGroup,
  onQuantityChange,
  onRemove,
  updating = false,
  quantityMax,
  form,
  className,
}: CartLineProps) {
  return (
    <li data-slot="cart-line" className={cx('ui-cart-line', className)}>
      <ProductImage
        className="ui-cart-line__image"
        src={line.imageUrl}
        alt=""
        width={80}
        height={80}
      />
      <div className="ui-cart-line__details">
        <p className="ui-cart-line__name">{line.name}</p>
        <p className="ui-cart-line__sku">
          <span className="ui-visually-hidden">SKU </span>
          {line.sku}
        </p>
        <Price listPrice={line.listPrice} customerGroup={customerGroup} size="sm" />
      </div>
      <div className="ui-cart-line__actions">
        <QuantityInput
          value={line.quantity}
          itemName={line.name}
          disabled={updating}
          {...(quantityMax === undefined ? {} : { max: quantityMax })}
          {...(form ? { form } : {})}
          onChange={(quantity) => {
            onQuantityChange(line.id, quantity);
          }}
          onRemove={() => {
            onRemove(line.id);
          }}
        />
        {line.lineTotal === null || line.lineTotal === undefined ? null : (
          <Price
            listPrice={line.lineTotal}
            customerGroup={customerGroup}
            size="sm"
            className="ui-cart-line__total"
          />
        )}
      </div>
    </li>
  );
}
