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
import { MAX_PLAN_CARTONS, bindingLimit, loadPlanAdvice } from '@shop/domain/load-plan';
import { Button } from '@shop/ui/button';
import { CartSummary } from '@shop/ui/cart';
import {
  ContainerLimitGauge,
  LoadPlanLegend,
  LoadPlanRefusal,
  LoadPlanView2D,
} from '@shop/ui/load-plan';
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
import { LoadPlanStage } from './load-plan-stage';
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

const KG = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const MM = new Intl.NumberFormat('en-US');
const COUNT = new Intl.NumberFormat('en-US');

/** The factory's container planned with its real cartons (behaviour.md#load-plans). */
function FactoryLoadPlan({
  container,
  load,
}: {
  container: ContainerView;
  load: FactoryLoad | null | undefined;
}) {
  const headingId = useId();
  const { brandName } = container;
  if (load === undefined)
    return <p className="container-plan__note">The load plan could not be made just now.</p>;
  if (load === null)
    return (
      <p className="container-plan__note">
        {`These products make more than ${COUNT.format(MAX_PLAN_CARTONS)} cartons, the most one container is planned with: no load plan is drawn.`}
      </p>
    );
  const { plan, box } = load;
  const title = `${brandName} · ${box.label}`;
  const advice = loadPlanAdvice(plan);
  const { length, width, height } = plan.container.inner;
  return (
    <section className="container-plan" aria-labelledby={headingId} data-box={box.id}>
      <h3 id={headingId}>{`Load plan: ${box.label}`}</h3>
      <p className="container-plan__summary">
        {`${String(plan.placed.length)} of ${String(plan.placed.length + plan.unplaced.length)} cartons placed in a ${box.label} container (inside ${MM.format(length)} × ${MM.format(width)} × ${MM.format(height)} mm, up to ${KG.format(plan.weight.maxPayloadKg)} kg).`}
      </p>
      {load.refusal === null ? null : <LoadPlanRefusal reason={load.refusal} plan={plan} />}
      {advice.length > 0 ? (
        <ul className="container-plan__advice" aria-label="Advice for loading">
          {advice.map((item) => (
            <li key={item.text}>{item.text}</li>
          ))}
        </ul>
      ) : null}
      {/* The 3D view and the flat views side by side where the page is wide; one legend. */}
      <div className="container-plan__views">
        <LoadPlanStage plan={plan} title={title} />
        <LoadPlanView2D
          plan={plan}
          title="From above, from the side, from the door"
          legend={false}
        />
      </div>
      <LoadPlanLegend plan={plan} />
      <p>
        <a href={loadPlanPdfPath(container.brandId)} download className="container-plan__pdf">
          Download the load plan (PDF)
        </a>
      </p>
    </section>
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
      <FactoryLoadPlan container={container} load={load} />
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
