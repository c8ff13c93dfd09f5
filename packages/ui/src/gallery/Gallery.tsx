import { GALLERY_THUMBNAILS_PER_VIEW, type GalleryItem } from '@shop/domain';
import { cx } from 'class-variance-authority';
import { useId, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { ProductImage } from '../lib/ProductImage';
import { GalleryVideo } from './GalleryVideo';
import { DEFAULT_VIDEO_THUMBNAIL } from './video-thumbnail';

export interface GalleryProps {
  /** The slides, as `buildGallery` makes them from a product's metafields. */
  items: readonly GalleryItem[];
  /** The product's name, for the carousel's and images' accessible names. */
  productName: string;
  /** Controlled current slide; leave out to let the gallery keep its own. */
  index?: number;
  onIndexChange?: (index: number) => void;
  /** First slide when uncontrolled. Default 0. */
  initialIndex?: number;
  /** Thumbnails per view. Default `GALLERY_THUMBNAILS_PER_VIEW` (8). */
  thumbnailsPerView?: number;
  /** The fixed thumbnail of movie slides. Default: a play icon. */
  videoThumbnailSrc?: string;
  /** How wide the slides are laid out (`sizes`), so the browser picks the picture's width. */
  sizes?: string;
  className?: string;
}

/**
 * Default `sizes`: a product page's media column — 1.2 of 2.2 columns from 1024 px (at most
 * 700 px in an 80rem page), all of a phone.
 */
const GALLERY_SIZES = '(min-width: 1024px) min(55vw, 700px), 100vw';

const noSubscription = () => () => undefined;

/**
 * False in the server's HTML and while React hydrates it, true from then on. Slides out of
 * view can only be reached once the gallery works, so their pictures wait until then rather
 * than share a slow first load with the page's scripts (behaviour.md#performance).
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

function wrap(index: number, length: number): number {
  return ((index % length) + length) % length;
}

/**
 * The product gallery (behaviour.md#modals): a large carousel with arrows and keyboard navigation
 * (← → Home End), a strip of up to 8 thumbnails per view that jump to their slide, and
 * movie slides playing muted on a loop without download, full-screen or remote controls.
 */
export function Gallery({
  items,
  productName,
  index: controlledIndex,
  onIndexChange,
  initialIndex = 0,
  thumbnailsPerView = GALLERY_THUMBNAILS_PER_VIEW,
  videoThumbnailSrc = DEFAULT_VIDEO_THUMBNAIL,
  sizes = GALLERY_SIZES,
  className,
}: GalleryProps) {
  const [ownIndex, setOwnIndex] = useState(initialIndex);
  const trackId = useId();
  const hydrated = useHydrated();
  const count = items.length;
  const current = count === 0 ? 0 : wrap(controlledIndex ?? ownIndex, count);
  const perView = Math.max(1, Math.floor(thumbnailsPerView));

  const go = (next: number) => {
    if (count === 0) return;
    const target = wrap(next, count);
    setOwnIndex(target);
    onIndexChange?.(target);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const moves: Record<string, number> = {
      ArrowLeft: current - 1,
      ArrowRight: current + 1,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    go(target);
  };

  if (count === 0) {
    return (
      <section
        data-slot="gallery"
        aria-label={`${productName} gallery`}
        className={cx('ui-gallery', className)}
      >
        <div className="ui-gallery__viewport">
          <ProductImage
            src={null}
            alt={`${productName}: no image available`}
            className="ui-gallery__media"
            width={800}
            height={800}
          />
        </div>
      </section>
    );
  }

  const pageStart = Math.floor(current / perView) * perView;
  const thumbnails = items.slice(pageStart, pageStart + perView);

  return (
    <section
      data-slot="gallery"
      aria-roledescription="carousel"
      aria-label={`${productName} gallery`}
      className={cx('ui-gallery', className)}
      onKeyDown={onKeyDown}
    >
      <div className="ui-gallery__stage">
        <div
          id={trackId}
          className="ui-gallery__viewport"
          tabIndex={0}
          aria-label={`Slide ${String(current + 1)} of ${String(count)}. Use the arrow keys to move.`}
        >
          <div
            className="ui-gallery__track"
            style={{ transform: `translateX(-${String(current * 100)}%)` }}
            aria-live="polite"
          >
            {items.map((item, i) => (
              <div
                key={`${item.key}-${item.url}`}
                role="group"
                aria-roledescription="slide"
                aria-label={`${String(i + 1)} of ${String(count)}`}
                className="ui-gallery__slide"
                data-state={i === current ? 'active' : 'inactive'}
                inert={i !== current}
              >
                {item.type === 'video' ? (
                  <GalleryVideo
                    src={item.url}
                    productName={productName}
                    poster={videoThumbnailSrc}
                    active={i === current}
                  />
                ) : i === current || hydrated ? (
                  <ProductImage
                    className="ui-gallery__media"
                    src={item.url}
                    alt={`${productName}, image ${String(i + 1)} of ${String(count)}`}
                    width={800}
                    height={800}
                    sizes={sizes}
                    loading={i === current ? 'eager' : 'lazy'}
                    // The slide in view is a product page's largest picture (its LCP).
                    fetchPriority={i === current ? 'high' : undefined}
                  />
                ) : null}
              </div>
            ))}
          </div>
        </div>
        {count > 1 ? (
          <>
            <button
              type="button"
              className="ui-gallery__arrow ui-gallery__arrow--prev"
              aria-label="Previous slide"
              aria-controls={trackId}
              onClick={() => {
                go(current - 1);
              }}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="ui-gallery__arrow ui-gallery__arrow--next"
              aria-label="Next slide"
              aria-controls={trackId}
              onClick={() => {
                go(current + 1);
              }}
            >
              <span aria-hidden="true">›</span>
            </button>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="ui-gallery__thumbnails" aria-label="Thumbnails">
          {thumbnails.map((item, offset) => {
            const i = pageStart + offset;
            return (
              <li key={`${item.key}-${item.url}`}>
                <button
                  type="button"
                  className="ui-gallery__thumbnail"
                  aria-label={`Show slide ${String(i + 1)}${item.type === 'video' ? ' (video)' : ''}`}
                  aria-current={i === current ? 'true' : undefined}
                  onClick={() => {
                    go(i);
                  }}
                >
                  <ProductImage
                    src={item.type === 'video' ? videoThumbnailSrc : item.url}
                    alt=""
                    width={96}
                    height={96}
                    // The movie's thumbnail is a fixed icon, not a picture of the product.
                    responsive={item.type !== 'video'}
                  />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
