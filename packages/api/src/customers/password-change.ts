import { GENERIC_ERROR_MESSAGE, PASSWORD_CHANGE_SUCCESS_MESSAGE } from '@shop/domain';
import { ApiError } from '../errors/api-error';
import { ResponseShapeError } from '../errors/response-shape-error';
import type { CallOptions } from '../http/call-options';
import type { CustomerId } from '../http/ids';
import { parsePayload } from '../http/parse-payload';
import { changePasswordPayloadSchema } from './customers.schemas';
import type { ChangePasswordPayload, LoginPayload, ProfileUpdate } from './customers.schemas';

/** The two account calls a password change makes. */
interface PasswordCalls {
  login(payload: LoginPayload): Promise<unknown>;
  updateProfile(id: CustomerId, update: ProfileUpdate, options: CallOptions): Promise<unknown>;
}

export type PasswordChangeResult =
  | { status: 'success'; message: string }
  | { status: 'error'; message: string; httpStatus?: number; errors: string[] };

/**
 * behaviour.md#validation, #errors: the current password is verified by logging in with it; when no token comes
 * back the change fails with the generic message, otherwise the new password is sent via
 * the profile update (`_authentication`). Network failures still throw.
 */
export async function changePassword(
  customers: PasswordCalls,
  payload: ChangePasswordPayload,
  options: CallOptions,
): Promise<PasswordChangeResult> {
  const input = parsePayload(changePasswordPayloadSchema, payload, 'customers.changePassword');
  try {
    await customers.login({ email: input.email, password: input.currentPassword });
  } catch (error) {
    // A refused login and a 2xx answer without a token both mean "no token came back".
    if (error instanceof ResponseShapeError)
      return { status: 'error', message: GENERIC_ERROR_MESSAGE, errors: [] };
    if (!(error instanceof ApiError)) throw error;
    return {
      status: 'error',
      message: GENERIC_ERROR_MESSAGE,
      httpStatus: error.status,
      errors: error.errors,
    };
  }
  try {
    await customers.updateProfile(
      input.customerId,
      { password: input.newPassword, currentPassword: input.currentPassword },
      options,
    );
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return {
      status: 'error',
      message: error.errors[0] ?? GENERIC_ERROR_MESSAGE,
      httpStatus: error.status,
      errors: error.errors,
    };
  }
  return { status: 'success', message: PASSWORD_CHANGE_SUCCESS_MESSAGE };
}
