import { useId } from 'react';
import { useOrderSummary } from '../context/order-summary';
import { Cta } from '../fields/Cta';
import { Heading } from '../fields/Heading';
import { BlockRoot } from '../registry/BlockRoot';
import type { BlockProps } from './block-props';
import { RichText } from '../rich-text/RichText';

/**
 * The /success page's editorial part: thanks, then what happens next with a container
 * order. The app's order summary (`OrderSummaryContext`) sits between the title and the text.
 */
export function OrderConfirmationContent({ blok }: BlockProps<'order_confirmation_content'>) {
  const titleId = useId();
  const orderSummary = useOrderSummary();
  return (
    <BlockRoot
      blok={blok}
      className="cms-section cms-order-confirmation"
      aria-labelledby={blok.title ? titleId : undefined}
    >
      <Heading id={titleId} level={1} className="cms-title">
        {blok.title}
      </Heading>
      {orderSummary}
      <RichText document={blok.text} />
      {blok.steps.length > 0 ? (
        <ol className="cms-steps">
          {blok.steps.map((step) => (
            <li key={step._uid} className="cms-steps__item">
              {step.title ? <h2 className="cms-steps__title">{step.title}</h2> : null}
              {step.text ? <p className="cms-steps__text">{step.text}</p> : null}
            </li>
          ))}
        </ol>
      ) : null}
      <div className="cms-actions">
        <Cta label={blok.cta_label} link={blok.cta_link} />
      </div>
    </BlockRoot>
  );
}
