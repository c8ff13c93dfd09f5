// Each demo factory's production calendar and payment terms (the `factory_calendars` rows):
// where it is, when its orders close each week, how long it takes and how it is paid.
import { DEFAULT_PAYMENT_TERMS, type PaymentTerms, type ProductionCalendar } from '@shop/domain';

export type FactoryCalendar = ProductionCalendar & PaymentTerms;

export const FACTORY_CALENDARS: Record<number, FactoryCalendar> = {
  // Nordic Oak Works: a Foshan workshop on the trade's usual terms (the test fixture factory).
  40: {
    timeZone: 'Asia/Shanghai',
    cutoffWeekday: 5,
    cutoffTime: '17:00',
    leadTimeDays: 45,
    transitDays: 21,
    containersPerSlot: 4,
    ...DEFAULT_PAYMENT_TERMS,
  },
  // Milano Forma: Brianza, a longer make, five weeks at sea, 40 % up front.
  41: {
    timeZone: 'Europe/Rome',
    cutoffWeekday: 4,
    cutoffTime: '12:00',
    leadTimeDays: 60,
    transitDays: 35,
    containersPerSlot: 2,
    depositPercent: 40,
    depositDueDays: 10,
    balanceDueDaysBeforeDeparture: 14,
  },
  // Coastal Teak Co.: Binh Duong, Vietnam.
  42: {
    timeZone: 'Asia/Ho_Chi_Minh',
    cutoffWeekday: 3,
    cutoffTime: '12:00',
    leadTimeDays: 40,
    transitDays: 18,
    containersPerSlot: 3,
    ...DEFAULT_PAYMENT_TERMS,
  },
  // Kyoto Joinery.
  43: {
    timeZone: 'Asia/Tokyo',
    cutoffWeekday: 2,
    cutoffTime: '17:00',
    leadTimeDays: 50,
    transitDays: 18,
    containersPerSlot: 2,
    depositPercent: 30,
    depositDueDays: 7,
    balanceDueDaysBeforeDeparture: 10,
  },
  // Atlas Steel & Timber: Shanghai, a large plant.
  44: {
    timeZone: 'Asia/Shanghai',
    cutoffWeekday: 5,
    cutoffTime: '17:00',
    leadTimeDays: 35,
    transitDays: 25,
    containersPerSlot: 6,
    ...DEFAULT_PAYMENT_TERMS,
  },
  // Verde Upholstery: Foshan.
  45: {
    timeZone: 'Asia/Shanghai',
    cutoffWeekday: 5,
    cutoffTime: '17:00',
    leadTimeDays: 30,
    transitDays: 21,
    containersPerSlot: 5,
    ...DEFAULT_PAYMENT_TERMS,
  },
  // Harbour Rattan: Ho Chi Minh City, closes Monday mornings.
  46: {
    timeZone: 'Asia/Ho_Chi_Minh',
    cutoffWeekday: 1,
    cutoffTime: '10:00',
    leadTimeDays: 40,
    transitDays: 20,
    containersPerSlot: 3,
    ...DEFAULT_PAYMENT_TERMS,
  },
  // Alpine Bedding Co.: Jiaxing, Zhejiang.
  47: {
    timeZone: 'Asia/Shanghai',
    cutoffWeekday: 4,
    cutoffTime: '18:00',
    leadTimeDays: 30,
    transitDays: 24,
    containersPerSlot: 4,
    depositPercent: 25,
    depositDueDays: 7,
    balanceDueDaysBeforeDeparture: 7,
  },
  // Urban Loft Living: Dongguan.
  48: {
    timeZone: 'Asia/Shanghai',
    cutoffWeekday: 5,
    cutoffTime: '17:00',
    leadTimeDays: 45,
    transitDays: 23,
    containersPerSlot: 4,
    ...DEFAULT_PAYMENT_TERMS,
  },
};
