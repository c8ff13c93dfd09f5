import type { LoadPlan } from '@shop/domain/load-plan';
import { ContainerGauge } from '../cart/ContainerGauge';

export interface LoadPlanGaugesProps {
  plan: Pick<LoadPlan, 'volume' | 'weight'>;
  /** Shows the over-capacity message (behaviour.md#errors) above the meters. Default `false`. */
  overCapacity?: boolean;
  className?: string;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * How full a planned container is by volume and by weight: the container gauge's meters,
 * one per measure. They show what the cart asks for (every carton, placed or not), so a
 * cart over the limit reads over capacity rather than a full container.
 */
export function LoadPlanGauges({ plan, overCapacity = false, className }: LoadPlanGaugesProps) {
  const { volume, weight } = plan;
  return (
    <ContainerGauge
      className={className}
      overCapacity={overCapacity}
      containers={[
        {
          brandId: 'volume',
          brandName: 'Volume',
          used: volume.requestedCbm,
          capacity: volume.capacityCbm,
          percent: round1((volume.requestedCbm / volume.capacityCbm) * 100),
          remaining: Math.max(0, volume.capacityCbm - volume.requestedCbm),
        },
        {
          brandId: 'weight',
          brandName: 'Weight',
          used: weight.requestedKg,
          capacity: weight.maxPayloadKg,
          percent: round1((weight.requestedKg / weight.maxPayloadKg) * 100),
          remaining: Math.max(0, weight.maxPayloadKg - weight.requestedKg),
          unit: 'kg',
        },
      ]}
    />
  );
}
