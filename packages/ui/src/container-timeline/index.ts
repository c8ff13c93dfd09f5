export { CONTAINER_STAGE_LABELS, ContainerStageBadge } from './ContainerStageBadge';
export type { ContainerStage, ContainerStageBadgeProps } from './ContainerStageBadge';
export { MilestoneTimeline, milestoneStates, movedText } from './MilestoneTimeline';
export type { Milestone, MilestoneState, MilestoneTimelineProps } from './MilestoneTimeline';
export { PaymentSchedule } from './PaymentSchedule';
export type { PaymentScheduleProps, PaymentStatus, ScheduledPayment } from './PaymentSchedule';
export { ProductionSlotNotice } from './ProductionSlotNotice';
export type { ProductionSlotNoticeProps } from './ProductionSlotNotice';
