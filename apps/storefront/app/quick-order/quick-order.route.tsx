// /account/quick-order: order by SKU — typed rows (with SKU suggestions from the search
// index), pasted lines or a CSV file, up to 500 lines; each line looked up before anything is
// added, then added in one action, line by line: the cart's rules add, cap or refuse each and
// the page says which and why. Works without JavaScript.
import { formatCurrency, ORDER_LINES_MAX } from '@shop/domain';
import { Button } from '@shop/ui/button';
import { ConfirmPanel } from '@shop/ui/confirm-dialog';
import { Field, FormAlert, Input } from '@shop/ui/form';
import { data, Form, redirect, useNavigation } from 'react-router';
import { AccountNav } from '../account/account-nav';
import { SessionProblem } from '../account/session-problem';
import { CART_PATH } from '../cart/cart-paths';
import { listPath } from '../account/lists/lists-paths';
import { useBuyer } from '../shell/buyer';
import { QUICK_ORDER_TEMPLATE_PATH } from './quick-order-paths';
import { QuickOrderRows } from './quick-order-rows';
import { runQuickOrder, type QuickOrderResult } from './quick-order.server';
import { pageMeta } from '../shell/seo';
import { buyerSession } from '../platform/buyer-session.server';
import accountStyles from '../account/account.css?url';
import quickOrderStyles from './quick-order.css?url';
import type { Route } from './+types/quick-order.route';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: accountStyles },
  { rel: 'stylesheet', href: quickOrderStyles },
];

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Quick order',
    description: 'Order by SKU: type, paste or upload your lines and add them to the cart at once.',
    keywords: ['quick order', 'SKU', 'CSV', 'reorder'],
  });

// Not in the guard's list (behaviour.md#guards): a guest gets the page with a prompt to log in.
export function loader({ context }: Route.LoaderArgs) {
  return { loggedIn: buyerSession(context).loggedIn };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = buyerSession(context);
  if (!session.loggedIn) return data({ result: null }, { status: 401 });
  const form = await request.formData();
  const result = await runQuickOrder(session, form);
  if (result.savedListId !== undefined)
    return redirect(`${listPath(result.savedListId)}?done=saved`);
  const everyLineAdded =
    result.added !== null &&
    result.unread.length === 0 &&
    result.checked.every((line) => line.status === 'ok');
  if (everyLineAdded) return redirect(CART_PATH);
  return data({ result }, { status: result.error || result.listErrors ? 400 : 200 });
}

/** The valid lines as `SKU,quantity` text: what the add form sends to be checked again. */
function validLinesText(result: QuickOrderResult): string {
  return result.checked
    .flatMap((line) => (line.status === 'ok' ? [`${line.sku},${String(line.quantity)}`] : []))
    .join('\n');
}

/**
 * The question of behaviour.md#cart-states, asked by the backend before anything was added:
 * Yes adds the lines with the container products replacing the non-container ones (and
 * leaves out the non-container lines of the list); No adds nothing.
 */
function ConfirmReplace({ result }: { result: QuickOrderResult }) {
  return (
    <ConfirmPanel message={result.confirm}>
      <Form method="post" className="ui-confirm-panel__answers">
        <input type="hidden" name="lines" value={validLinesText(result)} />
        <input type="hidden" name="add_key" value={result.addKey} />
        <Button type="submit" name="intent" value="add-replace">
          Yes
        </Button>
        <Button type="submit" name="intent" value="check" variant="secondary">
          No
        </Button>
      </Form>
    </ConfirmPanel>
  );
}

/**
 * The valid lines as a new container list of the company buyer's (a junior buyer, who cannot
 * check out, submits it for approval from there).
 */
function SaveAsList({ result, count }: { result: QuickOrderResult; count: number }) {
  return (
    <Form method="post" className="quick-order__save-list">
      <input type="hidden" name="lines" value={validLinesText(result)} />
      <Field label="Name of the new container list" error={result.listErrors?.[0] ?? null}>
        {(control) => <Input {...control} name="list_name" required />}
      </Field>
      <Button type="submit" name="intent" value="save-list" variant="secondary">
        {`Save ${String(count)} ${count === 1 ? 'line' : 'lines'} as a container list`}
      </Button>
    </Form>
  );
}

function Results({ result }: { result: QuickOrderResult }) {
  const { company } = useBuyer();
  const valid = result.checked.filter((line) => line.status === 'ok');
  const total = result.checked.length + result.unread.length;
  return (
    <section className="quick-order__results" aria-labelledby="quick-order-results">
      <h2 id="quick-order-results">
        {result.added === null
          ? `${String(valid.length)} of ${String(total)} ${total === 1 ? 'line' : 'lines'} can be added`
          : `${String(valid.length)} of ${String(total)} ${total === 1 ? 'line was' : 'lines were'} added`}
      </h2>
      {result.truncated ? (
        <FormAlert
          type="error"
          messages={[
            `Only the first ${String(ORDER_LINES_MAX)} lines were read${result.stoppedAt ? `: reading stopped at ${result.stoppedAt}, and nothing from there on was checked` : ''}. Check the rest separately.`,
          ]}
        />
      ) : null}
      <table className="quick-order__table">
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">SKU</th>
            <th scope="col">Product</th>
            <th scope="col">Quantity</th>
            <th scope="col">Unit price</th>
            <th scope="col">Result</th>
          </tr>
        </thead>
        <tbody>
          {result.unread.map((line) => (
            <tr key={`unread-${line.source}`} data-status="refused">
              <th scope="row">{line.source}</th>
              <td colSpan={4}>{line.text}</td>
              <td>{line.message}</td>
            </tr>
          ))}
          {result.checked.map((line) => (
            <tr key={line.source} data-status={line.status}>
              <th scope="row">{line.source}</th>
              <td>{line.sku}</td>
              <td>{line.name ?? '—'}</td>
              <td>{line.status === 'ok' ? line.quantity : line.requested}</td>
              <td>{line.status === 'ok' ? formatCurrency(line.price) : '—'}</td>
              <td>
                {line.status === 'ok'
                  ? (line.note ?? (result.added === null ? 'Ready to add' : 'Added'))
                  : line.message}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {result.confirm ? <ConfirmReplace result={result} /> : null}
      {valid.length > 0 && result.added === null && !result.confirm ? (
        <Form method="post" className="quick-order__add">
          <input type="hidden" name="lines" value={validLinesText(result)} />
          <input type="hidden" name="add_key" value={result.addKey} />
          <Button type="submit" name="intent" value="add" size="lg">
            {`Add ${String(valid.length)} ${valid.length === 1 ? 'line' : 'lines'} to the cart`}
          </Button>
        </Form>
      ) : null}
      {company && valid.length > 0 && result.added === null ? (
        <SaveAsList result={result} count={valid.length} />
      ) : null}
    </section>
  );
}

export default function QuickOrder({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  if (!loaderData.loggedIn) return <SessionProblem state="guest" />;
  const result = actionData?.result ?? null;
  const busy = navigation.state === 'submitting';
  return (
    <div className="account-layout">
      <AccountNav />
      <section className="account-page quick-order" aria-labelledby="quick-order-title">
        <h1 id="quick-order-title">Quick order</h1>
        <p>
          Order by SKU: type your lines, paste them (SKU and quantity per line, separated by a
          comma, a tab or a semicolon) or upload a CSV file — up to {ORDER_LINES_MAX} lines. Check
          them against the catalogue and your prices first; when you add them, each line is added,
          capped or left out with the reason (stock, the factory&apos;s container).
        </p>
        {result?.error ? <FormAlert type="error" messages={[result.error]} /> : null}
        {result?.added ? (
          <FormAlert
            type="success"
            messages={[
              `${String(result.added)} ${result.added === 1 ? 'line was' : 'lines were'} added to your cart. The lines below were not.`,
            ]}
          />
        ) : null}
        {result ? <Results result={result} /> : null}
        <Form method="post" encType="multipart/form-data" className="quick-order__form">
          <QuickOrderRows />
          <Field label="Paste lines" hint="One line each: SKU, quantity">
            {(control) => (
              <textarea
                {...control}
                className="ui-input quick-order__paste"
                name="lines"
                rows={6}
                spellCheck={false}
                placeholder={'KYJ-OCH-000004-C-WAL0, 50\nKYJ-DTB-000011-C-OAK0; 4'}
              />
            )}
          </Field>
          <Field label="Upload a CSV file" hint="Columns: sku, quantity">
            {(control) => (
              <input {...control} type="file" name="csv" accept=".csv,text/csv,text/plain" />
            )}
          </Field>
          <p>
            <a href={QUICK_ORDER_TEMPLATE_PATH} download>
              Download the CSV template
            </a>
          </p>
          <Button type="submit" name="intent" value="check" size="lg" loading={busy}>
            {busy ? 'Checking...' : 'Check lines'}
          </Button>
        </Form>
      </section>
    </div>
  );
}
