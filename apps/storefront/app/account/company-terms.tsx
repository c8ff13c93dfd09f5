import { CREDIT_HOLD_MESSAGE, formatCurrency } from '@shop/domain';
import type { CompanyTerms } from './company-terms.server';

/** The company's credit and payment terms on the account page; nothing when it has neither. */
export function CompanyTermsSection({ company }: { company: CompanyTerms }) {
  if (company.state === 'none') return null;
  if (company.state === 'error')
    return (
      <section className="account-section" aria-labelledby="company-terms-title">
        <h2 id="company-terms-title">Credit and payment terms</h2>
        <ul role="alert">
          {company.errors.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
    );
  const { credit, terms } = company;
  if (!credit.creditEnabled && !terms.isEnabled) return null;
  return (
    <section className="account-section" aria-labelledby="company-terms-title">
      <h2 id="company-terms-title">Credit and payment terms</h2>
      {credit.creditHold ? <p role="alert">{CREDIT_HOLD_MESSAGE}</p> : null}
      <dl className="account-profile">
        {credit.creditEnabled ? (
          <>
            <dt>Available credit</dt>
            <dd>{`${formatCurrency(credit.availableCredit)} ${credit.creditCurrency}`}</dd>
            <dt>Orders above it</dt>
            <dd>{credit.limitPurchases ? 'Refused at checkout' : 'Accepted'}</dd>
          </>
        ) : null}
        {terms.isEnabled ? (
          <>
            <dt>Payment terms</dt>
            <dd>{`Net ${String(terms.paymentTerms)} days`}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
