import { Button } from '@shop/ui/button';
import type { LinkValue } from './fields';
import { BlockLink } from './BlockLink';

export interface CtaProps {
  label: string;
  link: LinkValue;
  /** Default `'primary'`. */
  variant?: 'primary' | 'secondary' | 'ghost' | 'link';
  size?: 'sm' | 'md' | 'lg';
}

/** A call-to-action button-link; without a label it renders nothing, without a link just the label. */
export function Cta({ label, link, variant = 'primary', size = 'md' }: CtaProps) {
  if (label === '') return null;
  return (
    <Button asChild variant={variant} size={size}>
      <BlockLink link={link} textClassName="cms-cta-text">
        {label}
      </BlockLink>
    </Button>
  );
}
