// The writes of /account/company, each an `intent` of its one form: `invite` (B2B Edition's
// `userCreate` with `acceptEmail`, so the colleague is mailed a link to set their password),
// `role` and `status` (`userUpdate`). The buyer's standing is checked here with @shop/domain
// before anything is sent; the backend judges again and its refusal is shown as it says it.
import { ApiError } from '@shop/api/errors';
import {
  MANAGE_USERS_NOT_PERMITTED_MESSAGE,
  companyUserInviteSchema,
  companyUserRoleSchema,
  companyUserStatusSchema,
  mayManageCompanyUsers,
} from '@shop/domain';
import type { ApiCaller } from '../../platform/api.server';
import { errorLines } from '../api-errors';
import { fieldErrors, formText, type FieldErrors } from '../form-values';
import type { CompanyMembership } from './company.server';

export const COMPANY_INTENTS = ['invite', 'role', 'status'] as const;
export type CompanyIntent = (typeof COMPANY_INTENTS)[number];

/** What a successful write says on the page after its redirect (`?done=`). */
export const DONE_NOTICES = {
  invited: 'The user was added and e-mailed a link to set their password.',
  role: 'The user’s role was changed.',
  deactivated: 'The user was deactivated; they were logged out everywhere.',
  reactivated: 'The user was reactivated.',
} as const;
export type DoneNotice = keyof typeof DONE_NOTICES;

export type CompanyActionResult =
  | { ok: true; done: DoneNotice }
  | {
      ok: false;
      status: number;
      intent: CompanyIntent | null;
      /** The user row the refusal belongs to (a role or status change). */
      userId: number | null;
      errors: string[];
      fieldErrors: FieldErrors;
      values: Record<string, string>;
    };

const INVITE_FIELDS = ['firstName', 'lastName', 'email', 'companyRoleId'] as const;

function refused(
  status: number,
  intent: CompanyIntent | null,
  init: Partial<
    Pick<
      Extract<CompanyActionResult, { ok: false }>,
      'errors' | 'fieldErrors' | 'values' | 'userId'
    >
  >,
): CompanyActionResult {
  return {
    ok: false,
    status,
    intent,
    userId: init.userId ?? null,
    errors: init.errors ?? [],
    fieldErrors: init.fieldErrors ?? {},
    values: init.values ?? {},
  };
}

/** The backend's messages by field (`extensions.fields` of its 400), keyed by the form's names. */
function backendFieldErrors(error: ApiError): FieldErrors {
  const body = error.body as { errors?: { extensions?: { fields?: unknown } }[] } | null;
  const fields = body?.errors?.[0]?.extensions?.fields;
  if (typeof fields !== 'object' || fields === null) return {};
  const errors: FieldErrors = {};
  for (const [key, value] of Object.entries(fields as Record<string, unknown>)) {
    const message = Array.isArray(value) ? (value as unknown[])[0] : value;
    if (typeof message === 'string') errors[key] = message;
  }
  return errors;
}

/** A refused call: its status, and its messages on the form (a taken e-mail on `email`). */
function callRefused(
  error: unknown,
  intent: CompanyIntent,
  context: string,
  extra: { userId?: number | null; values?: Record<string, string> },
): CompanyActionResult {
  const errors = errorLines(error, context);
  if (!(error instanceof ApiError)) return refused(502, intent, { ...extra, errors });
  if (intent === 'invite' && error.status === 409)
    return refused(409, intent, { ...extra, fieldErrors: { email: errors.join(' ') } });
  const fields = error.status === 400 ? backendFieldErrors(error) : {};
  return refused(error.status, intent, { ...extra, errors, fieldErrors: fields });
}

export async function companyAction(
  caller: ApiCaller,
  membership: CompanyMembership,
  form: FormData,
): Promise<CompanyActionResult> {
  const intent = form.get('intent');
  if (!COMPANY_INTENTS.includes(intent as CompanyIntent))
    return refused(400, null, { errors: ['Unknown action'] });
  const known = intent as CompanyIntent;
  const { companyId } = membership.company;
  if (!mayManageCompanyUsers(membership.me.role))
    return refused(403, known, { errors: [MANAGE_USERS_NOT_PERMITTED_MESSAGE] });
  const token = caller.token;
  if (known === 'invite') {
    const values = formText(form, ...INVITE_FIELDS);
    const parsed = companyUserInviteSchema.safeParse(values);
    if (!parsed.success)
      return refused(400, known, { fieldErrors: fieldErrors(parsed.error), values });
    try {
      await caller.api.b2b.userCreate({ companyId, ...parsed.data, acceptEmail: true }, { token });
    } catch (error) {
      return callRefused(error, known, 'Adding a company user', { values });
    }
    return { ok: true, done: 'invited' };
  }
  const values = formText(form, 'userId', 'companyRoleId', 'status');
  const userId = /^\d+$/.test(values.userId ?? '') ? Number(values.userId) : null;
  const schema = known === 'role' ? companyUserRoleSchema : companyUserStatusSchema;
  const parsed = schema.safeParse(values);
  if (!parsed.success)
    return refused(400, known, { userId, fieldErrors: fieldErrors(parsed.error), values });
  try {
    await caller.api.b2b.userUpdate({ companyId, ...parsed.data }, { token });
  } catch (error) {
    return callRefused(error, known, 'Changing a company user', { userId, values });
  }
  if ('status' in parsed.data)
    return { ok: true, done: parsed.data.status === 0 ? 'deactivated' : 'reactivated' };
  return { ok: true, done: 'role' };
}
