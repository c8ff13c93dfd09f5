import {
  CART_LINE_QUANTITY_MAX,
  choiceForCapacity,
  CONTAINER_TYPES,
  CONTAINER_USABLE_PERCENTS,
  containerTypeForCapacity,
  DEFAULT_CONTAINER_CAPACITY_CBM,
  formatVolume,
  OVER_CAPACITY_MESSAGE,
  STANDARD_CONTAINER_CHOICE,
} from '@shop/domain';
import { bindingLimit } from '@shop/domain/load-plan';
import { Button } from '@shop/ui/button';
import { CartSummary } from '@shop/ui/cart';
import { ContainerLimitGauge, LoadPlanRefusal } from '@shop/ui/load-plan';
import { QuantityInput } from '@shop/ui/quantity';
import { useId } from 'react';
import { useLocation } from 'react-router';
import { AppLink, renderLink } from '../shell/app-link';
import { CartLineRow, useCartLine, useReportRefusal } from '../cart/cart-line-row';
import { CART_PATH, CHECKOUT_PATH } from '../cart/cart-paths';
import type { ContainerView } from '../cart/cart-state';
import { useCartUi } from '../cart/cart-ui';
import { CartUnavailable } from '../cart/cart-unavailable';
import { payableTotals, type CartViewLine } from '../cart/cart-view';
import { useCartFetcher, useCartResult, useCartUpdating } from '../cart/use-cart-fetcher';
import { useBuyer } from '../shell/buyer';
import { loadPlanPdfPath } from './load-plan-paths';
import type { FactoryLoad, StillFitsItem } from './load-plans.server';
import { FactoryLoadPlan } from './factory-load-plan';
import { ProductionSlotNotices } from './production-slot-notices';
import type { SlotView } from './production-slots.server';

/** The box the standard capacity is planned in. */
const STANDARD_BOX = containerTypeForCapacity(DEFAULT_CONTAINER_CAPACITY_CBM);

/**
 * The container type of one factory, stored on the cart: a form posting to /cart (with a
 * Change button for browsers without JavaScript), sent as soon as a choice is made once
 * hydrated. The gauge shows the submitted choice while it is on its way.
 */
function ContainerTypePicker({
  container,
  disabled,
}: {
  container: ContainerView;
  disabled: boolean;
}) {
  const id = useId();
  const { pathname } = useLocation();
  const { fetcher, submit } = useCartFetcher(`container:${container.brandId}`);
  useCartResult(fetcher.data, useReportRefusal());
  const pendingType = fetcher.formData?.get('type');
  const choice =
    typeof pendingType === 'string'
      ? { typeId: pendingType, usablePercent: Number(fetcher.formData?.get('usable') ?? 100) }
      : choiceForCapacity(container.capacity);
  const send = (typeId: string, usablePercent: number) => {
    void submit({
      intent: 'set-container-type',
      brand_id: container.brandId,
      type: typeId,
      usable: usablePercent,
    });
  };
  const { brandName } = container;
  return (
    <fetcher.Form method="post" action={CART_PATH} className="container-picker">
      <input type="hidden" name="intent" value="set-container-type" />
      <input type="hidden" name="brand_id" value={container.brandId} />
      <input type="hidden" name="return_to" value={pathname} />
      <label htmlFor={`${id}-type`}>Container type for {brandName}</label>
      <select
        id={`${id}-type`}
        name="type"
        value={choice.typeId}
        disabled={disabled}
        onChange={(event) => {
          send(event.currentTarget.value, choice.usablePercent);
        }}
      >
        <option value={STANDARD_CONTAINER_CHOICE}>
          {`Standard: ${String(DEFAULT_CONTAINER_CAPACITY_CBM)} CBM in a ${STANDARD_BOX.label}`}
        </option>
        {CONTAINER_TYPES.map((type) => (
          <option key={type.id} value={type.id}>
            {type.label} (≈ {String(type.capacity)} CBM)
          </option>
        ))}
      </select>
      {choice.typeId === STANDARD_CONTAINER_CHOICE ? null : (
        <>
          <label htmlFor={`${id}-usable`}>Usable share for {brandName}</label>
          <select
            id={`${id}-usable`}
            name="usable"
            value={choice.usablePercent}
            disabled={disabled}
            onChange={(event) => {
              send(choice.typeId, Number(event.currentTarget.value));
            }}
          >
            {CONTAINER_USABLE_PERCENTS.map((percent) => (
              <option key={percent} value={percent}>
                {String(percent)}%
              </option>
            ))}
          </select>
        </>
      )}
      {/* Without JavaScript the choice is sent with this button; with it, on change. */}
      <noscript>
        <Button type="submit" variant="secondary" size="sm">
          Change container
        </Button>
      </noscript>
    </fetcher.Form>
  );
}

/** One row of a factory's table: the quantity and remove controls of a container line. */
function ContainerLineRow({ line, disabled }: { line: CartViewLine; disabled: boolean }) {
  const control = useCartLine(line);
  if (control.removing) return null;
  return (
    <tr data-line-id={line.id}>
      <th scope="row">
        {line.name}
        <span className="container-lines__sku">{line.sku}</span>
      </th>
      <td>{formatVolume(line.volume)}</td>
      <td>
        <QuantityInput
          value={control.quantity}
          itemName={line.name}
          disabled={disabled}
          max={CART_LINE_QUANTITY_MAX}
          form={control.form}
          onChange={control.setQuantity}
          onRemove={control.remove}
        />
      </td>
      <td>{line.volume === null ? 'N/A' : formatVolume(line.volume * control.quantity)}</td>
    </tr>
  );
}

/** "What still fits" (behaviour.md#load-plans), counted by the planner and the CBM rule together. */
function StillFits({ brandName, items }: { brandName: string; items: readonly StillFitsItem[] }) {
  return (
    <div className="container-fits">
      <h3>Still fits in this container</h3>
      {items.length === 0 ? (
        <p>{`Nothing more of ${brandName} fits in this container.`}</p>
      ) : (
        <ul>
          {items.map((item) => (
            <li key={item.key} data-key={item.key}>
              {item.path === null ? (
                item.name
              ) : (
                <AppLink to={`/product${item.path}`}>{item.name}</AppLink>
              )}{' '}
              <span>{`${item.inCart ? '(in your cart) ' : ''}up to ${String(item.units)} more`}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function FactoryPanel({
  container,
  lines,
  load,
  updating,
}: {
  container: ContainerView;
  lines: readonly CartViewLine[];
  load: FactoryLoad | null | undefined;
  updating: boolean;
}) {
  const headingId = useId();
  const { brandName } = container;
  return (
    <section
      className="container-factory"
      aria-labelledby={headingId}
      data-brand-id={container.brandId}
    >
      <h2 id={headingId}>{brandName}</h2>
      <ContainerTypePicker container={container} disabled={updating} />
      <ContainerLimitGauge
        limit={bindingLimit({
          cbm: { used: container.used, capacity: container.capacity },
          plan: load?.plan ?? null,
        })}
        cartonsLeftOut={load?.plan.unplaced.length ?? 0}
      />
      <table className="container-lines">
        <caption className="ui-visually-hidden">Products of {brandName}</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">CBM each</th>
            <th scope="col">Quantity</th>
            <th scope="col">CBM</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <ContainerLineRow key={line.id} line={line} disabled={updating} />
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              Total volume
            </th>
            <td>{formatVolume(container.used)}</td>
          </tr>
        </tfoot>
      </table>
      <FactoryLoadPlan
        brandName={container.brandName}
        load={load}
        pdfHref={loadPlanPdfPath(container.brandId)}
      />
      {load ? <StillFits brandName={brandName} items={load.stillFits} /> : null}
    </section>
  );
}

/**
 * `/container/build`: one panel per factory, checked against its container's capacity,
 * drawn on the server from the buyer's cart; the products that do not ship by the
 * container below, as in the cart.
 */
export function ContainerBuilder({
  loads,
  slots = [],
}: {
  loads: Readonly<Record<string, FactoryLoad | null>>;
  /** Each factory's next production slot (the checkout shows and keeps the same). */
  slots?: readonly SlotView[];
}) {
  const buyer = useBuyer();
  const updating = useCartUpdating();
  const overCapacity = useCartUi((state) => state.overCapacity);
  const overCapacityReason = useCartUi((state) => state.overCapacityReason);
  const state = buyer.cart;
  if (state.status === 'unavailable') return <CartUnavailable />;
  const cart = state.status === 'ready' ? state.cart : null;
  const containers = state.status === 'ready' ? state.containers : [];
  if (cart === null || containers.length === 0) {
    return (
      <div className="container-empty">
        <p>No container products yet.</p>
        <AppLink to="/shop-all/">Browse the catalogue</AppLink>
      </div>
    );
  }
  const group = cart.customerGroup || buyer.customer?.group || null;
  const others = cart.lines.filter((line) => !line.isContainer);
  const over = overCapacity || containers.some((container) => container.over);
  return (
    <div className="container-builder">
      {over && overCapacityReason !== null ? (
        <LoadPlanRefusal reason={overCapacityReason} className="container-builder__refusal" />
      ) : over ? (
        <p role="alert" className="container-builder__alert">
          {OVER_CAPACITY_MESSAGE}
        </p>
      ) : null}
      {containers.map((container) => (
        <FactoryPanel
          key={container.brandId}
          container={container}
          lines={cart.lines.filter(
            (line) => line.isContainer && String(line.brandId) === container.brandId,
          )}
          load={loads[container.brandId]}
          updating={updating}
        />
      ))}
      <ProductionSlotNotices slots={slots} />
      {others.length > 0 ? (
        <section className="container-others" aria-labelledby="container-others-title">
          <h2 id="container-others-title">Products that do not ship by the container</h2>
          <ul className="ui-cart-lines" aria-label="Other cart items">
            {others.map((line) => (
              <CartLineRow key={line.id} line={line} customerGroup={group} updating={updating} />
            ))}
          </ul>
        </section>
      ) : null}
      <CartSummary
        subtotal={cart.subtotal}
        taxes={payableTotals(cart, group).taxes}
        total={cart.total}
        customerGroup={group}
        containersTotal={containers.length}
        loggedIn={buyer.loggedIn}
        updating={updating}
        checkoutHref={CHECKOUT_PATH}
        renderLink={renderLink}
      />
    </div>
  );
}
