import { assetUrl, readMetafield, type Metafield } from '@shop/domain';

/** How a metafield's value is shown: text, or a link to a document or drawing. */
type Kind = 'text' | 'link';

interface SectionDefinition {
  id: string;
  title: string;
  fields: readonly (readonly [key: string, label: string, kind?: Kind])[];
}

/**
 * behaviour.md#product-metafields, "Also shown": the metafield sections of a product page, in page order. A section
 * shows only when the product has at least one of its keys (a chair has no bed section).
 */
export const PRODUCT_SECTIONS: readonly SectionDefinition[] = [
  {
    id: 'descriptions',
    title: 'Descriptions',
    fields: [
      ['CollectionDescription', 'Collection'],
      ['MaterialDescription', 'Material'],
    ],
  },
  {
    id: 'chair',
    title: 'Chair dimensions and options',
    fields: [
      ['ChairSeatHeight', 'Seat height (mm)'],
      ['ChairSeatDepth', 'Seat depth (mm)'],
      ['ChairArmHeight', 'Arm height (mm)'],
      ['ChairStackable', 'Stackable'],
    ],
  },
  {
    id: 'dining-table',
    title: 'Dining table dimensions and options',
    fields: [
      ['DiningTableBaseType', 'Base type'],
      ['DiningTableTopShape', 'Top shape'],
      ['DiningTableSeatingCapacity', 'Seating capacity'],
    ],
  },
  {
    id: 'storage',
    title: 'Storage dimensions and options',
    fields: [
      ['StorageDrawers', 'Drawers'],
      ['StorageCompartments', 'Compartments'],
      ['StorageCabinetA', 'Cabinet A'],
      ['StorageCabinetB', 'Cabinet B'],
      ['StorageCabinetC', 'Cabinet C'],
      ['StorageCabinetD', 'Cabinet D'],
    ],
  },
  {
    id: 'bed',
    title: 'Bed dimensions and options',
    fields: [
      ['BedMattressSize', 'Mattress size'],
      ['BedSlats', 'Slats'],
      ['BedStorage', 'Storage'],
      ['BedBedhead', 'Bedhead'],
      ['BedFootend', 'Footend'],
    ],
  },
  {
    id: 'sofa',
    title: 'Sofa dimensions and options',
    fields: [
      ['SofaCovering', 'Covering'],
      ['SofaFrame', 'Frame'],
      ['SofaFilling', 'Filling'],
      ['SofaFeet', 'Feet'],
      ['SofaMechanism', 'Mechanism'],
      ['SofaSeatHeight', 'Seat height (mm)'],
      ['SofaSeatDepth', 'Seat depth (mm)'],
      ['SofaArmHeight', 'Arm height (mm)'],
    ],
  },
  {
    id: 'product-info',
    title: 'Product information',
    fields: [
      ['CountryOfManufacture', 'Country of manufacture'],
      ['Features', 'Features'],
      ['Warranty', 'Warranty'],
    ],
  },
  {
    id: 'assembly',
    title: 'Assembly',
    fields: [
      ['AssemblyRequired', 'Assembly required'],
      ['AssemblyTime', 'Assembly time'],
      ['AssemblyPersons', 'People needed'],
      ['AssemblyTools', 'Tools'],
      ['AssemblyInstructions', 'Assembly instructions', 'link'],
    ],
  },
  {
    id: 'drawings',
    title: 'Drawings',
    fields: [
      ['ClientDrawing', 'Client drawing', 'link'],
      ['EvaluationDrawing', 'Evaluation drawing', 'link'],
      ['IsometricDrawing', 'Isometric drawing', 'link'],
    ],
  },
  {
    id: 'documents',
    title: 'Catalogue and technical sheet',
    fields: [
      ['Catalog', 'Catalogue', 'link'],
      ['TechnicalSheet', 'Technical sheet', 'link'],
    ],
  },
];

export interface SectionEntry {
  id: string;
  label: string;
  value: string;
  /** Set for documents and drawings: where the value links to. */
  href: string | null;
}

export interface ProductSection {
  id: string;
  title: string;
  entries: SectionEntry[];
}

/** The sections this product has, each with the entries it has a value for. */
export function productSections(
  metafields: readonly Metafield[],
  assetBase: string,
): ProductSection[] {
  return PRODUCT_SECTIONS.flatMap((section) => {
    const entries = section.fields.flatMap(([key, label, kind = 'text']) => {
      const value = readMetafield(metafields, key);
      if (value === null) return [];
      return [
        {
          id: key,
          label,
          value: kind === 'link' ? `Open ${label.toLowerCase()}` : value,
          href: kind === 'link' ? assetUrl(value, assetBase) : null,
        },
      ];
    });
    return entries.length === 0 ? [] : [{ id: section.id, title: section.title, entries }];
  });
}
