export { AlertBar } from './AlertBar';
export type { AlertBarProps } from './AlertBar';
export { Footer } from './Footer';
export type { FooterColumn, FooterProps } from './Footer';
export { Header } from './Header';
export type { HeaderCustomer, HeaderProps } from './Header';
export { HeaderDropdown } from './HeaderDropdown';
export type { HeaderDropdownProps } from './HeaderDropdown';
// The mobile menu has its own subpath (`@shop/ui/mobile-nav`): an app can load its dialog
// when the menu first opens. It stays here too, as it always was.
export { MobileNav } from '../mobile-nav';
export type { MobileNavProps } from '../mobile-nav';
export type { HeaderNavImage, NavCategory, NavEntry, NavLink } from './types';
