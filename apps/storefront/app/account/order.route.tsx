// /account/orders/{orderId}: one of the buyer's orders — lines with pictures and prices
// excluding tax, addresses, reference, notes, status, shipping — with Reorder and the order
// document. A colleague's order shows who placed it, for a company role that sees the
// company's orders (admin, senior buyer); any other customer's order, or none, is a 404.
import { formatCurrency, formatVolume } from '@shop/domain';
import { Button } from '@shop/ui/button';
import { FormAlert } from '@shop/ui/form';
import { FallbackImage } from '@shop/ui/image';
import type { ReactNode } from 'react';
import { data, Form, redirect, useNavigation } from 'react-router';
import { AccountNav } from './account-nav';
import { ContainerJourneyView } from './container-journey-view';
import { loadOrder, type OrderAddressView, type OrderDetail } from './order-detail.server';
import { reorder, type ReorderResult } from './reorder.server';
import { addKeyOf, newAddKey } from '../cart/add-key.server';
import { SessionProblem } from './session-problem';
import { AppLink } from '../shell/app-link';
import { CART_PATH } from '../cart/cart-paths';
import { ConfirmReplaceForm } from '../cart/confirm-replace-form';
import { orderLoadPlanPdfPath } from '../container/load-plan-paths';
import { env } from '../platform/env.server';
import { pageMeta } from '../shell/seo';
import { buyerSession } from '../platform/buyer-session.server';
import { useBuyer } from '../shell/buyer';
import { orderListName, saveAsList } from './lists/save-as-list.server';
import { listPath } from './lists/lists-paths';
import accountStyles from './account.css?url';
import orderStyles from './order.css?url';
import type { Route } from './+types/order.route';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: accountStyles },
  { rel: 'stylesheet', href: orderStyles },
];

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: loaderData.order ? `Order ${String(loaderData.order.id)}` : 'Order',
    description: 'An order of your trade account: its lines, addresses and documents.',
    keywords: ['order', 'reorder', 'invoice'],
  });

const orderIdOf = (value: string): number | null => {
  const id = Number(value);
  return /^\d+$/.test(value) && Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** The session's customer and the order, or why there is none. */
async function orderOf(context: Route.LoaderArgs['context'], param: string) {
  const session = buyerSession(context);
  if (!session.loggedIn) return { state: 'guest' as const };
  const customer = await session.customer();
  if (customer === null) return { state: 'expired' as const };
  const orderId = orderIdOf(param);
  const order =
    orderId === null ? null : await loadOrder(session, customer, orderId, env.publicBackendUrl);
  return { state: 'ready' as const, session, customer, order };
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await orderOf(context, params.orderId);
  if (found.state !== 'ready') return data({ state: found.state, order: null }, { status: 401 });
  return data(
    { state: 'ready' as const, order: found.order, addKey: newAddKey() },
    { status: found.order ? 200 : 404 },
  );
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const found = await orderOf(context, params.orderId);
  if (found.state !== 'ready' || found.order === null)
    return data(
      { result: null, listErrors: [] as string[] },
      { status: found.state === 'ready' ? 404 : 401 },
    );
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'save-list') {
    const saved = await saveAsList(found.session, orderListName(found.order.id), found.order.lines);
    if (saved.ok) return redirect(`${listPath(saved.listId)}?done=saved`);
    return data({ result: null, listErrors: saved.errors }, { status: 409 });
  }
  if (intent !== 'reorder' && intent !== 'reorder-replace')
    return data({ result: null, listErrors: [] as string[] }, { status: 400 });
  const result = await reorder(
    found.session,
    found.customer,
    found.order,
    addKeyOf(form),
    intent === 'reorder-replace' ? 'replace' : 'ask',
  );
  return data({ result, listErrors: [] as string[] }, { status: result.error ? 409 : 200 });
}

function Address({
  title,
  address,
  children,
}: {
  title: string;
  address: OrderAddressView;
  children?: ReactNode;
}) {
  return (
    <section className="order-detail__address" aria-label={title}>
      <h3>{title}</h3>
      <p>
        {[address.name, address.company, ...address.lines, address.phone]
          .filter(Boolean)
          .map((line) => (
            <span key={line}>{line}</span>
          ))}
      </p>
      {children}
    </section>
  );
}

function ReorderReport({ result, addKey }: { result: ReorderResult; addKey: string }) {
  if (result.confirm)
    return <ConfirmReplaceForm message={result.confirm} addKey={addKey} intent="reorder-replace" />;
  const notAdded = result.checked.filter((line) => line.status === 'refused');
  const capped = result.checked.flatMap((line) =>
    line.status === 'ok' && line.note ? [line] : [],
  );
  return (
    <div className="order-detail__reorder" role="status">
      {result.error ? <FormAlert type="error" messages={[result.error]} /> : null}
      {result.added !== null ? (
        <FormAlert
          type="success"
          messages={[
            `${String(result.added)} ${result.added === 1 ? 'line was' : 'lines were'} added to your cart.`,
          ]}
        />
      ) : null}
      {notAdded.length + capped.length > 0 ? (
        <ul className="order-detail__report" aria-label="Lines not added as ordered">
          {notAdded.map((line) => (
            <li key={line.source}>
              <strong>{line.name ?? line.sku}</strong> ({line.sku}): not added — {line.message}
            </li>
          ))}
          {capped.map((line) => (
            <li key={line.source}>
              <strong>{line.name}</strong> ({line.sku}): {String(line.quantity)} of{' '}
              {String(line.requested)} added — {line.note}
            </li>
          ))}
        </ul>
      ) : null}
      {result.added !== null ? <AppLink to={CART_PATH}>Go to the cart</AppLink> : null}
    </div>
  );
}

function OrderView({
  order,
  result,
  listErrors,
  addKey,
}: {
  order: OrderDetail;
  result: ReorderResult | null;
  /** Why "Save as container list" saved nothing. */
  listErrors: string[];
  /** The reorder's Idempotency-Key (add-key.server.ts). */
  addKey: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const intent = navigation.formData?.get('intent');
  // Container lists are a company's: a buyer on their own has none to save into.
  const { company } = useBuyer();
  return (
    <section className="account-page order-detail" aria-labelledby="order-title">
      <p className="order-detail__back">
        <AppLink to="/account#orders">All orders</AppLink>
      </p>
      <h1 id="order-title">Order {order.id}</h1>
      <dl className="order-detail__facts">
        <div>
          <dt>Placed</dt>
          <dd>{order.date}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{order.status}</dd>
        </div>
        <div>
          <dt>{order.placedBy ? 'Reference' : 'Your reference'}</dt>
          <dd>{order.reference || '—'}</dd>
        </div>
        {order.placedBy ? (
          <div>
            <dt>Placed by</dt>
            <dd>{order.placedBy.name || order.placedBy.email}</dd>
          </div>
        ) : null}
      </dl>
      <div className="order-detail__actions">
        <Form method="post">
          <input type="hidden" name="add_key" value={addKey} />
          <Button
            type="submit"
            name="intent"
            value="reorder"
            loading={busy && intent !== 'save-list'}
          >
            {busy && intent !== 'save-list' ? 'Adding to cart...' : 'Reorder'}
          </Button>
        </Form>
        {company ? (
          <Form method="post">
            <Button
              type="submit"
              variant="secondary"
              name="intent"
              value="save-list"
              loading={busy && intent === 'save-list'}
            >
              Save as container list
            </Button>
          </Form>
        ) : null}
        <Button asChild variant="secondary">
          <a href={`/account/orders/${String(order.id)}/document.pdf`} download>
            Order document (PDF)
          </a>
        </Button>
      </div>
      {listErrors.length > 0 ? <FormAlert type="error" messages={listErrors} /> : null}
      {result ? <ReorderReport result={result} addKey={addKey} /> : null}
      <table className="order-detail__lines">
        <caption className="ui-visually-hidden">Products of order {order.id}</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">SKU</th>
            <th scope="col">Quantity</th>
            <th scope="col">Unit price (ex tax)</th>
            <th scope="col">Line total (ex tax)</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id}>
              <th scope="row">
                <FallbackImage
                  className="ui-image"
                  src={line.imageUrl}
                  alt=""
                  width={56}
                  height={56}
                />
                {line.href ? <AppLink to={line.href}>{line.name}</AppLink> : line.name}
              </th>
              <td>{line.sku}</td>
              <td>{line.quantity}</td>
              <td>{formatCurrency(line.unitPrice)}</td>
              <td>{formatCurrency(line.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4}>
              Subtotal (ex tax)
            </th>
            <td>{formatCurrency(order.subtotal)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={4}>
              Tax
            </th>
            <td>{formatCurrency(order.tax)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={4}>
              Total (Incl. tax)
            </th>
            <td>{formatCurrency(order.total)}</td>
          </tr>
        </tfoot>
      </table>
      {order.containers.length > 0 ? (
        <section aria-labelledby="order-containers">
          <h2 id="order-containers">Containers</h2>
          <ul className="order-detail__containers">
            {order.containers.map((container) => (
              <li key={container.brandId}>
                {container.brandName}: {formatVolume(container.used)} of{' '}
                {formatVolume(container.capacity)} CBM ·{' '}
                <a href={orderLoadPlanPdfPath(order.id, container.brandId)} download>
                  Load plan (PDF)
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {order.journeys.length > 0 ? (
        <section aria-labelledby="order-production">
          <h2 id="order-production">Production and shipping</h2>
          {order.journeys.map((journey) => (
            <ContainerJourneyView key={journey.brandId} journey={journey} />
          ))}
        </section>
      ) : null}
      <div className="order-detail__addresses">
        <Address title="Billing address" address={order.billing} />
        {order.shipping.map((shipping, index) => (
          <Address key={index} title="Shipping address" address={shipping}>
            <p>
              {shipping.method ? `${shipping.method} · ` : ''}
              {String(shipping.shipped)} of {String(shipping.items)} items shipped
            </p>
          </Address>
        ))}
      </div>
      {order.notes ? (
        <section aria-labelledby="order-notes">
          <h2 id="order-notes">Order notes</h2>
          <p>{order.notes}</p>
        </section>
      ) : null}
    </section>
  );
}

export default function Order({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.state !== 'ready') return <SessionProblem state={loaderData.state} />;
  return (
    <div className="account-layout">
      <AccountNav />
      {loaderData.order ? (
        <OrderView
          order={loaderData.order}
          result={actionData?.result ?? null}
          listErrors={actionData?.listErrors ?? []}
          addKey={loaderData.addKey}
        />
      ) : (
        <section className="account-page">
          <h1>Order not found</h1>
          <p>We could not find that order in your account.</p>
          <AppLink to="/account#orders">All orders</AppLink>
        </section>
      )}
    </div>
  );
}
