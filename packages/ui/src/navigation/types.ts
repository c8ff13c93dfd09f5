/** A link of the site chrome, resolved by the app (e.g. with `contentLinkHref`). */
export interface NavLink {
  id: string;
  name: string;
  href: string;
  /** behaviour.md#chrome: shown only to logged-in customers (the site settings' field, as is). */
  required_auth?: boolean;
}

/** A category of the tree (behaviour.md#entities), resolved to its `/shop/…` href. */
export interface NavCategory {
  id: string;
  name: string;
  href: string;
  /** Ranks the collections dropdown (`collectionsDropdown` of @shop/domain). */
  productCount?: number | null;
  /** The category path, e.g. `/collections/`; `footerCategories` of @shop/domain reads it. */
  path?: string | null;
}

/** An entry of the header navigation: a link, or (without `href`) a dropdown of `children`. */
export interface NavEntry {
  id: string;
  name: string;
  href?: string | null;
  required_auth?: boolean;
  /**
   * `collections` shows at most 8 children by productCount (behaviour.md#chrome); `shop` is the entry
   * the mobile menu expands with + and −.
   */
  kind?: 'collections' | 'shop' | null;
  children?: readonly NavCategory[];
}

/**
 * The site settings' `header_nav_image` (behaviour.md#site-settings): a picture the header's dropdowns show
 * beside their links, e.g. a featured collection.
 */
export interface HeaderNavImage {
  src: string;
  /** Empty for a decorative picture. */
  alt: string;
}
