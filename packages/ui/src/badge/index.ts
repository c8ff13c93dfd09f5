export { Badge, badgeVariants, CountBadge } from './Badge';
export type { BadgeProps, CountBadgeProps } from './Badge';
