import { LOADING_BAR } from '@shop/domain';
import { cx } from 'class-variance-authority';
import { useEffect, useState, type CSSProperties } from 'react';

export interface LoadingBarProps {
  /** True while something (a navigation, a fetch) is in progress. */
  loading: boolean;
  /** Only loads longer than this show the bar, so quick ones do not flicker. Default 200 ms. */
  throttleMs?: number;
  /** How long the bar takes to creep towards the end. Default 2000 ms. */
  durationMs?: number;
  /** Bar height in px. Default 3. */
  heightPx?: number;
  className?: string;
}

/** The thin progress bar at the top of the page (behaviour.md#constants: 200 ms throttle, 2 s, 3 px). */
export function LoadingBar({
  loading,
  throttleMs = LOADING_BAR.throttleMs,
  durationMs = LOADING_BAR.durationMs,
  heightPx = LOADING_BAR.heightPx,
  className,
}: LoadingBarProps) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => {
      setVisible(true);
    }, throttleMs);
    return () => {
      clearTimeout(timer);
      setVisible(false);
    };
  }, [loading, throttleMs]);

  if (!loading || !visible) return null;
  const style = {
    '--ui-loading-bar-height': `${heightPx}px`,
    '--ui-loading-bar-duration': `${durationMs}ms`,
  } as CSSProperties;
  return (
    <div
      data-slot="loading-bar"
      role="progressbar"
      aria-label="Loading page"
      aria-busy="true"
      className={cx('ui-loading-bar', className)}
      style={style}
    >
      <div className="ui-loading-bar__fill" />
    </div>
  );
}
