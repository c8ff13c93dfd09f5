import { Modal } from '../modal/Modal';
import { defaultRenderLink, type RenderLink } from '../lib/link';
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
  checkoutHref?: string;
  renderLink?: RenderLink;
}

/** The cart modal (SPEC §2): `My cart (n)`, the lines or `No cart items`, then the summary. */
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
      {count === 0 ? (
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
            {lines.map((line) => (
              <CartLine
                key={line.id}
                line={line}
                customerGroup={customerGroup}
                updating={updating}
                onQuantityChange={onQuantityChange}
                onRemove={onRemove}
              />
            ))}
          </ul>
        </>
      )}
    </Modal>
  );
}
