import { ORDER_LINES_MAX } from '@shop/domain';
import { Button } from '@shop/ui/button';
import { useState } from 'react';
import { SkuInput } from './sku-input';

/** Rows shown at first; without JavaScript these are the rows there are. */
const FIRST_ROWS = 8;
const MORE_ROWS = 8;

/** Typed lines: SKU (with suggestions) and quantity per row; more rows on demand. */
export function QuickOrderRows() {
  const [count, setCount] = useState(FIRST_ROWS);
  return (
    <fieldset className="quick-order__rows">
      <legend className="ui-label">Type your lines</legend>
      <div className="quick-order__row quick-order__row--head" aria-hidden="true">
        <span>SKU</span>
        <span>Quantity</span>
      </div>
      {Array.from({ length: count }, (_, index) => (
        <div className="quick-order__row" key={index}>
          <SkuInput name={`sku_${String(index)}`} label={`SKU, row ${String(index + 1)}`} />
          <label className="ui-visually-hidden" htmlFor={`quick-order-quantity-${String(index)}`}>
            {`Quantity, row ${String(index + 1)}`}
          </label>
          <input
            id={`quick-order-quantity-${String(index)}`}
            className="ui-input quick-order__quantity"
            type="number"
            inputMode="numeric"
            name={`quantity_${String(index)}`}
            min={1}
            max={9_999}
            placeholder="1"
          />
        </div>
      ))}
      {count < ORDER_LINES_MAX ? (
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() => {
            setCount((current) => Math.min(ORDER_LINES_MAX, current + MORE_ROWS));
          }}
        >
          More rows
        </Button>
      ) : null}
    </fieldset>
  );
}
