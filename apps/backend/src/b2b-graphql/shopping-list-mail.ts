import { COMPANY_ROLE_LIST, USER_STATUSES, can } from '@shop/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import * as s from '../db/schema';
import { enqueueMail } from '../mail/enqueue';

export interface ShoppingListMail {
  kind: 'shopping-list-submitted' | 'shopping-list-approved' | 'shopping-list-rejected';
  listId: number;
}

const APPROVER_ROLES = COMPANY_ROLE_LIST.filter((role) =>
  can(role, 'approve_draft_shopping_list', 'company'),
);

/**
 * Queues the e-mails of a list's move in the transaction that made it, after its update: a
 * submit goes to the company's approvers (active users who hold approve_draft_shopping_list),
 * an approval or a rejection (with its reason) to the list's creator. Read after the update,
 * so the e-mail says what is stored.
 */
export async function queueShoppingListMail(
  tx: Tx,
  storefrontUrl: string,
  companyId: number,
  mail: ShoppingListMail,
) {
  const [row] = await tx
    .select({ list: s.shoppingLists, owner: s.customers })
    .from(s.shoppingLists)
    .innerJoin(s.customers, eq(s.customers.id, s.shoppingLists.customerId))
    .where(and(eq(s.shoppingLists.id, mail.listId), eq(s.shoppingLists.companyId, companyId)));
  if (!row) return;
  const { list, owner } = row;
  const url = `${storefrontUrl}/account/lists/${String(list.id)}`;
  const meta = { listId: String(list.id), url };
  if (mail.kind === 'shopping-list-submitted') {
    const approvers = await tx
      .select()
      .from(s.customers)
      .where(
        and(
          eq(s.customers.companyId, companyId),
          inArray(s.customers.companyRole, APPROVER_ROLES),
          eq(s.customers.status, USER_STATUSES.active),
        ),
      );
    for (const approver of approvers)
      await enqueueMail(tx, {
        kind: mail.kind,
        to: approver.email,
        subject: `Container list “${list.name}” is waiting for your approval`,
        text: [
          `Hello ${approver.firstName},`,
          '',
          `${owner.firstName} ${owner.lastName} submitted the container list “${list.name}” for approval.`,
          `Approve it (its lines go to your cart) or reject it with a reason: ${url}`,
        ].join('\n'),
        meta,
      });
    return;
  }
  const approved = mail.kind === 'shopping-list-approved';
  await enqueueMail(tx, {
    kind: mail.kind,
    to: owner.email,
    subject: `Container list “${list.name}” was ${approved ? 'approved' : 'rejected'}`,
    text: [
      `Hello ${owner.firstName},`,
      '',
      approved
        ? `Your container list “${list.name}” was approved; its lines are on their way to an order.`
        : `Your container list “${list.name}” was rejected. The reason given: ${list.reason}`,
      approved ? `See it here: ${url}` : `Rework it and submit it again: ${url}`,
    ].join('\n'),
    meta: { ...meta, reason: list.reason },
  });
}
