import { CONTAINER_STAGES, type ContainerStageKey } from '@shop/domain';
import { Badge, type BadgeProps } from '../badge/Badge';

/** Where a factory container is, from the deposit to the buyer's door (@shop/domain's stages). */
export type ContainerStage = ContainerStageKey;

/** Each stage's label, in the order a container passes them. */
export const CONTAINER_STAGE_LABELS = Object.fromEntries(
  CONTAINER_STAGES.map((stage) => [stage.key, stage.label]),
) as Record<ContainerStage, string>;

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
