import { INVOICE_STATUS, INVOICE_STATUS_LABELS, type InvoiceStatusCode } from '@shop/domain';
import { cx } from 'class-variance-authority';
import { Badge, type BadgeProps } from '../badge/Badge';
import { DisplayDate } from './DisplayDate';

/** An invoice's status as BigCommerce B2B Edition codes it: 0 open, 1 partially paid, 2 paid. */
export type PaymentStatus = InvoiceStatusCode;

/** One payment of a container order (the deposit, the balance); amounts and dates formatted. */
export interface ScheduledPayment {
  key: string;
  /** E.g. `Deposit (30 %)` or `Balance`. */
  label: string;
  /** The amount due, formatted, e.g. `$12,600.00`. */
  amount: string;
  /** The due date, formatted, e.g. `Fri 4 Dec`. */
  due: string;
  /** The due date machine-readable, e.g. `2026-12-04`. */
  dueDateTime?: string;
  status: PaymentStatus;
  /** What is still to pay, formatted; shown when the invoice is partially paid. */
  openBalance?: string;
  /** The app's verdict that the due date has passed unpaid; a paid payment is never shown overdue. */
  overdue?: boolean;
}

export interface PaymentScheduleProps {
  payments: readonly ScheduledPayment[];
  /** The list's accessible name. Default `Payments`. */
  label?: string;
  className?: string;
}

const STATUS_TONES: Record<PaymentStatus, NonNullable<BadgeProps['tone']>> = {
  [INVOICE_STATUS.open]: 'neutral',
  [INVOICE_STATUS.partiallyPaid]: 'warning',
  [INVOICE_STATUS.paid]: 'success',
};

/**
 * A container order's payments, a row each: what it is, how much, when it is due, its
 * invoice status (Open, Partially paid, Paid), what remains open when part is paid, and an
 * `Overdue` marker in words when the app flags one.
 */
export function PaymentSchedule({ payments, label = 'Payments', className }: PaymentScheduleProps) {
  return (
    <ul
      data-slot="payment-schedule"
      aria-label={label}
      className={cx('ui-payment-schedule', className)}
    >
      {payments.map((payment) => {
        const overdue = payment.overdue === true && payment.status !== INVOICE_STATUS.paid;
        return (
          <li
            key={payment.key}
            data-key={payment.key}
            data-status={payment.status}
            data-overdue={overdue || undefined}
            className="ui-payment"
          >
            <div className="ui-payment__head">
              <span className="ui-payment__label">{payment.label}</span>
              <span className="ui-payment__badges">
                <Badge tone={STATUS_TONES[payment.status]}>
                  {INVOICE_STATUS_LABELS[payment.status]}
                </Badge>
                {overdue ? <Badge tone="danger">Overdue</Badge> : null}
              </span>
            </div>
            <dl className="ui-payment__figures">
              <div className="ui-payment__figure">
                <dt>Amount</dt>
                <dd>{payment.amount}</dd>
              </div>
              <div className="ui-payment__figure">
                <dt>Due</dt>
                <dd>
                  <DisplayDate text={payment.due} dateTime={payment.dueDateTime} />
                </dd>
              </div>
              {payment.status === INVOICE_STATUS.partiallyPaid &&
              payment.openBalance !== undefined ? (
                <div className="ui-payment__figure ui-payment__figure--open">
                  <dt>Open balance</dt>
                  <dd>{payment.openBalance}</dd>
                </div>
              ) : null}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
