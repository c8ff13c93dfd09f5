import type { MetaDescriptor } from 'react-router';

/** The search metadata for SEO (behaviour.md#entities): every page carries a title, description and keywords. */
export interface PageSeo {
  title: string;
  description: string;
  keywords: readonly string[];
}

export function pageMeta({ title, description, keywords }: PageSeo): MetaDescriptor[] {
  return [
    { title },
    { name: 'description', content: description },
    { name: 'keywords', content: keywords.join(', ') },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
  ];
}
