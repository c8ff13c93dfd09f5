import { ProductionSlotNotice } from '@shop/ui/container-timeline';
import type { SlotView } from './production-slots.server';
import { slotField } from './production-slots';

/**
 * Each factory's next production slot ("Order by Fri 4 Dec for the slot that departs around
 * 18 Jan"); inside a form, with the slot's key so the order keeps the date shown.
 */
export function ProductionSlotNotices({
  slots,
  withFields = false,
}: {
  slots: readonly SlotView[];
  withFields?: boolean;
}) {
  if (slots.length === 0) return null;
  return (
    <div className="ui-production-slots">
      {slots.map((slot) => (
        <ProductionSlotNotice
          key={slot.brandId}
          factory={slot.factory}
          cutoff={slot.cutoff}
          cutoffDateTime={slot.cutoffDateTime}
          departure={slot.departure}
          departureDateTime={slot.departureDateTime}
        >
          Order by <strong>{slot.cutoff}</strong> ({slot.cutoffTime}) for the slot that departs
          around <strong>{slot.departure}</strong>.
          {withFields ? (
            <input type="hidden" name={slotField(slot.brandId)} value={slot.key} />
          ) : null}
        </ProductionSlotNotice>
      ))}
    </div>
  );
}
