import { BlockImage } from '../fields/BlockImage';
import type { ImageValue } from '../fields/fields';

export interface IconGridItem {
  _uid: string;
  icon: ImageValue;
  title: string;
  text: string;
}

/** Icons with a short title and text, laid out in `columns` columns on wide screens. */
export function IconGrid({
  items,
  columns,
}: {
  items: readonly IconGridItem[];
  columns: 3 | 4 | 5;
}) {
  if (items.length === 0) return null;
  return (
    <ul className="cms-icon-grid" data-columns={columns}>
      {items.map((item) => (
        <li key={item._uid} className="cms-icon-grid__item">
          {/* Icons are decorative: the title says what they stand for. */}
          {item.icon.src ? (
            <BlockImage
              image={{ src: item.icon.src, alt: '' }}
              className="cms-icon"
              responsive={false}
            />
          ) : null}
          {item.title ? <h3 className="cms-icon-grid__title">{item.title}</h3> : null}
          {item.text ? <p className="cms-icon-grid__text">{item.text}</p> : null}
        </li>
      ))}
    </ul>
  );
}
