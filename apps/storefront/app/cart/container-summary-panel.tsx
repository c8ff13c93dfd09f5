// The container summary itself (behaviour.md#container-summary), a lazy chunk: @shop/ui's ContainerSummary, its
// gauges and the second-modal store load only for a buyer whose cart is a container cart.
import { ContainerSummary } from '@shop/ui/container-summary';
import { useEffect } from 'react';
import type { ContainerView } from './cart-state';
import { CONTAINER_BUILD_PATH } from './cart-paths';
import type { RenderLink } from './cart-host';
import { useSecondModal } from './second-modal';

export default function ContainerSummaryPanel({
  containers,
  renderLink,
}: {
  containers: readonly ContainerView[];
  renderLink: RenderLink;
}) {
  const show = useSecondModal((state) => state.show);
  const minimized = useSecondModal((state) => state.minimized);
  const setMinimized = useSecondModal((state) => state.setMinimized);
  useEffect(() => {
    const modal = useSecondModal.getState();
    modal.open('container-summary');
    return modal.close;
  }, []);
  if (!show) return null;
  return (
    <ContainerSummary
      containers={containers}
      minimized={minimized}
      onMinimizedChange={setMinimized}
      builderHref={CONTAINER_BUILD_PATH}
      renderLink={renderLink}
      placement="inline"
    />
  );
}
