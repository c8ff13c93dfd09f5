import { StoryblokBlocks } from '@shop/cms-blocks';
import { useLiveContent } from './live-story';
import { loadPageStory } from './page-story.server';
import { notFound, notFoundMeta } from '../shell/not-found';
import { pagePathname } from '../platform/page-path';
import { pageMeta } from '../shell/seo';
import type { Route } from './+types/content-page.route';

// `/{slug}`: the page story of that slug; none → the not-found page with status 404
// (rendered by the root ErrorBoundary).
export async function loader({ params, request }: Route.LoaderArgs) {
  const story = await loadPageStory(params.slug.toLowerCase());
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- thrown data() is React Router's 404
  if (!story) throw notFound(pagePathname(new URL(request.url)));
  return story;
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta(loaderData.seo) : notFoundMeta();

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  // In draft mode the editor's unsaved changes show as they are typed (behaviour.md#guards).
  return <StoryblokBlocks blocks={useLiveContent(loaderData)} />;
}

// The not-found page inside the site chrome, as for any other unknown path.
export { ErrorBoundary } from '../shell/not-found.route';
