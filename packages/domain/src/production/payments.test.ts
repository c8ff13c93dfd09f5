import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundToCents } from '../currency';
import {
  DEFAULT_PAYMENT_TERMS,
  INVOICE_STATUS,
  INVOICE_STATUS_LABELS,
  invoiceStatus,
  isOverdue,
  paymentSchedule,
  paymentTermsSchema,
} from './payments';

const dates = { orderedOn: '2026-12-02', departure: '2027-01-18' };

describe('paymentSchedule', () => {
  it('asks 30 % within a week and the balance a week before departure', () => {
    expect(paymentSchedule(48_250, DEFAULT_PAYMENT_TERMS, dates)).toEqual([
      { type: 'deposit', amount: 14_475, dueDate: '2026-12-09' },
      { type: 'balance', amount: 33_775, dueDate: '2027-01-11' },
    ]);
  });

  it('rounds the deposit once and leaves the rest to the balance', () => {
    const [deposit, balance] = paymentSchedule(100.01, DEFAULT_PAYMENT_TERMS, dates);
    expect(deposit.amount).toBe(30);
    expect(balance.amount).toBe(70.01);
  });

  it('never asks the balance before the deposit', () => {
    const terms = {
      ...DEFAULT_PAYMENT_TERMS,
      depositDueDays: 30,
      balanceDueDaysBeforeDeparture: 40,
    };
    const [deposit, balance] = paymentSchedule(1000, terms, dates);
    expect(balance.dueDate).toBe(deposit.dueDate);
  });

  it('always adds up to the total, to the cent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        (cents, percent) => {
          const total = cents / 100;
          const terms = { ...DEFAULT_PAYMENT_TERMS, depositPercent: percent };
          const [deposit, balance] = paymentSchedule(total, terms, dates);
          expect(Math.round((deposit.amount + balance.amount) * 100)).toBe(cents);
          expect(roundToCents(deposit.amount)).toBe(deposit.amount);
        },
      ),
    );
  });

  it('checks terms', () => {
    expect(
      paymentTermsSchema.safeParse({ ...DEFAULT_PAYMENT_TERMS, depositPercent: 101 }).success,
    ).toBe(false);
    expect(paymentTermsSchema.parse(DEFAULT_PAYMENT_TERMS)).toEqual(DEFAULT_PAYMENT_TERMS);
  });
});

describe('invoiceStatus', () => {
  it.each([
    [1000, 1000, INVOICE_STATUS.open, 'Open'],
    [1000, 400, INVOICE_STATUS.partiallyPaid, 'Partially paid'],
    [1000, 0, INVOICE_STATUS.paid, 'Paid'],
    [1000, -5, INVOICE_STATUS.paid, 'Paid'],
  ])('%d owed, %d open: %d', (original, open, status, label) => {
    expect(invoiceStatus(original, open)).toBe(status);
    expect(INVOICE_STATUS_LABELS[invoiceStatus(original, open)]).toBe(label);
  });
});

describe('isOverdue', () => {
  it('is overdue only while owed after the due date', () => {
    expect(isOverdue({ openBalance: 10, dueDate: '2026-12-09' }, '2026-12-10')).toBe(true);
    expect(isOverdue({ openBalance: 10, dueDate: '2026-12-09' }, '2026-12-09')).toBe(false);
    expect(isOverdue({ openBalance: 0, dueDate: '2026-12-09' }, '2026-12-10')).toBe(false);
  });
});
