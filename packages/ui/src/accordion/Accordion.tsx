import * as RadixAccordion from '@radix-ui/react-accordion';
import { cx } from 'class-variance-authority';
import type { ReactNode } from 'react';

export interface AccordionItem {
  /** Stable value identifying the section. */
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** Sections open at first. Default none. */
  defaultOpen?: string[];
  /** Heading level of the section triggers. Default 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
}

/** Sections that open and close independently, each under a heading of the level given. */
export function Accordion({
  items,
  defaultOpen = [],
  headingLevel = 3,
  className,
}: AccordionProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <RadixAccordion.Root
      type="multiple"
      defaultValue={defaultOpen}
      data-slot="accordion"
      className={cx('ui-accordion', className)}
    >
      {items.map((item) => (
        <RadixAccordion.Item key={item.id} value={item.id} className="ui-accordion__item">
          <RadixAccordion.Header asChild>
            <Heading className="ui-accordion__heading">
              <RadixAccordion.Trigger className="ui-accordion__trigger">
                <span>{item.title}</span>
                <span aria-hidden="true" className="ui-accordion__icon" />
              </RadixAccordion.Trigger>
            </Heading>
          </RadixAccordion.Header>
          <RadixAccordion.Content className="ui-accordion__content">
            <div className="ui-accordion__inner">{item.content}</div>
          </RadixAccordion.Content>
        </RadixAccordion.Item>
      ))}
    </RadixAccordion.Root>
  );
}
