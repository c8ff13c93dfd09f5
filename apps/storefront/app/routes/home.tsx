import { StoryblokBlocks } from '@shop/cms-blocks';
import { serverApi } from '../api.server';
import { loadPageStory } from '../content.server';
import { notFound } from '../not-found';
import { pageMeta } from '../seo';
import type { Route } from './+types/home';

export async function loader() {
  const story = await loadPageStory(serverApi(), 'home');
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- thrown data() is React Router's 404
  if (!story) throw notFound('/');
  return story;
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData.seo);

export default function Home({ loaderData }: Route.ComponentProps) {
  return <StoryblokBlocks blocks={loaderData.content} />;
}
