import { Fragment, type ReactNode } from 'react';
import { Modal } from '../modal/Modal';
import { defaultRenderLink, type RenderLink } from '../lib/link';
import type { QuantityInputForm } from '../quantity/QuantityInput';
import { CartLine, type CartLineItem } from './CartLine';
import { CartSummary } from './CartSummary';
import { ContainerGauge, type ContainerGaugeEntry } from './ContainerGauge';

export interface CartPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  lines: readonly CartLineItem[];
  subtotal: number;
  taxes: number;
  total: number;
  customerGroup?: string | null;
  loggedIn: boolean;
  updating?: boolean;
  /** For container carts: containers filled (summary) and the fill per factory (gauge). */
  container?: {
    containersTotal: number;
    fills: readonly ContainerGaugeEntry[];
    overCapacity?: boolean;
    /** The container builder page (the cart route of a container cart), linked above the gauge. */
    builderHref?: string;
  } | null;
  onQuantityChange: (lineId: string, quantity: number) => void;
  onRemove: (lineId: string) => void;
  /** The largest quantity of a line (default 20). */
  quantityMax?: number;
  /** Each line's controls as forms that work without JavaScript (see `QuantityInput`). */
  lineForm?: (line: CartLineItem) => QuantityInputForm;
  /** Shown instead of the lines, e.g. when the cart could not be read just now. */
  unavailable?: ReactNode;
  /** Draws a line instead of the default `CartLine` (e.g. one wired to the app's own state). */
  renderLine?: (line: CartLineItem) => ReactNode;
  checkoutHref?: string;
  renderLink?: RenderLink;
}

/** The cart modal (behaviour.md#modals): `My cart (n)`, the lines or `No cart items`, then the summary. */
export function CartPanel({
  open,
  onOpenChange,
  lines,
  subtotal,
  taxes,
  total,
  customerGroup,
  loggedIn,
  updating = false,
  container,
  onQuantityChange,
  onRemove,
  quantityMax,
  lineForm,
  renderLine,
  unavailable,
  checkoutHref,
  renderLink,
}: CartPanelProps) {
  const link = renderLink ?? defaultRenderLink;
  const count = lines.length;
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      variant="panel"
      title={count > 0 ? `My cart (${String(count)})` : 'My cart'}
      footer={
        count > 0 ? (
          <CartSummary
            subtotal={subtotal}
            taxes={taxes}
            total={total}
            customerGroup={customerGroup}
            containersTotal={container?.containersTotal}
            loggedIn={loggedIn}
            updating={updating}
            checkoutHref={checkoutHref}
            renderLink={renderLink}
          />
        ) : undefined
      }
    >
      {unavailable ? (
        <div className="ui-modal__empty" role="status">
          {unavailable}
        </div>
      ) : count === 0 ? (
        <p className="ui-modal__empty">No cart items</p>
      ) : (
        <>
          {container?.builderHref ? (
            <p className="ui-cart-panel__builder">
              {link({ href: container.builderHref, children: 'Build your container' })}
            </p>
          ) : null}
          {container ? (
            <ContainerGauge containers={container.fills} overCapacity={container.overCapacity} />
          ) : null}
          <ul className="ui-cart-lines" aria-label="Cart items" aria-busy={updating || undefined}>
            {lines.map((line) =>
              renderLine ? (
                <Fragment key={line.id}>{renderLine(line)}</Fragment>
              ) : (
                <CartLine
                  key={line.id}
                  line={line}
                  customerGroup={customerGroup}
                  updating={updating}
                  {...(quantityMax === undefined ? {} : { quantityMax })}
                  {...(lineForm ? { form: lineForm(line) } : {})}
                  onQuantityChange={onQuantityChange}
                  onRemove={onRemove}
                />
              ),
            )}
          </ul>
        </>
      )}
    </Modal>
  );
}
