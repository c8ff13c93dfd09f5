import type {
  FooterColumn,
  HeaderNavImage,
  NavCategory,
  NavEntry,
  NavLink,
} from '@shop/ui/navigation';
import type { ToastType } from '@shop/ui/toast';

/** Everything the site chrome shows, resolved on the server from settings and category tree. */
export interface SiteChrome {
  loggedIn: boolean;
  /** Header and mobile entries; dropdown entries (no link) carry their categories. */
  entries: NavEntry[];
  /** The settings' `header_nav_image`, shown in the header's dropdowns; null when none. */
  navImage: HeaderNavImage | null;
  alertLinks: NavLink[];
  footerColumns: FooterColumn[];
  /** The categories column when the settings have none of their own to fill; else null. */
  footerCategories: NavCategory[] | null;
  /** The settings' mailing script as an absolute URL, or null. */
  mailingScript: string | null;
  toast: { show: boolean; message: string; type: ToastType; timeout: number };
}

export const EMPTY_TOAST: SiteChrome['toast'] = {
  show: false,
  message: '',
  type: 'success',
  timeout: 0,
};
