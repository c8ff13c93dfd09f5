export { MobileNav } from './MobileNav';
export type { MobileNavProps } from './MobileNav';
