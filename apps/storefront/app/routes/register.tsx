import { LOGIN_PATH } from '@shop/domain';
import { BlocksProvider, StoryblokBlocks, useBlocks } from '@shop/cms-blocks';
import { useMemo, useState } from 'react';
import { registerHandler } from '../account/register-handler';
import { AppLink } from '../app-link';
import { serverApi } from '../api.server';
import { useBrowserApi } from '../browser-api';
import { loadPageStory } from '../content.server';
import { pageMeta } from '../seo';
import type { Route } from './+types/register';

const FALLBACK_SEO = {
  title: 'Apply for a trade account',
  description: 'Apply for a trade account to see trade pricing and order by the container.',
  keywords: ['register', 'trade account', 'wholesale'],
};

/** Without its content story the page still has the form: the register block on its own. */
const FALLBACK_CONTENT = { _uid: 'register-form', component: 'register_form' };

// The form is the content story's register block (one form, edited in the CMS with its
// intro); this route only gives the block its submit handler.
export async function loader() {
  try {
    const story = await loadPageStory(serverApi(), 'register');
    if (story) return { content: story.content };
  } catch (error) {
    console.error('The register story could not be loaded', error);
  }
  return { content: FALLBACK_CONTENT };
}

// The page keeps its own title whatever the story is called in the CMS.
export const meta: Route.MetaFunction = () => pageMeta(FALLBACK_SEO);

export default function Register({ loaderData }: Route.ComponentProps) {
  const api = useBrowserApi();
  const blocks = useBlocks();
  const [registered, setRegistered] = useState<string | null>(null);
  const onRegisterSubmit = useMemo(() => registerHandler(api, setRegistered), [api]);
  return (
    <BlocksProvider
      mode={blocks.mode}
      logger={blocks.logger}
      linkComponent={blocks.linkComponent ?? undefined}
      assetBaseUrl={blocks.assetBaseUrl}
      onContactSubmit={blocks.onContactSubmit ?? undefined}
      onNewsletterSubmit={blocks.onNewsletterSubmit ?? undefined}
      onRegisterSubmit={onRegisterSubmit}
    >
      <StoryblokBlocks blocks={loaderData.content} />
      {registered !== null ? (
        <p className="register-next">
          <AppLink to={`${LOGIN_PATH}?email=${encodeURIComponent(registered)}`}>
            Log in to your new account
          </AppLink>
        </p>
      ) : null}
    </BlocksProvider>
  );
}
