import { StoryblokBlocks } from '@shop/cms-blocks';
import { useLiveContent } from './live-story';
import { loadPageStory } from './page-story.server';
import { notFound } from '../shell/not-found';
import { pageMeta } from '../shell/seo';
import type { Route } from './+types/home.route';

export async function loader() {
  const story = await loadPageStory('home');
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- thrown data() is React Router's 404
  if (!story) throw notFound('/');
  return story;
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData.seo);

export default function Home({ loaderData }: Route.ComponentProps) {
  // In draft mode the editor's unsaved changes show as they are typed (behaviour.md#guards).
  return <StoryblokBlocks blocks={useLiveContent(loaderData)} />;
}
