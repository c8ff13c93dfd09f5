import { Badge, type BadgeProps } from '../badge/Badge';

/** Where a factory container is, from the deposit to the buyer's door. */
export type ContainerStage =
  | 'awaiting-deposit'
  | 'in-production'
  | 'cargo-ready'
  | 'gated-in'
  | 'loaded'
  | 'on-the-water'
  | 'arrived'
  | 'discharged'
  | 'delivered';

/** Each stage's label, in the order a container passes them. */
export const CONTAINER_STAGE_LABELS: Record<ContainerStage, string> = {
  'awaiting-deposit': 'Awaiting deposit',
  'in-production': 'In production',
  'cargo-ready': 'Cargo ready',
  'gated-in': 'Gated in',
  loaded: 'Loaded',
  'on-the-water': 'On the water',
  arrived: 'Arrived',
  discharged: 'Discharged',
  delivered: 'Delivered',
};

type StageTone = NonNullable<BadgeProps['tone']>;

// The tone says who or where the container waits on, so a list of containers reads at a
// glance: on the buyer (warning: the deposit is theirs to pay), at the factory (neutral),
// at the port of loading (brand), at sea (info), at the destination (success).
const STAGE_TONES: Record<ContainerStage, StageTone> = {
  'awaiting-deposit': 'warning',
  'in-production': 'neutral',
  'cargo-ready': 'neutral',
  'gated-in': 'brand',
  loaded: 'brand',
  'on-the-water': 'info',
  arrived: 'success',
  discharged: 'success',
  delivered: 'success',
};

export interface ContainerStageBadgeProps extends Omit<BadgeProps, 'tone' | 'children'> {
  stage: ContainerStage;
  /** Replaces the stage's label (`CONTAINER_STAGE_LABELS`), e.g. for another language. */
  label?: string;
}

/** A container's stage as a badge, with the stage's tone (the label carries the meaning). */
export function ContainerStageBadge({ stage, label, ...rest }: ContainerStageBadgeProps) {
  return (
    <Badge tone={STAGE_TONES[stage]} data-stage={stage} {...rest}>
      {label ?? CONTAINER_STAGE_LABELS[stage]}
    </Badge>
  );
}
