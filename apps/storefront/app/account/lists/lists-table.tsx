import type { ShoppingListSummary } from '@shop/api/b2b';
import { SHOPPING_LIST_STATUS_NAMES } from '@shop/domain';
import { AppLink } from '../../shell/app-link';
import { listPath } from './lists-paths';

/** Container lists as a table: name (a link), who made it, status, lines. */
export function ListsTable({
  lists,
  caption,
  showCreator = false,
}: {
  lists: readonly ShoppingListSummary[];
  caption: string;
  showCreator?: boolean;
}) {
  return (
    <table className="lists-table">
      <caption className="ui-visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">List</th>
          {showCreator ? <th scope="col">Made by</th> : null}
          <th scope="col">Status</th>
          <th scope="col">Lines</th>
        </tr>
      </thead>
      <tbody>
        {lists.map((list) => (
          <tr key={list.id}>
            <th scope="row">
              <AppLink to={listPath(list.id)}>{list.name}</AppLink>
            </th>
            {showCreator ? (
              <td>
                {list.customerInfo.firstName} {list.customerInfo.lastName}
              </td>
            ) : null}
            <td data-status={list.status}>{SHOPPING_LIST_STATUS_NAMES[list.status]}</td>
            <td>{list.products.totalCount}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
