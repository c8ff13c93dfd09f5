import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { ProductionCalendar, ProductionSlot } from './calendar';
import { formatDay } from './day';

/** A slot in words, dates as the factory reads them: cut-off "Fri 4 Dec", departure "18 Jan". */
export interface SlotWords {
  cutoff: string;
  /** The cut-off's time and zone, for a title or small print: "17:00 Asia/Shanghai". */
  cutoffTime: string;
  departure: string;
  sentence: string;
}

export function slotWords(calendar: ProductionCalendar, slot: ProductionSlot): SlotWords {
  const cutoff = format(new TZDate(Date.parse(slot.cutoffAt), calendar.timeZone), 'EEE d MMM');
  const departure = formatDay(slot.departure, 'd MMM');
  return {
    cutoff,
    cutoffTime: `${calendar.cutoffTime} ${calendar.timeZone}`,
    departure,
    sentence: `Order by ${cutoff} for the slot that departs around ${departure}`,
  };
}
