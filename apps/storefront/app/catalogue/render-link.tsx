import type { ProductCardProps } from '@shop/ui/catalogue';
import { AppLink } from '../app-link';

type RenderLink = NonNullable<ProductCardProps['renderLink']>;

/** @shop/ui links through the router, so catalogue links navigate client-side. */
export const renderLink: RenderLink = ({ href, ...props }) => <AppLink to={href} {...props} />;
