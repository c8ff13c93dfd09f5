// The whole library in one import. Prefer the per-component subpaths
// (`@shop/ui/button`, `@shop/ui/modal`, …) in apps: each pulls in only what it needs.
export { Button, buttonVariants, IconButton, iconButtonVariants } from './button';
export type { ButtonProps, IconButtonProps } from './button';
export { Badge, badgeVariants, CountBadge } from './badge';
export type { BadgeProps, CountBadgeProps } from './badge';
export { Spinner } from './spinner';
export type { SpinnerProps } from './spinner';
export { Price } from './price';
export type { PriceProps } from './price';
export { Toast } from './toast';
export type { ToastProps, ToastType } from './toast';
export { LoadingBar } from './loading-bar';
export type { LoadingBarProps } from './loading-bar';
export {
  Modal,
  modalContentVariants,
  ModalGroup,
  createModalCoordinator,
  useModalCoordinator,
  ProductInfoModal,
} from './modal';
export type {
  ModalProps,
  ModalCoordinator,
  ProductInfoEntry,
  ProductInfoModalProps,
} from './modal';
export { ConfirmDialog, ConfirmPanel } from './confirm-dialog';
export { ContainerSummary } from './container-summary';
export type { ContainerSummaryProps } from './container-summary';
export {
  CONTAINER_STAGE_LABELS,
  ContainerStageBadge,
  MilestoneTimeline,
  PaymentSchedule,
  ProductionSlotNotice,
  milestoneStates,
  movedText,
} from './container-timeline';
export type {
  ContainerStage,
  ContainerStageBadgeProps,
  Milestone,
  MilestoneState,
  MilestoneTimelineProps,
  PaymentScheduleProps,
  PaymentStatus,
  ProductionSlotNoticeProps,
  ScheduledPayment,
} from './container-timeline';
export type { ConfirmDialogProps, ConfirmPanelProps } from './confirm-dialog';
export { Accordion } from './accordion';
export type { AccordionItem, AccordionProps } from './accordion';
export { QuantityInput, QuantitySelector } from './quantity';
export type { QuantityInputProps, QuantitySelectorProps } from './quantity';
export { VariantSelector } from './variant-selector';
export type { VariantOption, VariantSelectorProps } from './variant-selector';
export {
  AddressPicker,
  CartLine,
  CartPanel,
  CartSummary,
  ContainerGauge,
  NEW_ADDRESS,
  OrderReview,
} from './cart';
export type {
  AddressPickerOption,
  AddressPickerProps,
  CartLineItem,
  CartLineProps,
  CartPanelProps,
  CartSummaryProps,
  ContainerGaugeEntry,
  ContainerGaugeProps,
  OrderReviewLine,
  OrderReviewProps,
} from './cart';
export {
  Breadcrumbs,
  CategoryList,
  DocumentList,
  documentType,
  ProductCard,
  ProductGrid,
  SpecList,
  TradeInvitation,
} from './catalogue';
export type {
  BreadcrumbItem,
  BreadcrumbsProps,
  CategoryListItem,
  CategoryListProps,
  DocumentLink,
  DocumentListProps,
  ProductCardProps,
  ProductGridProps,
  SpecEntry,
  SpecListProps,
  TradeInvitationProps,
} from './catalogue';
export { QuickView } from './quick-view';
export type { QuickViewProduct, QuickViewProps, QuickViewVariant } from './quick-view';
export {
  FacetList,
  Pagination,
  SearchBar,
  SearchBox,
  SearchResultGrid,
  SearchResultsLayout,
  SearchSuggestions,
  pageWindow,
} from './search';
export type {
  FacetItem,
  FacetListProps,
  PaginationProps,
  SearchBarProps,
  SearchBoxProps,
  SearchHit,
  SearchResultGridProps,
  SearchResultHit,
  SearchResultsLayoutProps,
  SearchSuggestionsProps,
} from './search';
export { AlertBar, Footer, Header, HeaderDropdown } from './navigation';
export { MobileNav } from './mobile-nav';
export type { MobileNavProps } from './mobile-nav';
export type {
  AlertBarProps,
  FooterColumn,
  FooterProps,
  HeaderCustomer,
  HeaderDropdownProps,
  HeaderNavImage,
  HeaderProps,
  NavCategory,
  NavEntry,
  NavLink,
} from './navigation';
export { DEFAULT_VIDEO_THUMBNAIL, Gallery, GalleryModal } from './gallery';
export type { GalleryModalProps, GalleryProps } from './gallery';
export { FallbackImage } from './image';
export type { FallbackImageProps } from './image';
export { Field, FormAlert, Input, NewsletterForm } from './form';
export type {
  FieldControlProps,
  FieldProps,
  FormAlertProps,
  InputProps,
  NewsletterFormProps,
  NewsletterStatus,
} from './form';
export {
  ContainerLimitGauge,
  LoadPlanLegend,
  LoadPlanRefusal,
  LoadPlanView2D,
  REFUSAL_REASON_LABELS,
  bindingLimitText,
  legendOf,
  limitFigureText,
  lineColours,
} from './load-plan';
export type {
  ContainerLimitGaugeProps,
  LoadPlanLegendProps,
  LoadPlanRefusalProps,
  LoadPlanView2DProps,
} from './load-plan';
// Not './load-plan-3d': three.js stays out of the whole-library import (use the subpath).
