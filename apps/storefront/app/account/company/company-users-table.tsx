import type { CompanyUser } from '@shop/api/b2b';
import { COMPANY_ROLE_LIST, COMPANY_ROLE_NAMES, USER_STATUSES } from '@shop/domain';
import { Badge } from '@shop/ui/badge';
import { Button } from '@shop/ui/button';
import { FormAlert } from '@shop/ui/form';
import { useFetcher } from 'react-router';
import type { CompanyActionResult } from './company-actions.server';

type Refusal = Extract<CompanyActionResult, { ok: false }>;

/** The messages of a refused row write: the backend's (or the page's) and any per field. */
const refusalLines = (refusal: Refusal) => [
  ...refusal.errors,
  ...Object.values(refusal.fieldErrors).filter((line): line is string => Boolean(line)),
];

/**
 * An admin's role and status forms of one user. In-page writes (a fetcher); without
 * JavaScript the same forms post and the page comes back, with `pageRefusal` when it was
 * this row's.
 */
function UserActions({ user, pageRefusal }: { user: CompanyUser; pageRefusal: Refusal | null }) {
  const fetcher = useFetcher<Refusal>();
  const refusal = fetcher.data ?? pageRefusal;
  const name = `${user.firstName} ${user.lastName}`;
  const active = user.status === USER_STATUSES.active;
  const busy = fetcher.state !== 'idle';
  return (
    <div className="company-user-actions">
      <fetcher.Form method="post" className="company-user-actions__form">
        <input type="hidden" name="intent" value="role" />
        <input type="hidden" name="userId" value={user.id} />
        <label className="ui-visually-hidden" htmlFor={`role-${String(user.id)}`}>
          {`Role of ${name}`}
        </label>
        <select
          id={`role-${String(user.id)}`}
          name="companyRoleId"
          className="ui-select"
          defaultValue={String(user.role)}
        >
          {COMPANY_ROLE_LIST.map((role) => (
            <option key={role} value={role}>
              {COMPANY_ROLE_NAMES[role]}
            </option>
          ))}
        </select>
        <Button type="submit" variant="secondary" size="sm" disabled={busy}>
          Change role
        </Button>
      </fetcher.Form>
      <fetcher.Form method="post" className="company-user-actions__form">
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="userId" value={user.id} />
        <input
          type="hidden"
          name="status"
          value={active ? USER_STATUSES.inactive : USER_STATUSES.active}
        />
        <Button type="submit" variant={active ? 'ghost' : 'secondary'} size="sm" disabled={busy}>
          {active ? `Deactivate ${name}` : `Reactivate ${name}`}
        </Button>
      </fetcher.Form>
      {refusal ? (
        <FormAlert type="error" title="Not changed" messages={refusalLines(refusal)} />
      ) : null}
    </div>
  );
}

/** The company's users as the backend lets the buyer see them; an admin's forms per row. */
export function CompanyUsersTable({
  users,
  manage,
  refusal,
}: {
  users: readonly CompanyUser[];
  manage: boolean;
  /** A refused row write answered without JavaScript (its `userId` names the row). */
  refusal: Refusal | null;
}) {
  return (
    <div className="account-table-wrap">
      <table className="account-table company-users">
        <caption className="ui-visually-hidden">The company’s users</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">E-mail</th>
            <th scope="col">Role</th>
            <th scope="col">Status</th>
            {manage ? <th scope="col">Change</th> : null}
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id} data-user-email={user.email}>
              <td>{`${user.firstName} ${user.lastName}`}</td>
              <td>{user.email}</td>
              <td>{COMPANY_ROLE_NAMES[user.role]}</td>
              <td>
                {user.status === USER_STATUSES.active ? (
                  <Badge tone="success">Active</Badge>
                ) : (
                  <Badge tone="neutral">Inactive</Badge>
                )}
              </td>
              {manage ? (
                <td>
                  <UserActions
                    user={user}
                    pageRefusal={refusal?.userId === user.id ? refusal : null}
                  />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
