import { StoryblokBlocks } from '@shop/cms-blocks';
import { serverApi } from '../api.server';
import { loadPageStory } from '../content.server';
import { notFound, notFoundMeta } from '../not-found';
import { pagePathname } from '../page-path';
import { pageMeta } from '../seo';
import type { Route } from './+types/content-page';

// `/{slug}`: the page story of that slug; none → the not-found page with status 404
// (rendered by the root ErrorBoundary).
export async function loader({ params, request }: Route.LoaderArgs) {
  const story = await loadPageStory(serverApi(), params.slug.toLowerCase());
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- thrown data() is React Router's 404
  if (!story) throw notFound(pagePathname(new URL(request.url)));
  return story;
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta(loaderData.seo) : notFoundMeta();

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return <StoryblokBlocks blocks={loaderData.content} />;
}

// The not-found page inside the site chrome, as for any other unknown path.
export { ErrorBoundary } from './not-found';
