import type { ApiClient } from '@shop/api';
import type { ContainerFill } from '@shop/domain';
import {
  CONTAINER_TYPES,
  DEFAULT_CONTAINER_CAPACITY_CBM,
  formatVolume,
  isLoggedIn,
  normaliseBrandId,
  OVER_CAPACITY_MESSAGE,
  itemsThatFit,
} from '@shop/domain';
import { CartSummary, ContainerGauge, type CartSummaryProps } from '@shop/ui/cart';
import { QuantityInput } from '@shop/ui/quantity';
import { useEffect, useId, useState } from 'react';
import { AppLink } from '../app-link';
import { useBrowserApi } from '../browser-api';
import { useCustomerGroup } from '../cart/cart-host';
import { payableTotals, type CartView, type CartViewLine } from '../cart/cart-view';
import { cartContainerFills } from '../cart/container-fills';
import { brandLabel, useBrandNames } from '../cart/use-brands';
import { useAuthStore } from '../stores/auth';
import { useCartStore } from '../stores/cart';
import {
  capacityOfChoice,
  choiceForCapacity,
  STANDARD_CHOICE,
  USABLE_PERCENTS,
  type CapacityChoice,
} from './capacity-choice';
import {
  FITTING_ITEMS_SHOWN,
  loadContainerItems,
  type CatalogueContainerItem,
} from './fitting-items';

const renderLink: NonNullable<CartSummaryProps['renderLink']> = ({ href, ...props }) => (
  <AppLink to={href} {...props} />
);

/** The catalogue's container products of each factory in the cart, loaded once per factory. */
function useContainerItems(api: ApiClient, brandIds: readonly string[]) {
  const [items, setItems] = useState<ReadonlyMap<string, CatalogueContainerItem[]>>(new Map());
  const key = brandIds.join(',');
  useEffect(() => {
    let live = true;
    for (const brandId of key === '' ? [] : key.split(',')) {
      void loadContainerItems(api, Number(brandId)).then(
        (loaded) => {
          if (live) setItems((current) => new Map(current).set(brandId, loaded));
        },
        (error: unknown) => {
          // Only a hint for the buyer: a failure leaves the list out, the page works.
          console.error('Catalogue items of a factory could not be loaded', error);
        },
      );
    }
    return () => {
      live = false;
    };
  }, [api, key]);
  return items;
}

function ContainerTypePicker({
  brandName,
  capacity,
  disabled,
  onChange,
}: {
  brandName: string;
  capacity: number;
  disabled: boolean;
  onChange: (capacity: number) => void;
}) {
  const id = useId();
  const choice = choiceForCapacity(capacity);
  const pick = (next: CapacityChoice) => {
    const value = capacityOfChoice(next);
    if (value !== capacity) onChange(value);
  };
  return (
    <div className="container-picker">
      <label htmlFor={`${id}-type`}>Container type for {brandName}</label>
      <select
        id={`${id}-type`}
        value={choice.typeId}
        disabled={disabled}
        onChange={(event) => {
          pick({ ...choice, typeId: event.currentTarget.value });
        }}
      >
        <option value={STANDARD_CHOICE}>
          Standard ({String(DEFAULT_CONTAINER_CAPACITY_CBM)} CBM)
        </option>
        {CONTAINER_TYPES.map((type) => (
          <option key={type.id} value={type.id}>
            {type.label} (≈ {String(type.capacity)} CBM)
          </option>
        ))}
      </select>
      {choice.typeId === STANDARD_CHOICE ? null : (
        <>
          <label htmlFor={`${id}-usable`}>Usable share for {brandName}</label>
          <select
            id={`${id}-usable`}
            value={choice.usablePercent}
            disabled={disabled}
            onChange={(event) => {
              pick({ ...choice, usablePercent: Number(event.currentTarget.value) });
            }}
          >
            {USABLE_PERCENTS.map((percent) => (
              <option key={percent} value={percent}>
                {String(percent)}%
              </option>
            ))}
          </select>
        </>
      )}
    </div>
  );
}

function FactoryPanel({
  fill,
  brandName,
  lines,
  catalogue,
}: {
  fill: ContainerFill;
  brandName: string;
  lines: readonly CartViewLine[];
  catalogue: readonly CatalogueContainerItem[] | undefined;
}) {
  const api = useBrowserApi();
  const updating = useCartStore((state) => state.updating);
  const { updateQuantity, remove, setCapacity } = useCartStore.getState();
  const headingId = useId();
  const fitting = catalogue ? itemsThatFit(catalogue, fill.remaining) : null;
  return (
    <section className="container-factory" aria-labelledby={headingId}>
      <h2 id={headingId}>{brandName}</h2>
      <ContainerTypePicker
        brandName={brandName}
        capacity={fill.capacity}
        disabled={updating}
        onChange={(capacity) => {
          void setCapacity(api, fill.brandId, capacity);
        }}
      />
      <ContainerGauge containers={[{ ...fill, brandName }]} />
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
            <tr key={line.id} data-line-id={line.id}>
              <th scope="row">
                {line.name}
                <span className="container-lines__sku">{line.sku}</span>
              </th>
              <td>{formatVolume(line.volume)}</td>
              <td>
                <QuantityInput
                  value={line.quantity}
                  itemName={line.name}
                  disabled={updating}
                  onChange={(quantity) => {
                    void updateQuantity(api, line.id, quantity);
                  }}
                  onRemove={() => {
                    void remove(api, line.id);
                  }}
                />
              </td>
              <td>{line.volume === null ? 'N/A' : formatVolume(line.volume * line.quantity)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              Total volume
            </th>
            <td>{formatVolume(fill.used)}</td>
          </tr>
        </tfoot>
      </table>
      <div className="container-fits">
        <h3>Still fits in this container</h3>
        {fitting === null ? (
          <p>Looking for products that fit…</p>
        ) : fitting.length === 0 ? (
          <p>No other product of {brandName} fits in the remaining volume.</p>
        ) : (
          <ul>
            {fitting.slice(0, FITTING_ITEMS_SHOWN).map((item) => (
              <li key={item.productId}>
                <AppLink to={`/product${item.path}`}>{item.name}</AppLink>{' '}
                <span>
                  {formatVolume(item.volume)} CBM each, up to {String(item.fits)} more
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function linesOf(cart: CartView, brandId: string) {
  return cart.lines.filter(
    (line) => line.brandId !== null && normaliseBrandId(line.brandId) === brandId,
  );
}

/** `/container/build`: one panel per factory, checked against its container's capacity. */
export function ContainerBuilder() {
  const api = useBrowserApi();
  const cart = useCartStore((state) => state.cart);
  const restored = useCartStore((state) => state.restored);
  const metafields = useCartStore((state) => state.metafields);
  const updating = useCartStore((state) => state.updating);
  const overCapacity = useCartStore((state) => state.overCapacity);
  const loggedIn = isLoggedIn(useAuthStore((state) => state.token));
  const group = useCustomerGroup();
  const fills = cart ? cartContainerFills(cart, metafields) : [];
  const brandIds = fills.map((fill) => normaliseBrandId(fill.brandId));
  const names = useBrandNames(api, fills.length > 0);
  const catalogue = useContainerItems(api, brandIds);

  if (!restored) return <p aria-busy="true">Loading your container…</p>;
  if (!cart || fills.length === 0) {
    return (
      <div className="container-empty">
        <p>No container products yet.</p>
        <AppLink to="/shop-all/">Browse the catalogue</AppLink>
      </div>
    );
  }
  return (
    <div className="container-builder">
      {overCapacity ? (
        <p role="alert" className="container-builder__alert">
          {OVER_CAPACITY_MESSAGE}
        </p>
      ) : null}
      {cart.isContainer ? null : (
        <p className="container-builder__note">
          Your cart also holds products that do not ship by the container.
        </p>
      )}
      {fills.map((fill) => {
        const brandId = normaliseBrandId(fill.brandId);
        return (
          <FactoryPanel
            key={brandId}
            fill={fill}
            brandName={brandLabel(names, brandId)}
            lines={linesOf(cart, brandId)}
            catalogue={catalogue.get(brandId)}
          />
        );
      })}
      <CartSummary
        subtotal={cart.subtotal}
        taxes={payableTotals(cart, group).taxes}
        total={cart.total}
        customerGroup={group}
        containersTotal={fills.length}
        loggedIn={loggedIn}
        updating={updating}
        renderLink={renderLink}
      />
    </div>
  );
}
